// The system ICU as plain C: no ICU type appears here, so Swift modules that also import
// Foundation (which bundles its own ICU) can use it. Errors are ICU's UErrorCode values as
// int32_t: > 0 is a failure, 15 is a buffer overflow (grow and retry).
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Opened plural rules for one locale and type (cardinal or ordinal). Immutable, so one value
/// may be used from many threads.
typedef struct cicu_plural_rules cicu_plural_rules;
/// A number formatter for one locale and one ICU number skeleton. Immutable; thread-safe.
typedef struct cicu_number_formatter cicu_number_formatter;

/// Plural category indices: 0 zero, 1 one, 2 two, 3 few, 4 many, 5 other.
cicu_plural_rules *cicu_plural_open(const char *locale, int32_t ordinal, int32_t *error);
void cicu_plural_close(cicu_plural_rules *rules);
/// The category index of a number without visible fraction digits (1.0 selects like 1).
int32_t cicu_plural_select_double(const cicu_plural_rules *rules, double number, int32_t *error);
/// The category index of `decimal` (ASCII, e.g. "1.50") formatted by `formatter`, whose skeleton
/// must keep the number's visible fraction digits.
int32_t cicu_plural_select_decimal(const cicu_plural_rules *rules, const cicu_number_formatter *formatter,
                                   const char *decimal, int32_t length, int32_t *error);
/// The categories of the rules as a bit set (1 << index).
int32_t cicu_plural_categories(const cicu_plural_rules *rules, int32_t *error);
/// For benchmarks: ICU's own select call writing the keyword into `out`; returns its length.
int32_t cicu_plural_select_raw(const cicu_plural_rules *rules, double number, uint16_t *out, int32_t capacity,
                               int32_t *error);

/// CLDR plural data as ICU ships it (plurals.res). The locales with data of a type, one at a
/// time: returns the length written to `out` (UTF-8, NUL-terminated), or -1 past the end.
int32_t cicu_plural_data_locale(int32_t ordinal, int32_t index, char *out, int32_t capacity, int32_t *error);
/// The rule of `category` for `locale` exactly as CLDR writes it, samples included
/// (`v = 0 and i % 10 = 1 @integer 1, 21, … @decimal …`). Returns the length; 0 when the locale
/// has data but not this category; -1 when the locale has no data of this type.
int32_t cicu_plural_data_rule(const char *locale, int32_t ordinal, int32_t category, char *out, int32_t capacity,
                              int32_t *error);

/// A BCP 47 tag or ICU locale ID in canonical ICU form (`pt-PT` → `pt_PT`). `*consumed` is how
/// many bytes of `tag` formed a well-formed identifier. Returns the length written.
int32_t cicu_locale_canonical(const char *tag, char *out, int32_t capacity, int32_t *consumed, int32_t *error);
/// The language subtag of a canonical locale ID.
int32_t cicu_locale_language(const char *locale, char *out, int32_t capacity, int32_t *error);
/// The name of a locale's language in `display` (UTF-8, e.g. "Russian" for "ru" in "en").
int32_t cicu_locale_display_language(const char *locale, const char *display, char *out, int32_t capacity,
                                     int32_t *error);
/// The CLDR version of the ICU data, e.g. "42.0".
int32_t cicu_cldr_version(char *out, int32_t capacity, int32_t *error);

/// A number formatter from an ICU number skeleton (UTF-8, e.g. ".00 group-auto").
cicu_number_formatter *cicu_number_open(const char *locale, const char *skeleton, int32_t *error);
void cicu_number_close(cicu_number_formatter *formatter);
/// Formats into `out` as UTF-8 (NUL-terminated when there is room); returns the full length.
int32_t cicu_number_format_double(const cicu_number_formatter *formatter, double number, char *out,
                                  int32_t capacity, int32_t *error);
int32_t cicu_number_format_int64(const cicu_number_formatter *formatter, int64_t number, char *out,
                                 int32_t capacity, int32_t *error);
/// `decimal` is an ASCII decimal number ("18446744073709551615", "-1.50").
int32_t cicu_number_format_decimal(const cicu_number_formatter *formatter, const char *decimal, int32_t length,
                                   char *out, int32_t capacity, int32_t *error);

/// Language matching (Apple's ualoc_localizationsToUse). Each writes UTF-8 into `out` and returns
/// the full length; an empty answer (length 0) is not an error.
/// `uloc_getBaseName`: canonical case and `_` separators, keywords dropped (`zh-hant-hk` →
/// `zh_Hant_HK`, `English` → `english`, `root` → ``).
int32_t cicu_locale_base_name(const char *locale, char *out, int32_t capacity, int32_t *error);
/// The region subtag (`HK` of `zh_Hant_HK`), empty when there is none.
int32_t cicu_locale_country(const char *locale, char *out, int32_t capacity, int32_t *error);
/// `uloc_minimizeSubtags`: the shortest ID with the same likely subtags (`zh_Hant_HK` → `zh_HK`).
int32_t cicu_locale_minimized(const char *locale, char *out, int32_t capacity, int32_t *error);
/// `uloc_getParent`: the ID with its last subtag removed (`sr_Latn_RS` → `sr_Latn`, `en` → ``).
int32_t cicu_locale_truncated_parent(const char *locale, char *out, int32_t capacity, int32_t *error);
/// The replacement of a language alias in ICU's metadata (`iw` → `he`, `sh` → `sr_Latn`); empty
/// when `key` has none.
int32_t cicu_locale_language_alias(const char *key, char *out, int32_t capacity, int32_t *error);
/// The locales ICU has data for (`uloc_getAvailable`), one at a time: returns the length written
/// to `out` (NUL-terminated), or -1 past the end.
int32_t cicu_available_locale(int32_t index, char *out, int32_t capacity, int32_t *error);
/// CLDR's parentLocales as ICU ships them (supplementalData): one `child parent` pair a line.
int32_t cicu_parent_locales(char *out, int32_t capacity, int32_t *error);

/// The direction of UTF-16 text by the bidi algorithm's rules P2-P3 (`ubidi_setPara` with a
/// default level): that of the first strong character outside isolates, in the first paragraph
/// that has one. 0 left to right, 1 right to left, 3 neutral (no such character).
int32_t cicu_base_direction(const uint16_t *text, int32_t length);

/// `uloc_getCharacterOrientation`: the direction a locale's script is written in (CLDR layout
/// data, likely subtags added: `ar` and `he` right to left). 0 left to right, 1 right to left,
/// -1 when ICU cannot tell.
int32_t cicu_locale_character_direction(const char *locale);

/// ICU's name of an error code ("U_ILLEGAL_ARGUMENT_ERROR").
const char *cicu_error_name(int32_t error);

#ifdef __cplusplus
}
#endif

#endif
