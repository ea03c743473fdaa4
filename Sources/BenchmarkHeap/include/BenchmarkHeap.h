#ifndef BENCHMARK_HEAP_H
#define BENCHMARK_HEAP_H

#include <stddef.h>

/// The bytes the process has allocated and not freed (glibc's mallinfo2: the small blocks in use
/// plus the blocks mapped on their own), or -1 where the C library does not say.
long long benchmark_live_heap_bytes(void);

#endif
