// Supplies the system ICU's compile and link flags to CICUShim. No Swift module imports this:
// ICU types next to Foundation's bundled ICU break the build (DESIGN.md).
#include <unicode/utypes.h>
