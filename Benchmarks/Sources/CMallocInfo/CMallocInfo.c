#include "CMallocInfo.h"
#include <malloc.h>

size_t tl_malloc_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
