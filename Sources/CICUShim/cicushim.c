// C wrappers over the system ICU; see include/cicushim.h. Only this file sees ICU headers.
#include "cicushim.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ures.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>

struct cicu_plural_rules {
    UPluralRules *rules;
};

struct cicu_number_formatter {
    UNumberFormatter *formatter;
};

// One formatted-number result per thread, reused by every format call of that thread: ICU's
// result objects may be reused, and making one per call cost more than the formatting.
static pthread_key_t result_key;
static pthread_once_t result_once = PTHREAD_ONCE_INIT;

static void close_result(void *result) { unumf_closeResult((UFormattedNumber *)result); }
static void make_result_key(void) { pthread_key_create(&result_key, close_result); }

static UFormattedNumber *thread_result(UErrorCode *status) {
    pthread_once(&result_once, make_result_key);
    UFormattedNumber *result = pthread_getspecific(result_key);
    if (result == NULL) {
        result = unumf_openResult(status);
        if (U_FAILURE(*status)) return NULL;
        pthread_setspecific(result_key, result);
    }
    return result;
}

// Maps ICU's keyword to the category index; -1 for a keyword CLDR does not define.
static int32_t category_index(const UChar *keyword, int32_t length) {
    static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
    for (int32_t i = 0; i < 6; i++) {
        const char *name = names[i];
        int32_t n = (int32_t)strlen(name);
        if (n != length) continue;
        int32_t j = 0;
        while (j < n && keyword[j] == (UChar)name[j]) j++;
        if (j == n) return i;
    }
    return -1;
}

cicu_plural_rules *cicu_plural_open(const char *locale, int32_t ordinal, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &status);
    *error = status;
    if (U_FAILURE(status) || rules == NULL) return NULL;
    cicu_plural_rules *result = malloc(sizeof *result);
    if (result == NULL) {
        uplrules_close(rules);
        *error = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->rules = rules;
    return result;
}

void cicu_plural_close(cicu_plural_rules *rules) {
    if (rules == NULL) return;
    uplrules_close(rules->rules);
    free(rules);
}

static int32_t keyword_result(const UChar *keyword, int32_t length, UErrorCode status, int32_t *error) {
    *error = status;
    if (U_FAILURE(status)) return -1;
    int32_t index = category_index(keyword, length);
    if (index < 0) *error = U_INVALID_FORMAT_ERROR;
    return index;
}

int32_t cicu_plural_select_double(const cicu_plural_rules *rules, double number, int32_t *error) {
    UChar keyword[8];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select(rules->rules, number, keyword, 8, &status);
    return keyword_result(keyword, length, status, error);
}

int32_t cicu_plural_select_raw(const cicu_plural_rules *rules, double number, uint16_t *out, int32_t capacity,
                               int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select(rules->rules, number, (UChar *)out, capacity, &status);
    *error = status;
    return length;
}

int32_t cicu_plural_select_decimal(const cicu_plural_rules *rules, const cicu_number_formatter *formatter,
                                   const char *decimal, int32_t length, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = thread_result(&status);
    if (result == NULL) {
        *error = U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR;
        return -1;
    }
    unumf_formatDecimal(formatter->formatter, decimal, length, result, &status);
    UChar keyword[8];
    int32_t keywordLength = 0;
    if (U_SUCCESS(status)) keywordLength = uplrules_selectFormatted(rules->rules, result, keyword, 8, &status);
    return keyword_result(keyword, keywordLength, status, error);
}

int32_t cicu_plural_categories(const cicu_plural_rules *rules, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, &status);
    int32_t set = 0;
    while (U_SUCCESS(status)) {
        int32_t length = 0;
        const UChar *keyword = uenum_unext(keywords, &length, &status);
        if (keyword == NULL) break;
        int32_t index = category_index(keyword, length);
        if (index >= 0) set |= 1 << index;
    }
    uenum_close(keywords);
    *error = status;
    return set;
}

// Copies a UTF-16 string into `out` as UTF-8; returns the UTF-8 length.
static int32_t copy_utf8(const UChar *text, int32_t length, char *out, int32_t capacity, UErrorCode *status) {
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, text, length, status);
    return written;
}

static UResourceBundle *open_plural_table(int32_t ordinal, UErrorCode *status) {
    UResourceBundle *bundle = ures_openDirect(NULL, "plurals", status);
    if (U_FAILURE(*status)) return NULL;
    UResourceBundle *table = ures_getByKey(bundle, ordinal ? "locales_ordinals" : "locales", NULL, status);
    ures_close(bundle);
    return U_FAILURE(*status) ? NULL : table;
}

