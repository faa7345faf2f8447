#ifndef CCAIRO_SHIM_H
#define CCAIRO_SHIM_H
#include <cairo/cairo.h>
#include <pango/pangocairo.h>
/// Asks the processor to bring the cache line holding `address` close, for writing soon:
/// the round-line rasteriser's way to overlap its cache misses on scattered rows.
static inline void chartreel_prefetch(const void *address) { __builtin_prefetch(address, 1, 3); }
/// The whole part of `value`, which must lie within int's range: a conversion without the
/// checks Swift makes in its own (a NaN, a value out of range), for the round-line
/// rasteriser's coverage bytes, where those checks cost more than the rest.
static inline int chartreel_truncate(double value) { return (int)value; }
#endif
