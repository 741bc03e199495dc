/*
 * cairo-baseline: the same frame Flipbook draws, drawn by a minimal C program with Cairo, so the
 * benchmark can tell how much Flipbook adds on top of Cairo itself.
 *
 * It draws exactly what Flipbook's renderer draws for flat (affine) cards, in the same order and
 * with the same Cairo calls: the page colour; per card a Gaussian shadow (an alpha-8 mask of the
 * offset rounded rectangle, blurred by three box blurs as SVG's feGaussianBlur specifies, painted
 * in the shadow colour) and the card (rounded rectangle fill, centred bold Inter title as
 * glyph outlines). Each frame is encoded as PNG and written to a temporary file then renamed.
 *
 * Build: cc -O2 baseline.c $(pkg-config --cflags --libs cairo) -lm -o baseline
 * Run:   baseline SCENE_FILE OUT_DIR FRAMES     (prints the seconds spent per frame)
 *
 * SCENE_FILE (written by flipbook-bench), whitespace-separated numbers:
 *   width height  bg_r bg_g bg_b  card_count
 *   then per card, back to front:
 *     xx yx xy yy x0 y0          card coordinates (top-left origin, points) -> device pixels
 *     w h radius  r g b  text_r text_g text_b  title
 *     has_shadow  [s_r s_g s_b opacity sigma_points dx dy]
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    cairo_matrix_t matrix;
    double w, h, radius, r, g, b, tr, tg, tb;
    char title[64];
    int has_shadow;
    double sr, sg, sb, opacity, sigma, dx, dy;
} card_t;

static void rounded_rectangle(cairo_t *cr, double x, double y, double w, double h, double radius) {
    double r = fmax(0, fmin(radius, fmin(w / 2, h / 2)));
    if (r <= 0) { cairo_rectangle(cr, x, y, w, h); return; }
    double half = M_PI / 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -half, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, half);
    cairo_arc(cr, x + r, y + h - r, r, half, 2 * half);
    cairo_arc(cr, x + r, y + r, r, 2 * half, 3 * half);
    cairo_close_path(cr);
}

/* Box widths approximating a Gaussian (SVG feGaussianBlur). Returns the number of boxes. */
static int boxes(double sigma, int left[3], int right[3]) {
    if (!(sigma > 0)) return 0;
    int d = (int)floor(sigma * 3 * sqrt(2 * M_PI) / 4 + 0.5);
    if (d <= 1) return 0;
    if (d % 2 == 1) {
        for (int i = 0; i < 3; i++) { left[i] = right[i] = (d - 1) / 2; }
    } else {
        left[0] = d / 2; right[0] = d / 2 - 1;
        left[1] = d / 2 - 1; right[1] = d / 2;
        left[2] = right[2] = d / 2;
    }
    return 3;
}

static void blur_a8(unsigned char *image, int width, int height, int stride, double sigma) {
    int left[3], right[3];
    int n = boxes(sigma, left, right);
    if (!n) return;
    unsigned char *scratch = malloc((size_t)stride * height);
    long *sums = malloc(sizeof(long) * width);
    unsigned char *src = image, *dst = scratch, *t;
    for (int b = 0; b < n; b++) {
        int size = left[b] + right[b] + 1;
        long inv = ((1L << 24) + size / 2) / size;
        for (int y = 0; y < height; y++) {
            unsigned char *in = src + y * stride, *out = dst + y * stride;
            long sum = 0;
            for (int i = 0; i <= right[b] && i < width; i++) sum += in[i];
            for (int x = 0; x < width; x++) {
                long v = (sum * inv + (1L << 23)) >> 24;
                out[x] = (unsigned char)(v > 255 ? 255 : v);
                int add = x + right[b] + 1, rem = x - left[b];
                if (add < width) sum += in[add];
                if (rem >= 0) sum -= in[rem];
            }
        }
        t = src; src = dst; dst = t;
    }
    for (int b = 0; b < n; b++) {
        int size = left[b] + right[b] + 1;
        long inv = ((1L << 24) + size / 2) / size;
        memset(sums, 0, sizeof(long) * width);
        for (int row = 0; row <= right[b] && row < height; row++)
            for (int k = 0; k < width; k++) sums[k] += src[row * stride + k];
        for (int y = 0; y < height; y++) {
            unsigned char *out = dst + y * stride;
            for (int k = 0; k < width; k++) {
                long v = (sums[k] * inv + (1L << 23)) >> 24;
                out[k] = (unsigned char)(v > 255 ? 255 : v);
            }
            int add = y + right[b] + 1, rem = y - left[b];
            if (add < height) for (int k = 0; k < width; k++) sums[k] += src[add * stride + k];
            if (rem >= 0) for (int k = 0; k < width; k++) sums[k] -= src[rem * stride + k];
        }
        t = src; src = dst; dst = t;
    }
    if (src != image) memcpy(image, src, (size_t)stride * height);
    free(scratch);
    free(sums);
}

