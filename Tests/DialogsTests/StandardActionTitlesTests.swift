import Dialogs
import Foundation
import LocalizationCatalog
import Testing

@Suite struct StandardActionTitlesTests {
    /// The team's translations, OK / Cancel / Close, one row per shipped localization.
    static let expected: [String: [StandardAction: String]] = [
        "ar": [.ok: "حسنًا", .cancel: "إلغاء", .close: "إغلاق"],
        "ca": [.ok: "D’acord", .cancel: "Cancel·la", .close: "Tanca"],
        "cs": [.ok: "OK", .cancel: "Zrušit", .close: "Zavřít"],
        "da": [.ok: "OK", .cancel: "Annuller", .close: "Luk"],
        "de": [.ok: "OK", .cancel: "Abbrechen", .close: "Schließen"],
        "el": [.ok: "OK", .cancel: "Ακύρωση", .close: "Κλείσιμο"],
        "en": [.ok: "OK", .cancel: "Cancel", .close: "Close"],
        "en-GB": [.ok: "OK", .cancel: "Cancel", .close: "Close"],
        "es": [.ok: "OK", .cancel: "Cancelar", .close: "Cerrar"],
        "es-419": [.ok: "OK", .cancel: "Cancelar", .close: "Cerrar"],
        "fi": [.ok: "OK", .cancel: "Kumoa", .close: "Sulje"],
        "fr": [.ok: "OK", .cancel: "Annuler", .close: "Fermer"],
        "fr-CA": [.ok: "OK", .cancel: "Annuler", .close: "Fermer"],
        "he": [.ok: "אישור", .cancel: "ביטול", .close: "סגירה"],
        "hi": [.ok: "ठीक है", .cancel: "रद्द करें", .close: "बंद करें"],
        "hr": [.ok: "U redu", .cancel: "Odustani", .close: "Zatvori"],
        "hu": [.ok: "OK", .cancel: "Mégsem", .close: "Bezárás"],
        "id": [.ok: "OKE", .cancel: "Batalkan", .close: "Tutup"],
        "it": [.ok: "OK", .cancel: "Annulla", .close: "Chiudi"],
        "ja": [.ok: "OK", .cancel: "キャンセル", .close: "閉じる"],
        "ko": [.ok: "확인", .cancel: "취소", .close: "닫기"],
        "ms": [.ok: "OK", .cancel: "Batal", .close: "Tutup"],
        "nb": [.ok: "OK", .cancel: "Avbryt", .close: "Lukk"],
        "nl": [.ok: "OK", .cancel: "Annuleer", .close: "Sluit"],
        "pl": [.ok: "OK", .cancel: "Anuluj", .close: "Zamknij"],
        "pt-BR": [.ok: "OK", .cancel: "Cancelar", .close: "Fechar"],
        "pt-PT": [.ok: "OK", .cancel: "Cancelar", .close: "Fechar"],
        "ro": [.ok: "OK", .cancel: "Anulați", .close: "Închideți"],
        // Cyrillic О and К.
        "ru": [.ok: "\u{41E}\u{41A}", .cancel: "Отменить", .close: "Закрыть"],
        "sk": [.ok: "OK", .cancel: "Zrušiť", .close: "Zavrieť"],
        "sv": [.ok: "OK", .cancel: "Avbryt", .close: "Stäng"],
        "th": [.ok: "ตกลง", .cancel: "ยกเลิก", .close: "ปิด"],
        "tr": [.ok: "Tamam", .cancel: "Vazgeç", .close: "Kapat"],
        "uk": [.ok: "OK", .cancel: "Скасувати", .close: "Закрити"],
        "vi": [.ok: "OK", .cancel: "Hủy", .close: "Đóng"],
        "zh-Hans": [.ok: "好", .cancel: "取消", .close: "关闭"],
        "zh-Hant": [.ok: "好", .cancel: "取消", .close: "關閉"],
        "zh-HK": [.ok: "好", .cancel: "取消", .close: "關閉"],
    ]

    static var catalogPath: String {
        StandardActionTitles.bundle.path + "/StandardActionTitles.xcstrings"
    }

