// swift-tools-version:6.0
import PackageDescription

// Layers (see DESIGN.md), bottom to top:
// - CICUSys/CICUShim: the system ICU behind a C header with no ICU types;
// - LocalizationCatalog: the table formats (no ICU, no Foundation);
// - FormatStrings: printf/Foundation and Python directives as typed signatures (no ICU);
// - Internationalization: CLDR plural rules, number formatting, locale identifiers (the only
//   Swift caller of CICUShim);
// - CCmarkGFM: the system libcmark-gfm (+ extensions) for inline Markdown;
// - Resolution: plural expansion, safe formatting and inline Markdown;
// - Dialogs: SwiftUI's dialog API (alert, confirmationDialog, dismissalConfirmationDialog),
//   presentation state machines and each platform's rules → a plain ResolvedDialog; its
//   standard action titles (OK, Cancel, Close) are the String Catalog in Resources/, compiled
//   into Swift at build time (EmbedStringCatalog runs embed-string-catalog);
// - DialogRendering: renderers from a ResolvedDialog to JSON or text;
// - DialogSnapshotTesting: per-locale snapshots of dialogs for any test framework;
// - LocalizationChecks: findings, statistics, reporters, commands; the CLI is a thin wrapper
//   (CGlibcMalloc gives it glibc's mallopt).
let package = Package(
    name: "DialogContentEngine",
    products: [
        .library(name: "LocalizationCatalog", targets: ["LocalizationCatalog"]),
        .library(name: "FormatStrings", targets: ["FormatStrings"]),
        .library(name: "Internationalization", targets: ["Internationalization"]),
        .library(name: "Resolution", targets: ["Resolution"]),
        .library(name: "Dialogs", targets: ["Dialogs"]),
        .library(name: "DialogRendering", targets: ["DialogRendering"]),
        .library(name: "DialogSnapshotTesting", targets: ["DialogSnapshotTesting"]),
        .library(name: "LocalizationChecks", targets: ["LocalizationChecks"]),
        .executable(name: "l10n-check", targets: ["l10n-check"]),
        .plugin(name: "L10nCheckCommand", targets: ["L10nCheckCommand"]),
        .plugin(name: "L10nCheckFix", targets: ["L10nCheckFix"]),
        .plugin(name: "L10nCheckBuildTool", targets: ["L10nCheckBuildTool"]),
    ],
    targets: [
        .systemLibrary(name: "CICUSys", pkgConfig: "icu-uc icu-i18n", providers: [.apt(["libicu-dev"])]),
        .target(name: "CICUShim", dependencies: ["CICUSys"]),
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .target(name: "LocalizationCatalog"),
        .target(name: "FormatStrings"),
        .target(name: "Internationalization", dependencies: ["CICUShim", "LocalizationCatalog"]),
        .target(
            name: "Resolution", dependencies: ["LocalizationCatalog", "FormatStrings", "Internationalization", "CCmarkGFM"]),
        // The standard action titles: the String Catalog in Resources/StandardActionTitles,
        // compiled into Swift at build time by the EmbedStringCatalog plugin (no resource bundle).
        .target(
            name: "StandardActionTitles", path: "Resources/StandardActionTitles",
            plugins: ["EmbedStringCatalog"]),
        .executableTarget(name: "embed-string-catalog"),
        .plugin(name: "EmbedStringCatalog", capability: .buildTool(), dependencies: ["embed-string-catalog"]),
        .target(
            name: "Dialogs",
            dependencies: ["Resolution", "Internationalization", "LocalizationCatalog", "StandardActionTitles"]),
        .target(name: "DialogRendering", dependencies: ["Dialogs"]),
        .target(name: "DialogSnapshotTesting", dependencies: ["Dialogs", "DialogRendering"]),
        .target(
            name: "LocalizationChecks",
            dependencies: [
                "LocalizationCatalog", "FormatStrings", "Internationalization", "Resolution", "Dialogs", "DialogRendering",
            ]),
        // glibc's mallopt for the CLI (Linux only).
        .systemLibrary(name: "CGlibcMalloc", path: "Sources/CGlibcMalloc"),
        .executableTarget(
            name: "l10n-check",
            dependencies: [
                "LocalizationChecks", "LocalizationCatalog", .target(name: "CGlibcMalloc", condition: .when(platforms: [.linux])),
            ]),
        // l10n-check for SwiftPM users: `swift package l10n-check [ARGS]`, and a build-tool plugin
        // that lints a target's catalogs at build time (Plugins/; tested by Tests/PluginSample).
        .plugin(
            name: "L10nCheckCommand",
            capability: .command(
                intent: .custom(verb: "l10n-check", description: "Lint the package's localization catalogs with l10n-check"),
                permissions: []),
            dependencies: ["l10n-check"]),
        .plugin(
            name: "L10nCheckFix",
            capability: .command(
                intent: .custom(verb: "l10n-check-fix", description: "Apply l10n-check's certain fixes to the package's localization catalogs"),
                permissions: [.writeToPackageDirectory(reason: "l10n-check --fix rewrites the catalogs it fixes, and only the bytes of each fix")]),
            dependencies: ["l10n-check"]),
        .plugin(name: "L10nCheckBuildTool", capability: .buildTool(), dependencies: ["l10n-check"]),
        .executableTarget(
            name: "l10n-bench", dependencies: ["LocalizationCatalog", "Internationalization", "Resolution"],
            path: "bench/l10n-bench"),
        // Fuzz targets: one harness per reader and parser (Fuzz/Harnesses), the libFuzzer entry
        // (`scripts/fuzz` builds it with -DFUZZING), and the replay of kept inputs in `swift test`.
        .target(
            name: "FuzzHarnesses",
            dependencies: ["LocalizationCatalog", "FormatStrings", "Internationalization", "Resolution", "Dialogs", "LocalizationChecks"],
            path: "Fuzz/Harnesses"),
        .executableTarget(name: "l10n-fuzz", dependencies: ["FuzzHarnesses"], path: "Fuzz/l10n-fuzz"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LocalizationCatalogTests", dependencies: ["LocalizationCatalog", "TestSupport"]),
        .testTarget(name: "FormatStringsTests", dependencies: ["FormatStrings", "TestSupport"]),
        .testTarget(
            name: "InternationalizationTests", dependencies: ["Internationalization", "LocalizationCatalog", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ResolutionTests",
            dependencies: ["Resolution", "LocalizationCatalog", "FormatStrings", "Internationalization", "TestSupport"],
            exclude: ["Snapshots"]),
        // The seeds' example views, one module each (two seeds declare the same type names).
        .target(name: "SeedConfirmationDialogMessage", dependencies: ["Dialogs"], path: "Tests/SeedExamples/ConfirmationDialogMessage"),
        .target(name: "SeedConfirmationDialogStringTitle", dependencies: ["Dialogs"], path: "Tests/SeedExamples/ConfirmationDialogStringTitle"),
        .target(name: "SeedDismissalConfirmationDialog", dependencies: ["Dialogs"], path: "Tests/SeedExamples/DismissalConfirmationDialog"),
        .target(name: "SeedAlertPresenting", dependencies: ["Dialogs"], path: "Tests/SeedExamples/AlertPresenting"),
        .target(name: "SeedAlertItem", dependencies: ["Dialogs"], path: "Tests/SeedExamples/AlertItem"),
        .testTarget(
            name: "DialogsTests",
            dependencies: [
                "Dialogs", "DialogRendering", "DialogSnapshotTesting", "Resolution", "LocalizationCatalog", "TestSupport",
                "StandardActionTitles", "SeedConfirmationDialogMessage", "SeedConfirmationDialogStringTitle",
                "SeedDismissalConfirmationDialog", "SeedAlertPresenting", "SeedAlertItem",
            ],
            exclude: ["Snapshots"]),
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzHarnesses", "LocalizationCatalog", "TestSupport"]),
        // The project's own scripts (the corpus fetch).
        .testTarget(name: "ProjectScriptsTests", dependencies: ["TestSupport"]),
        .testTarget(
            name: "LocalizationChecksTests",
            dependencies: ["LocalizationChecks", "LocalizationCatalog", "Internationalization", "Dialogs", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