int32_t cicu_plural_data_locale(int32_t ordinal, int32_t index, char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *table = open_plural_table(ordinal, &status);
    int32_t length = -1;
    if (table != NULL && index >= 0 && index < ures_getSize(table)) {
        UResourceBundle *item = ures_getByIndex(table, index, NULL, &status);
        const char *key = U_SUCCESS(status) ? ures_getKey(item) : NULL;
        if (key != NULL) {
            length = (int32_t)strlen(key);
            if (length < capacity) memcpy(out, key, (size_t)length + 1);
            else status = U_BUFFER_OVERFLOW_ERROR;
        }
        ures_close(item);
    }
    ures_close(table);
    *error = status;
    return length;
}

int32_t cicu_plural_data_rule(const char *locale, int32_t ordinal, int32_t category, char *out, int32_t capacity,
                              int32_t *error) {
    static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
    UErrorCode status = U_ZERO_ERROR;
    if (category < 0 || category > 5) {
        *error = U_ILLEGAL_ARGUMENT_ERROR;
        return -1;
    }
    UResourceBundle *table = open_plural_table(ordinal, &status);
    if (table == NULL) {
        *error = status;
        return -1;
    }
    int32_t setLength = 0;
    const UChar *setName = ures_getStringByKey(table, locale, &setLength, &status);
    ures_close(table);
    if (status == U_MISSING_RESOURCE_ERROR) {
        *error = U_ZERO_ERROR;
        return -1;
    }
    if (U_FAILURE(status)) {
        *error = status;
        return -1;
    }
    char set[64];
    if (setLength >= (int32_t)sizeof set) {
        *error = U_BUFFER_OVERFLOW_ERROR;
        return -1;
    }
    u_UCharsToChars(setName, set, setLength);
    set[setLength] = 0;
    UResourceBundle *bundle = ures_openDirect(NULL, "plurals", &status);
    UResourceBundle *rules = ures_getByKey(bundle, "rules", NULL, &status);
    UResourceBundle *rule = ures_getByKey(rules, set, NULL, &status);
    int32_t length = 0;
    const UChar *text = ures_getStringByKey(rule, names[category], &length, &status);
    int32_t written = 0;
    if (status == U_MISSING_RESOURCE_ERROR) {
        status = U_ZERO_ERROR;
    } else if (U_SUCCESS(status)) {
        written = copy_utf8(text, length, out, capacity, &status);
    }
    ures_close(rule);
    ures_close(rules);
    ures_close(bundle);
    *error = status;
    return written;
}

int32_t cicu_locale_canonical(const char *tag, char *out, int32_t capacity, int32_t *consumed, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(tag, out, capacity, &parsed, &status);
    *consumed = parsed;
    *error = status;
    return length;
}

int32_t cicu_locale_language(const char *locale, char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getLanguage(locale, out, capacity, &status);
    *error = status;
    return length;
}

int32_t cicu_locale_display_language(const char *locale, const char *display, char *out, int32_t capacity,
                                     int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UChar name[128];
    int32_t length = uloc_getDisplayLanguage(locale, display, name, 128, &status);
    int32_t written = 0;
    if (U_SUCCESS(status)) written = copy_utf8(name, length, out, capacity, &status);
    *error = status;
    return written;
}

int32_t cicu_cldr_version(char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_openDirect(NULL, "supplementalData", &status);
    int32_t length = 0;
    const UChar *version = ures_getStringByKey(bundle, "cldrVersion", &length, &status);
    int32_t written = 0;
    if (U_SUCCESS(status)) written = copy_utf8(version, length, out, capacity, &status);
    ures_close(bundle);
    *error = status;
    return written;
}

cicu_number_formatter *cicu_number_open(const char *locale, const char *skeleton, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UChar buffer[256];
    int32_t length = 0;
    u_strFromUTF8(buffer, 256, &length, skeleton, -1, &status);
    if (U_FAILURE(status) || length >= 256) {
        *error = U_FAILURE(status) ? status : U_BUFFER_OVERFLOW_ERROR;
        return NULL;
    }
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(buffer, length, locale, &status);
    *error = status;
    if (U_FAILURE(status) || formatter == NULL) return NULL;
    cicu_number_formatter *result = malloc(sizeof *result);
    if (result == NULL) {
        unumf_close(formatter);
        *error = U_MEMORY_ALLOCATION_ERROR;
        return NULL;
    }
    result->formatter = formatter;
    return result;
}

