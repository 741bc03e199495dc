// giflib 5 (apt: libgif-dev). It ships no pkg-config file, so the module map links `gif` itself.
#include <gif_lib.h>
