#include "BenchmarkHeap.h"

#if defined(__linux__)
#include <features.h>
#endif

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

long long benchmark_live_heap_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return (long long)(info.uordblks + info.hblkhd);
}
#else
long long benchmark_live_heap_bytes(void) { return -1; }
#endif