void cicu_number_close(cicu_number_formatter *formatter) {
    if (formatter == NULL) return;
    unumf_close(formatter->formatter);
    free(formatter);
}

// Copies the text of `result` (filled by the caller) out as UTF-8; the result stays the thread's.
// The text is read in place (ufmtval_getString), not first copied out as UTF-16.
static int32_t finish_number(UFormattedNumber *result, UErrorCode status, char *out, int32_t capacity,
                             int32_t *error) {
    int32_t written = 0;
    if (U_SUCCESS(status)) {
        const UFormattedValue *value = unumf_resultAsValue(result, &status);
        int32_t length = 0;
        const UChar *text = U_SUCCESS(status) ? ufmtval_getString(value, &length, &status) : NULL;
        if (U_SUCCESS(status) && text != NULL) written = copy_utf8(text, length, out, capacity, &status);
    }
    if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
    *error = status;
    return written;
}

int32_t cicu_number_format_double(const cicu_number_formatter *formatter, double number, char *out,
                                  int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = thread_result(&status);
    if (result == NULL) {
        *error = U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    unumf_formatDouble(formatter->formatter, number, result, &status);
    return finish_number(result, status, out, capacity, error);
}

int32_t cicu_number_format_int64(const cicu_number_formatter *formatter, int64_t number, char *out,
                                 int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = thread_result(&status);
    if (result == NULL) {
        *error = U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    unumf_formatInt(formatter->formatter, number, result, &status);
    return finish_number(result, status, out, capacity, error);
}

int32_t cicu_number_format_decimal(const cicu_number_formatter *formatter, const char *decimal, int32_t length,
                                   char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UFormattedNumber *result = thread_result(&status);
    if (result == NULL) {
        *error = U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR;
        return 0;
    }
    unumf_formatDecimal(formatter->formatter, decimal, length, result, &status);
    return finish_number(result, status, out, capacity, error);
}

const char *cicu_error_name(int32_t error) { return u_errorName((UErrorCode)error); }

// Locale identifiers for language matching (ualoc_localizationsToUse as restated in
// apple-semantics.md §5.1). Each returns the length of its answer; an empty answer is not an error.

int32_t cicu_locale_base_name(const char *locale, char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getBaseName(locale, out, capacity, &status);
    *error = status;
    return length;
}

int32_t cicu_locale_country(const char *locale, char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getCountry(locale, out, capacity, &status);
    *error = status;
    return length;
}

int32_t cicu_locale_minimized(const char *locale, char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_minimizeSubtags(locale, out, capacity, &status);
    *error = status;
    return length;
}

int32_t cicu_locale_truncated_parent(const char *locale, char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getParent(locale, out, capacity, &status);
    *error = status;
    return length;
}

// Resource keys are looked up only for plain identifiers, so no caller-chosen text ever reaches
// ICU's data loader as anything but a key.
static int plain_identifier(const char *text) {
    if (text == NULL || *text == 0) return 0;
    for (const char *c = text; *c; c++) {
        char ch = *c;
        if (!((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_')) return 0;
        if (c - text > 64) return 0;
    }
    return 1;
}

int32_t cicu_locale_language_alias(const char *key, char *out, int32_t capacity, int32_t *error) {
    *error = U_ZERO_ERROR;
    if (!plain_identifier(key)) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *metadata = ures_openDirect(NULL, "metadata", &status);
    UResourceBundle *alias = ures_getByKey(metadata, "alias", NULL, &status);
    UResourceBundle *language = ures_getByKey(alias, "language", NULL, &status);
    UResourceBundle *entry = ures_getByKey(language, key, NULL, &status);
    int32_t length = 0;
    const UChar *replacement = ures_getStringByKey(entry, "replacement", &length, &status);
    int32_t written = 0;
    if (status == U_MISSING_RESOURCE_ERROR) {
        status = U_ZERO_ERROR;
    } else if (U_SUCCESS(status)) {
        written = copy_utf8(replacement, length, out, capacity, &status);
    }
    ures_close(entry);
    ures_close(language);
    ures_close(alias);
    ures_close(metadata);
    *error = status;
    return written;
}

int32_t cicu_available_locale(int32_t index, char *out, int32_t capacity, int32_t *error) {
    *error = U_ZERO_ERROR;
    if (index < 0 || index >= uloc_countAvailable()) return -1;
    const char *name = uloc_getAvailable(index);
    int32_t length = (int32_t)strlen(name);
    if (length < capacity) memcpy(out, name, (size_t)length + 1);
    else *error = U_BUFFER_OVERFLOW_ERROR;
    return length;
}

// Appends `text` to the listing, counting what does not fit.
static void append_text(const char *text, char *out, int32_t capacity, int32_t *length) {
    for (const char *c = text; *c; c++) {
        if (*length < capacity) out[*length] = *c;
        (*length)++;
    }
}

int32_t cicu_parent_locales(char *out, int32_t capacity, int32_t *error) {
    UErrorCode status = U_ZERO_ERROR;
    UResourceBundle *supplemental = ures_openDirect(NULL, "supplementalData", &status);
    UResourceBundle *parents = ures_getByKey(supplemental, "parentLocales", NULL, &status);
    int32_t length = 0;
    UResourceBundle *group = NULL;
    while (U_SUCCESS(status) && ures_hasNext(parents)) {
        group = ures_getNextResource(parents, group, &status);
        if (U_FAILURE(status)) break;
        const char *parent = ures_getKey(group);
        int32_t count = ures_getType(group) == URES_STRING ? 1 : ures_getSize(group);
        for (int32_t i = 0; i < count && U_SUCCESS(status); i++) {
            char child[64];
            int32_t childLength = (int32_t)sizeof child;
            const char *name = ures_getType(group) == URES_STRING
                ? ures_getUTF8String(group, child, &childLength, true, &status)
                : ures_getUTF8StringByIndex(group, i, child, &childLength, true, &status);
            if (U_FAILURE(status)) break;
            append_text(name, out, capacity, &length);
            append_text(" ", out, capacity, &length);
            append_text(parent, out, capacity, &length);
            append_text("\n", out, capacity, &length);
        }
    }
    ures_close(group);
    ures_close(parents);
    ures_close(supplemental);
    if (U_SUCCESS(status)) {
        if (length < capacity) out[length] = 0;
        else status = U_BUFFER_OVERFLOW_ERROR;
    }
    *error = status;
    return length;
}

int32_t cicu_base_direction(const uint16_t *text, int32_t length) {
    if (text == NULL || length <= 0) return 3;
    // Rules P2-P3 run twice, defaulting to LTR and to RTL: a paragraph whose level does not
    // depend on the default has a strong character outside isolates, and that decides.
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *ltr = ubidi_open();
    UBiDi *rtl = ubidi_open();
    if (ltr == NULL || rtl == NULL) status = U_MEMORY_ALLOCATION_ERROR;
    ubidi_setPara(ltr, (const UChar *)text, length, UBIDI_DEFAULT_LTR, NULL, &status);
    ubidi_setPara(rtl, (const UChar *)text, length, UBIDI_DEFAULT_RTL, NULL, &status);
    int32_t direction = 3;
    if (U_SUCCESS(status)) {
        int32_t count = ubidi_countParagraphs(ltr);
        for (int32_t i = 0; i < count && U_SUCCESS(status); i++) {
            UBiDiLevel fromLTR = 0, fromRTL = 0;
            ubidi_getParagraphByIndex(ltr, i, NULL, NULL, &fromLTR, &status);
            ubidi_getParagraphByIndex(rtl, i, NULL, NULL, &fromRTL, &status);
            if (U_SUCCESS(status) && fromLTR == fromRTL) {
                direction = fromLTR & 1;
                break;
            }
        }
    }
    if (U_FAILURE(status)) {
        UBiDiDirection first = ubidi_getBaseDirection((const UChar *)text, length);
        direction = first == UBIDI_LTR ? 0 : first == UBIDI_RTL ? 1 : 3;
    }
    if (ltr != NULL) ubidi_close(ltr);
    if (rtl != NULL) ubidi_close(rtl);
    return direction;
}

int32_t cicu_locale_character_direction(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    ULayoutType layout = uloc_getCharacterOrientation(locale, &status);
    if (U_FAILURE(status)) return -1;
    switch (layout) {
    case ULOC_LAYOUT_LTR: return 0;
    case ULOC_LAYOUT_RTL: return 1;
    default: return -1;
    }
}
