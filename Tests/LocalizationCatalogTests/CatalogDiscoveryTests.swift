import Foundation
import Testing
@testable import LocalizationCatalog

@Suite struct CatalogDiscoveryTests {
    @Test func lprojFilesTakeTheirLocaleFromTheFolder() throws {
        let file = try #require(CatalogDiscovery.classify("App/Resources/pt-BR.lproj/Localizable.strings"))
        #expect(file.format == .strings)
        #expect(file.locale == "pt-BR")
        #expect(file.table == "Localizable")
        #expect(file.tableID == "App/Resources|Localizable")
    }

    @Test func baseLprojIsALocalization() throws {
        let file = try #require(CatalogDiscovery.classify("UI/Base.lproj/Main.strings"))
        #expect(file.locale == "Base")
        #expect(file.table == "Main")
    }

    @Test func stringsOutsideAnLprojFolderIsATableOfItsOwn() throws {
        let file = try #require(CatalogDiscovery.classify("App/Localizable.strings"))
        #expect(file.locale == nil)
        #expect(file.tableID == "App/Localizable.strings")
        #expect(file.tableID != CatalogDiscovery.classify("App/en.lproj/Localizable.strings")?.tableID)
    }

    @Test func stringCatalogIsItsOwnTable() throws {
        let file = try #require(CatalogDiscovery.classify("App/Localizable.xcstrings"))
        #expect(file.locale == nil)
        #expect(file.table == "Localizable")
        #expect(file.tableID == "App/Localizable.xcstrings")
    }

    @Test func gettextLCMessagesLayout() throws {
        let file = try #require(CatalogDiscovery.classify("django/conf/locale/sr_Latn/LC_MESSAGES/django.po"))
        #expect(file.format == .po)
        #expect(file.locale == "sr_Latn")
        #expect(file.table == "django")
        #expect(file.tableID == "django/conf/locale|django")
    }

    @Test func gettextPoFolderTakesTheDomainFromTheTemplate() throws {
        let file = try #require(CatalogDiscovery.classify("web/po/pt_BR.po", templates: ["web/po/sample.pot"]))
        #expect(file.locale == "pt_BR")
        #expect(file.table == "sample")
        let template = try #require(CatalogDiscovery.classify("web/po/sample.pot"))
        #expect(template.format == .pot)
        #expect(template.tableID == file.tableID)
    }

    @Test func gettextPoFolderWithoutTemplateUsesTheProjectFolder() throws {
        let file = try #require(CatalogDiscovery.classify("web/po/de.po"))
        #expect(file.table == "web")
    }

    /// Paths are split at every `/` byte, even when the next name starts with a combining mark
    /// (which Swift joins with the `/` into one Character).
    @Test func namesStartingWithACombiningMarkAreSplitAtTheirSlash() throws {
        let mark = "\u{301}"
        let strings = try #require(CatalogDiscovery.classify("App/de.lproj/\(mark)Main.strings"))
        #expect(strings.locale == "de")
        #expect(strings.table == "\(mark)Main")
        #expect(strings.tableID == "App|\(mark)Main")
        let po = try #require(CatalogDiscovery.classify("web/po/de.po", templates: ["web/po/\(mark)dom.pot"]))
        #expect(po.table == "\(mark)dom")
        let gettext = try #require(CatalogDiscovery.classify("app/locale/de/LC_MESSAGES/\(mark)app.po"))
        #expect((gettext.locale, gettext.table, gettext.tableID) == ("de", "\(mark)app", "app/locale|\(mark)app"))
    }

    @Test func otherFilesAreIgnored() {
        #expect(CatalogDiscovery.classify("App/en.lproj/Main.storyboard") == nil)
        #expect(CatalogDiscovery.classify("README") == nil)
    }

    @Test(arguments: [
        ("de", true), ("pt-BR", true), ("pt_BR", true), ("zh-Hans", true), ("sr@latin", true), ("es_419", true),
        ("Base", true), ("zh-Hant-TW", true), ("django", false), ("messages", false), ("x", false), ("en-", false),
    ])
    func localeNames(name: String, isLocale: Bool) {
        #expect(LocaleName.isLocale(name) == isLocale)
    }

