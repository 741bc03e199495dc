// libwebp and libwebpmux (apt: libwebp-dev): the encoder and WebPAnimEncoder for animations;
// libwebpdemux's WebPAnimDecoder reads them back (animated snapshots, tests).
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
