// libcmark-gfm and its core extensions (strikethrough), for inline Markdown in Resolution
// (platform-notes.md §3). Never add plain libcmark beside it: both export the same cmark_* symbols.
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
