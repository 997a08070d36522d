import Foundation

/// Where the String Catalog of the standard action titles is at run time: SwiftPM copies it into
/// this target's resource bundle.
public enum StandardActionTitlesResource {
    /// The folder holding `StandardActionTitles.xcstrings`.
    public static var directory: String { Bundle.module.bundlePath }
}
