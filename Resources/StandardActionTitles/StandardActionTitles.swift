// The standard action titles, compiled into the program.
//
// The String Catalog beside this file, `StandardActionTitles.xcstrings`, is the only place the
// titles are written. At build time the `EmbedStringCatalog` plugin runs `embed-string-catalog`
// on it and compiles the result into this module as `StandardActionTitlesCatalog` (its table,
// source language and every entry with one row per language); `Dialogs` turns that into the
// `LocalizationBundle` its `StandardActionTitles` looks titles up in. Nothing is read from disk at
// run time, so a program built with this module runs without a resource bundle beside it.
//
// SwiftPM builds a module only when it has a source file of its own: this file is that source.