static void draw_shadow(cairo_t *cr, const card_t *c, int page_w, int page_h) {
    /* The shadow's card-centred rectangle mapped through card-centred -> device. */
    cairo_matrix_t centred = c->matrix, shift;
    cairo_matrix_init_translate(&shift, c->w / 2, c->h / 2);
    cairo_matrix_multiply(&centred, &shift, &c->matrix);
    double det = centred.xx * centred.yy - centred.yx * centred.xy;
    if (det == 0) return;
    double sigma = c->sigma * sqrt(fabs(det));
    int margin = (int)ceil(3 * sigma) + 1;
    double rx = -c->w / 2 + c->dx, ry = -c->h / 2 + c->dy;
    double xs[4] = {rx, rx + c->w, rx + c->w, rx}, ys[4] = {ry, ry, ry + c->h, ry + c->h};
    double minx = INFINITY, miny = INFINITY, maxx = -INFINITY, maxy = -INFINITY;
    for (int i = 0; i < 4; i++) {
        double x = xs[i], y = ys[i];
        cairo_matrix_transform_point(&centred, &x, &y);
        minx = fmin(minx, x); maxx = fmax(maxx, x); miny = fmin(miny, y); maxy = fmax(maxy, y);
    }
    int x0 = (int)floor(minx) - margin, y0 = (int)floor(miny) - margin;
    int x1 = (int)ceil(maxx) + margin, y1 = (int)ceil(maxy) + margin;
    if (x0 < -margin) x0 = -margin;
    if (y0 < -margin) y0 = -margin;
    if (x1 > page_w + margin) x1 = page_w + margin;
    if (y1 > page_h + margin) y1 = page_h + margin;
    if (x1 <= x0 || y1 <= y0) return;
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, x1 - x0, y1 - y0);
    cairo_t *mc = cairo_create(mask);
    cairo_matrix_t m = centred;
    m.x0 -= x0; m.y0 -= y0;
    cairo_set_matrix(mc, &m);
    rounded_rectangle(mc, rx, ry, c->w, c->h, c->radius);
    cairo_set_source_rgba(mc, 0, 0, 0, 1);
    cairo_fill(mc);
    cairo_destroy(mc);
    cairo_surface_flush(mask);
    blur_a8(cairo_image_surface_get_data(mask), x1 - x0, y1 - y0, cairo_image_surface_get_stride(mask), sigma);
    cairo_surface_mark_dirty(mask);
    cairo_save(cr);
    cairo_identity_matrix(cr);
    cairo_set_source_rgba(cr, c->sr, c->sg, c->sb, c->opacity);
    cairo_mask_surface(cr, mask, x0, y0);
    cairo_restore(cr);
    cairo_surface_destroy(mask);
}

