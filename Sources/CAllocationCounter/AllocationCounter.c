// Counts heap allocations for curtain-bench by wrapping glibc's allocator entry points.
//
// Defining malloc and friends in the executable interposes them for the whole process (the
// dynamic linker binds every library's malloc call to the executable's definition). Each wrapper
// adds one to an atomic counter and forwards to glibc's internal entry point, so memory is still
// allocated and freed by glibc. Only built on glibc; elsewhere the count is unavailable (-1).

#include "CAllocationCounter.h"

#if defined(__GLIBC__)
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic int64_t allocations = 0;

void *malloc(size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
    return 22;  // EINVAL
  }
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return 12;  // ENOMEM
  }
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return __libc_memalign(alignment, size);
}

int64_t curtain_allocation_count(void) {
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

#else

int64_t curtain_allocation_count(void) { return -1; }

#endif
