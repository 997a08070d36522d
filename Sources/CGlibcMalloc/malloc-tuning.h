// glibc's malloc tuning (mallopt), which the Swift Glibc module leaves out. Used only by the
// l10n-check executable, to grow its heaps in large steps (see Sources/l10n-check/main.swift).
#include <malloc.h>
