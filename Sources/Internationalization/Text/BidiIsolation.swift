/// Unicode directional isolates for text inserted into a sentence (UAX #9 §2.7; the Unicode
/// "Bidi: Isolates" guidance, and what Project Fluent does for placeables): an argument wrapped in
/// FIRST STRONG ISOLATE (U+2068) … POP DIRECTIONAL ISOLATE (U+2069) takes its direction from its
/// own first strong character and cannot reorder the text around it. A Latin file name inside a
/// Hebrew sentence, or a Hebrew name inside an English one, then reads correctly.
///
/// ```swift
/// "הקובץ \(BidiIsolation.isolate("report.pdf")) נמחק"  // "הקובץ \u{2068}report.pdf\u{2069} נמחק"
/// ```
public enum BidiIsolation {
    /// FIRST STRONG ISOLATE: the isolated text's direction is that of its first strong character.
    public static let firstStrongIsolate: Character = "\u{2068}"
    /// POP DIRECTIONAL ISOLATE: ends the isolate.
    public static let popDirectionalIsolate: Character = "\u{2069}"

    /// `text` between U+2068 and U+2069.
    public static func isolate(_ text: String) -> String {
        "\(firstStrongIsolate)\(text)\(popDirectionalIsolate)"
    }
}
