#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
#include <cairo-ft.h>