    static func catalogBytes() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: catalogPath)))
    }

    @Test func shipsExactlyTheTeamsLanguages() {
        #expect(StandardActionTitles.languages == Self.expected.keys.sorted())
        #expect(StandardActionTitles.languages.count == 38)
    }

    @Test(arguments: expected.keys.sorted())
    func eachLanguageGivesItsThreeTitles(language: String) throws {
        let row = try #require(Self.expected[language])
        for action in StandardAction.allCases {
            let title = StandardActionTitles.title(action, preferences: [language])
            #expect(title == StandardActionTitle(text: row[action] ?? "", localization: language), "\(action)")
        }
    }

    @Test func everyLanguageHasAllThreeKeysTranslated() throws {
        let file = XCStringsReader.read(try Self.catalogBytes(), path: Self.catalogPath)
        #expect(file.developmentLanguage == "en")
        #expect(file.entries.map(\.key) == ["Cancel", "Close", "OK"])
        for entry in file.entries {
            #expect(!entry.comments.extracted.isEmpty, "\(entry.key) has no comment for translators")
            #expect(entry.localizations.keys.sorted() == Self.expected.keys.sorted(), "\(entry.key)")
            for (language, translation) in entry.localizations {
                #expect(translation.state == .translated, "\(entry.key) in \(language)")
                #expect(!translation.isEmpty, "\(entry.key) in \(language)")
            }
        }
    }

    @Test func keysAreTheEnglishTitles() {
        #expect(StandardAction.allCases.map(\.key) == ["OK", "Cancel", "Close"])
        #expect(StandardAction.allCases.map(\.rawValue) == ["ok", "cancel", "close"])
    }

    /// Expected values are what Apple's own matcher answers for the 38 shipped localizations:
    /// `ualoc_localizationsToUse` from the toolchain's `lib_FoundationICU.so`, called directly
    /// (the recipe in spec-review.md §1).
    @Test(arguments: [
        (["de-AT"], "de"),
        (["de-CH"], "de"),
        (["pt-PT"], "pt-PT"),
        (["pt-BR"], "pt-BR"),
        // Plain `pt` is Brazilian Portuguese (its likely region is BR).
        (["pt"], "pt-BR"),
        (["zh-Hant-TW"], "zh-Hant"),
        (["zh-TW"], "zh-Hant"),
        // A Hong Kong localization is shipped, so it wins over its parent zh-Hant (Apple's answer
        // is [zh-HK, zh-Hant]); Macau falls back to Hong Kong the same way.
        (["zh-HK"], "zh-HK"),
        (["zh-MO"], "zh-HK"),
        (["zh-SG"], "zh-Hans"),
        (["zh-CN"], "zh-Hans"),
        (["zh"], "zh-Hans"),
        // Apple's parent of en-AU and en-IN is en-GB (en_AU → en_GB → en_001 → en).
        (["en-AU"], "en-GB"),
        (["en-IN"], "en-GB"),
        (["en-US"], "en"),
        (["es-MX"], "es-419"),
        (["fr-CA"], "fr-CA"),
        (["fr-CH"], "fr"),
        (["nb-NO"], "nb"),
        (["no"], "nb"),
        (["nn"], "nb"),
        (["iw"], "he"),
        (["xx"], "en"),
        (["xx", "fr"], "fr"),
        ([], "en"),
    ])
    func matchesAsApplesMatcher(preferences: [String], localization: String) {
        let title = StandardActionTitles.title(.cancel, preferences: preferences)
        #expect(title.localization == localization)
        #expect(title.text == Self.expected[localization]?[.cancel])
    }

    @Test func portugueseLocalizationsStayDistinct() {
        #expect(StandardActionTitles.bundle.searchList(preferences: ["pt-PT"]).first == "pt-PT")
        #expect(StandardActionTitles.bundle.searchList(preferences: ["pt-BR"]).first == "pt-BR")
    }

    @Test func unknownLanguageGetsEnglishTitles() {
        #expect(StandardActionTitles.title(.ok, preferences: ["xx"]) == StandardActionTitle(text: "OK", localization: "en"))
        #expect(StandardActionTitles.title(.close, preferences: ["xx"]) == StandardActionTitle(text: "Close", localization: "en"))
    }

    @Test func catalogLoadsWithoutDiagnostics() {
        #expect(StandardActionTitles.bundle.diagnostics.isEmpty)
        #expect(StandardActionTitles.bundle.developmentLanguage == "en")
        #expect(StandardActionTitles.bundle.tableNames == ["StandardActionTitles"])
    }

    @Test func catalogIsInXcodesLayout() throws {
        let bytes = try Self.catalogBytes()
        let (document, file) = XCStringsDocument.read(bytes, path: Self.catalogPath)
        #expect(file.diagnostics.isEmpty)
        let written = try #require(document).write()
        #expect(written == bytes)
        // Every object's members are already in Xcode's key order.
        #expect(try #require(document).write(options: .init(sortKeys: true)) == bytes)
    }
}