static void draw_card(cairo_t *cr, const card_t *c) {
    cairo_save(cr);
    cairo_set_matrix(cr, &c->matrix);
    rounded_rectangle(cr, 0, 0, c->w, c->h, c->radius);
    cairo_set_source_rgba(cr, c->r, c->g, c->b, 1);
    cairo_fill(cr);
    if (c->title[0]) {
        double side = fmin(c->w, c->h);
        cairo_text_extents_t e;
        cairo_set_source_rgba(cr, c->tr, c->tg, c->tb, 1);
        cairo_select_font_face(cr, "Inter", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
        cairo_set_font_size(cr, side * 0.28);
        cairo_text_extents(cr, c->title, &e);
        cairo_new_path(cr);
        cairo_move_to(cr, (c->w - e.width) / 2 - e.x_bearing, (c->h - e.height) / 2 - e.y_bearing);
        cairo_text_path(cr, c->title);
        cairo_fill(cr);
    }
    cairo_restore(cr);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: baseline SCENE_FILE OUT_DIR FRAMES\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "r");
    if (!f) { perror(argv[1]); return 2; }
    int width, height, count;
    double bg[3];
    if (fscanf(f, "%d %d %lf %lf %lf %d", &width, &height, &bg[0], &bg[1], &bg[2], &count) != 6 || count < 0 || count > 1000) {
        fprintf(stderr, "bad scene header\n");
        return 2;
    }
    card_t *cards = calloc(count ? count : 1, sizeof(card_t));
    for (int i = 0; i < count; i++) {
        card_t *c = &cards[i];
        if (fscanf(f, "%lf %lf %lf %lf %lf %lf", &c->matrix.xx, &c->matrix.yx, &c->matrix.xy, &c->matrix.yy, &c->matrix.x0, &c->matrix.y0) != 6
            || fscanf(f, "%lf %lf %lf %lf %lf %lf %lf %lf %lf %63s %d", &c->w, &c->h, &c->radius, &c->r, &c->g, &c->b,
                      &c->tr, &c->tg, &c->tb, c->title, &c->has_shadow) != 11) {
            fprintf(stderr, "bad card %d\n", i);
            return 2;
        }
        if (strcmp(c->title, "-") == 0) c->title[0] = 0;
        if (c->has_shadow && fscanf(f, "%lf %lf %lf %lf %lf %lf %lf", &c->sr, &c->sg, &c->sb, &c->opacity, &c->sigma, &c->dx, &c->dy) != 7) {
            fprintf(stderr, "bad shadow %d\n", i);
            return 2;
        }
    }
    fclose(f);
    int frames = atoi(argv[3]);
    char path[4096], temporary[4200];
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (int frame = 1; frame <= frames; frame++) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
        cairo_t *cr = cairo_create(surface);
        cairo_font_options_t *options = cairo_font_options_create();
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
        cairo_set_font_options(cr, options);
        cairo_font_options_destroy(options);
        cairo_save(cr);
        cairo_rectangle(cr, 0, 0, width, height);
        cairo_clip(cr);
        cairo_set_source_rgba(cr, bg[0], bg[1], bg[2], 1);
        cairo_paint(cr);
        for (int i = 0; i < count; i++) {
            if (cards[i].has_shadow) draw_shadow(cr, &cards[i], width, height);
            draw_card(cr, &cards[i]);
        }
        cairo_restore(cr);
        snprintf(path, sizeof path, "%s/frame-%04d.png", argv[2], frame);
        snprintf(temporary, sizeof temporary, "%s.tmp", path);
        if (cairo_surface_write_to_png(surface, temporary) != CAIRO_STATUS_SUCCESS || rename(temporary, path) != 0) {
            fprintf(stderr, "cannot write %s\n", path);
            return 1;
        }
        cairo_destroy(cr);
        cairo_surface_destroy(surface);
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("%.6f\n", seconds / (frames > 0 ? frames : 1));
    free(cards);
    return 0;
}
