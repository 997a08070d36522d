// Dialogs re-exports the resolver's SwiftUI types (`Text`, `LocalizedStringKey`,
// `LocalizedStringResource`, `LocalizationEnvironment`) and locale identifiers, so that
// `import Dialogs` replaces `import SwiftUI` in view code and is all a dialog test needs.
@_exported import Internationalization
@_exported import Resolution
