#ifndef CURTAIN_ALLOCATION_COUNTER_H
#define CURTAIN_ALLOCATION_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign, aligned_alloc,
/// memalign) made by this process so far, or -1 where counting is not available.
int64_t curtain_allocation_count(void);

#endif
