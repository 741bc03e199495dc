// libwebp and libwebpmux (apt: libwebp-dev): the encoder and WebPAnimEncoder for animations.
#include <webp/encode.h>
#include <webp/mux.h>
