// libimagequant 2 (apt: libimagequant-dev), the quantizer behind pngquant and gifski.
#include <libimagequant.h>
