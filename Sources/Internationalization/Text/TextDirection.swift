import CICUShim

/// The direction of a paragraph of text, from the Unicode Bidirectional Algorithm (UAX #9, rules
/// P2–P3, run by ICU's `ubidi_setPara`): the direction of its first strong character (bidi class
/// L, R or AL), skipping text inside isolates (U+2066–U+2069), so an isolated argument never
/// decides the direction of the sentence around it.
///
/// ```swift
/// TextDirection(of: "Hello")        // .leftToRight
/// TextDirection(of: "123 مرحبا")    // .rightToLeft: digits are weak, the Arabic letter decides
/// TextDirection(of: "123")          // .neutral
/// ```
public enum TextDirection: Sendable, Hashable, CustomStringConvertible {
    case leftToRight
    case rightToLeft
    /// No strong character: digits, punctuation, spaces or nothing at all. Such text takes the
    /// direction of its surroundings.
    case neutral

    /// The direction of the first strong character of `text` outside isolates; a paragraph with
    /// none defers to the next paragraph, and text with none at all is `.neutral`.
    public init(of text: String) {
        let units = Array(text.utf16)
        let direction = units.withUnsafeBufferPointer { buffer in
            cicu_base_direction(buffer.baseAddress, Int32(clamping: buffer.count))
        }
        switch direction {
        case 0: self = .leftToRight
        case 1: self = .rightToLeft
        default: self = .neutral
        }
    }

    public var description: String {
        switch self {
        case .leftToRight: "left-to-right"
        case .rightToLeft: "right-to-left"
        case .neutral: "neutral"
        }
    }
}
