// swift-tools-version:6.0
import PackageDescription

// A package that uses l10n-check's plugins, for Tests/ProjectScriptsTests/PluginTests.swift: the
// build-tool plugin lints Greetings' catalogs at build time; `swift package l10n-check` lints the
// package's folder. The test copies it and points the dependency at the project's folder.
let package = Package(
    name: "PluginSample",
    defaultLocalization: "en",
    dependencies: [
        .package(name: "DialogContentEngine", path: "../.."),
    ],
    targets: [
        .target(
            name: "Greetings",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "L10nCheckBuildTool", package: "DialogContentEngine")]),
    ]
)
