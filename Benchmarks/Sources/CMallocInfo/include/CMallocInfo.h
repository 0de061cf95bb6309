#ifndef C_MALLOC_INFO_H
#define C_MALLOC_INFO_H
#include <stddef.h>

/// Bytes currently allocated through malloc: glibc's mallinfo2() in-use bytes plus mmapped blocks.
size_t tl_malloc_in_use(void);

#endif
