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
// - LocalizationChecks: findings, statistics, reporters, commands; the CLI is a thin wrapper.
let package = Package(
    name: "DialogContentEngine",
    products: [
        .library(name: "LocalizationCatalog", targets: ["LocalizationCatalog"]),
        .library(name: "FormatStrings", targets: ["FormatStrings"]),
        .library(name: "Internationalization", targets: ["Internationalization"]),
        .library(name: "Resolution", targets: ["Resolution"]),
        .library(name: "LocalizationChecks", targets: ["LocalizationChecks"]),
        .executable(name: "l10n-check", targets: ["l10n-check"]),
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
        .target(
            name: "LocalizationChecks",
            dependencies: ["LocalizationCatalog", "FormatStrings", "Internationalization", "Resolution"]),
        .executableTarget(name: "l10n-check", dependencies: ["LocalizationChecks", "LocalizationCatalog"]),
        .executableTarget(
            name: "l10n-bench", dependencies: ["LocalizationCatalog", "Internationalization", "Resolution"],
            path: "bench/l10n-bench"),
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
        .testTarget(
            name: "LocalizationChecksTests",
            dependencies: ["LocalizationChecks", "LocalizationCatalog", "Internationalization", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
