import Internationalization
import Resolution

// The resolver's SwiftUI types and the other types dialog code names, under this module's name:
// `import Dialogs` replaces `import SwiftUI` in view code and is all a dialog test needs, without
// re-exporting whole modules. Each is the same type as the resolver's.

/// A view's text: a key looked up in a table, or verbatim text (SwiftUI `Text`).
public typealias Text = Resolution.Text
/// A key built from a string literal with interpolations (SwiftUI `LocalizedStringKey`).
public typealias LocalizedStringKey = Resolution.LocalizedStringKey
/// A key with its table, bundle and default value (Foundation `LocalizedStringResource`).
public typealias LocalizedStringResource = Resolution.LocalizedStringResource
/// The bundle, preferred languages and locale that strings are resolved for.
public typealias LocalizationEnvironment = Resolution.LocalizationEnvironment
/// A folder of `.lproj` tables and String Catalogs, read like `Bundle`.
public typealias LocalizationBundle = Resolution.LocalizationBundle
/// A resolved string: its text, runs and what resolving it found.
public typealias ResolvedString = Resolution.ResolvedString
/// A value interpolated into a key.
public typealias FormatArgument = Resolution.FormatArgument
/// A styled run of resolved text (Markdown emphasis, links).
public typealias StyledRun = Resolution.StyledRun
/// A BCP 47 / CLDR locale identifier.
public typealias LocaleIdentifier = Internationalization.LocaleIdentifier