    @Test func walksFoldersSortedAndSkipsHiddenOnes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["b.lproj/T.strings", "a.lproj/T.strings", "a.lproj/T.stringsdict", ".git/x.strings", "notes.txt"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"k\" = \"v\";\n".utf8).write(to: url)
        }
        let result = CatalogDiscovery.discover([root.path, root.path + "/missing"])
        #expect(result.files.map { String($0.path.dropFirst(root.path.count + 1)) }
            == ["a.lproj/T.strings", "a.lproj/T.stringsdict", "b.lproj/T.strings"])
        #expect(result.missingPaths == [root.path + "/missing"])
    }
}

@Suite struct EmptyFileSeverityTests {
    @Test(arguments: [
        (CatalogFormat.strings, Severity.warning), (.stringsdict, .error), (.xcstrings, .error), (.po, .error), (.pot, .error),
    ])
    func emptyFileIsAnErrorWhereTheFormatsToolRejectsIt(format: CatalogFormat, severity: Severity) {
        let file = CatalogReader.read([], path: "x.\(format.rawValue)", format: format)
        #expect(file.diagnostics.map(\.rule) == ["io.empty-file"])
        #expect(file.diagnostics.map(\.severity) == [severity])
    }

    /// A file's format comes from the text after the last dot of its last path component, cut
    /// by bytes; a name without a dot is its own (unknown) extension.
    @Test func pathExtensionIsCutByBytes() {
        #expect(CatalogReader.pathExtension(of: "a/b.po") == "po")
        #expect(CatalogReader.pathExtension(of: "a/b.tar.po/") == "po")
        #expect(CatalogReader.pathExtension(of: "a/.strings") == "strings")
        #expect(CatalogReader.pathExtension(of: "a/b.") == "b")
        #expect(CatalogReader.pathExtension(of: "a/Makefile") == "Makefile")
        #expect(CatalogReader.pathExtension(of: "x/\u{301}name.xcstrings") == "xcstrings")
        #expect(CatalogReader.pathExtension(of: "/") == "")
        #expect(CatalogReader.pathExtension(of: "") == "")
        let unknown = CatalogReader.read(path: "/nonexistent/Makefile")
        #expect(unknown.diagnostics.map(\.message) == ["unknown localization file extension '.Makefile'"])
        #expect(unknown.diagnostics.map(\.rule) == ["io.unreadable"])
    }

    /// Empty path components (`a//b`) are skipped, as the file system skips them: the gettext
    /// layout still gives the locale, and the files of a domain still share one table.
    @Test func emptyPathComponentsAreSkipped() throws {
        let doubled = try #require(CatalogDiscovery.classify("root//de/LC_MESSAGES//app.po"))
        #expect(doubled.locale == "de")
        #expect(doubled.table == "app")
        #expect(doubled.tableID == "root|app")
        let plain = try #require(CatalogDiscovery.classify("root/fr/LC_MESSAGES/app.po"))
        #expect(plain.tableID == doubled.tableID)
        let lproj = try #require(CatalogDiscovery.classify("App//de.lproj//Localizable.strings"))
        #expect(lproj.locale == "de")
        #expect(lproj.tableID == "App|Localizable")
        let absolute = try #require(CatalogDiscovery.classify("/srv/po//pt_BR.po"))
        #expect(absolute.locale == "pt_BR")
        #expect(absolute.table == "srv")
    }

    /// One file named twice, in two spellings, is read once; `..` is kept (past a symbolic link
    /// it is not the parent).
    @Test func aFileGivenTwiceInTwoSpellingsIsReadOnce() throws {
        #expect(CatalogDiscovery.spelling("a//b/./c.po", in: "/w") == "a/b/c.po")
        #expect(CatalogDiscovery.spelling("/w/./a/b.po", in: "/w") == "a/b.po")
        #expect(CatalogDiscovery.spelling("/x/./y//z.po", in: "/w") == "/x/y/z.po")
        #expect(CatalogDiscovery.spelling("/wx/a.po", in: "/w") == "/wx/a.po")
        #expect(CatalogDiscovery.spelling("../a.po", in: "/w") == "../a.po")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("spellings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for locale in ["de", "fr"] {
            let folder = root.appendingPathComponent("\(locale).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("\"a\" = \"b\";\n".utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        // The file first, in another spelling than the folder's: still one file, in the folder's table.
        let found = CatalogDiscovery.discover([root.path + "//de.lproj//Localizable.strings", root.path, root.path + "/./"])
        #expect(found.files.count == 2)
        #expect(found.files.compactMap(\.locale).sorted() == ["de", "fr"])
        #expect(Set(found.files.map(\.tableID)).count == 1)
        #expect(found.files.first?.path == root.path + "//de.lproj//Localizable.strings")
    }
}
