/* The libpng peer of bench/scale.py: encodes raw premultiplied BGRA frames (opaque, as
 * chartreel renders them) as RGB PNG files with libpng, one thread, and prints the seconds spent
 * converting and encoding (reading the input is not timed) and the bytes written.
 *
 *   png_peer FRAMES.bgra WIDTH HEIGHT COUNT OUTDIR LEVEL up|all
 */
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>

int main(int argc, char **argv) {
  if (argc != 8) { fprintf(stderr, "usage: png_peer FRAMES W H N OUTDIR LEVEL up|all\n"); return 2; }
  int width = atoi(argv[2]), height = atoi(argv[3]), count = atoi(argv[4]), level = atoi(argv[6]);
  int up = argv[7][0] == 'u';
  FILE *in = fopen(argv[1], "rb");
  if (!in) { perror(argv[1]); return 1; }
  mkdir(argv[5], 0755);
  size_t frameBytes = (size_t)width * height * 4;
  unsigned char *bgra = malloc(frameBytes), *rgb = malloc((size_t)width * height * 3);
  png_bytep *rows = malloc(sizeof(png_bytep) * height);
  for (int y = 0; y < height; y++) rows[y] = rgb + (size_t)y * width * 3;
  double seconds = 0;
  long long total = 0;
  for (int n = 0; n < count; n++) {
    if (fread(bgra, 1, frameBytes, in) != frameBytes) { fprintf(stderr, "short input\n"); return 1; }
    char path[4096];
    snprintf(path, sizeof path, "%s/frame-%05d.png", argv[5], n);
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (size_t i = 0, j = 0; i < frameBytes; i += 4, j += 3) {
      rgb[j] = bgra[i + 2]; rgb[j + 1] = bgra[i + 1]; rgb[j + 2] = bgra[i];
    }
    FILE *out = fopen(path, "wb");
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) { fprintf(stderr, "libpng error\n"); return 1; }
    png_init_io(png, out);
    png_set_compression_level(png, level);
    png_set_filter(png, 0, up ? PNG_FILTER_UP : PNG_ALL_FILTERS);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    fclose(out);
    clock_gettime(CLOCK_MONOTONIC, &b);
    seconds += (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
    struct stat st;
    stat(path, &st);
    total += st.st_size;
  }
  printf("%.3f %lld\n", seconds, total);
  return 0;
}
