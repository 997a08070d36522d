// Dialogs re-exports the resolver's SwiftUI types (`Text`, `LocalizedStringKey`,
// `LocalizedStringResource`), so that `import Dialogs` replaces `import SwiftUI` in view code.
@_exported import Resolution
