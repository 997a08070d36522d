extension DialogManifest {
    /// Bounds on what a manifest may hold, so a hostile or runaway file costs bounded time and
    /// memory. Going over one is a `manifest.limit-exceeded` error: the file (size), the rest of
    /// the file (nesting), the dialogs past the limit, or the dialog (actions, arguments) is not
    /// read.
    ///
    /// The defaults are far above what a real app declares (Apple's HIG advises at most three
    /// buttons in an alert).
    public struct Limits: Sendable, Hashable {
        /// Bytes of the file (8 MiB).
        public var maximumBytes = 8 << 20
        /// Nesting of objects and arrays; a valid manifest needs 10.
        public var maximumNestingDepth = 16
        public var maximumDialogs = 10_000
        /// Actions (buttons and text fields) of one dialog.
        public var maximumActions = 64
        /// Arguments of one text.
        public var maximumArguments = 32
        /// Names in a `"views"` or `"otherMessageViews"` list.
        public var maximumViewNames = 16

        public init() {}
    }
}
