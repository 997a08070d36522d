// swift-tools-version:6.0
import PackageDescription

// Layers (see DESIGN.md): the catalog layer reads and writes the table formats and links no ICU;
// the checks layer turns catalogs into findings and statistics; the CLI is a thin wrapper.
let package = Package(
    name: "DialogContentEngine",
    products: [
        .library(name: "LocalizationCatalog", targets: ["LocalizationCatalog"]),
        .library(name: "LocalizationChecks", targets: ["LocalizationChecks"]),
        .executable(name: "l10n-check", targets: ["l10n-check"]),
    ],
    targets: [
        .target(name: "LocalizationCatalog"),
        .target(name: "LocalizationChecks", dependencies: ["LocalizationCatalog"]),
        .executableTarget(name: "l10n-check", dependencies: ["LocalizationChecks", "LocalizationCatalog"]),
        .executableTarget(name: "l10n-bench", dependencies: ["LocalizationCatalog"], path: "bench/l10n-bench"),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LocalizationCatalogTests",
            dependencies: ["LocalizationCatalog", "TestSupport"]
        ),
        .testTarget(
            name: "LocalizationChecksTests",
            dependencies: ["LocalizationChecks", "LocalizationCatalog", "TestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
