#ifndef FLOW_ZLIB_SHIM_H
#define FLOW_ZLIB_SHIM_H
#include <zlib.h>

/* inflateInit2 and deflateInit2 are macros Swift cannot call: wrap them. */
static inline int flow_inflate_init_raw(z_stream *s) {
    return inflateInit2_(s, -MAX_WBITS, ZLIB_VERSION, (int)sizeof(z_stream));
}
static inline int flow_deflate_init_raw(z_stream *s, int level) {
    return deflateInit2_(s, level, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, (int)sizeof(z_stream));
}
#endif
