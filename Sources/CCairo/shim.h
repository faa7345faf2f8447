#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
/// Asks the processor to bring the cache line holding `address` close, for writing soon:
/// the round-line rasteriser's way to overlap its cache misses on scattered rows.
static inline void chartreel_prefetch(const void *address) { __builtin_prefetch(address, 1, 3); }
#endif
