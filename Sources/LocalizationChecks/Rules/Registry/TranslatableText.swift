/// Whether a string has anything to translate: a letter outside its format directives, or two
/// directives, whose order a language may change.
///
/// `%@`, `%lld.`, `%(count)s`, `%#@count@` and `%1$#@count@` have nothing; `%d files` and
/// `%(class_name)s %(instance)s` have.
/// Directives are skipped as printf reads them: flags, width, precision and length modifiers up
/// to the conversion letter (or `@`, `%`); a Python mapping key `(name)` and an Apple variable
/// `#@name@` whole.
enum TranslatableText {
    /// Unicode's Alphabetic property, decided for ASCII without the property tables.
    @inline(__always)
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
        return scalar.properties.isAlphabetic
    }

    static func needsTranslation(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        var directives = 0
        while let scalar = scalars.next() {
            if scalar == "%" {
                if skipDirective(&scalars) { directives += 1 }
                if directives > 1 { return true }
            } else if isLetter(scalar) {
                return true
            }
        }
        return false
    }

    /// The letters of a string outside its format directives.
    struct Letters {
        /// Letters in all, and how many are capitals.
        var count = 0
        var capitals = 0
        /// Runs of letters, and the longest.
        var words = 0
        var longestWord = 0
    }

    /// The letters of `text` outside its directives; with `argumentPlaceholder`, a String
    /// Catalog variant's `%arg` is a directive too.
    static func letters(in text: String, argumentPlaceholder: Bool = false) -> Letters {
        var letters = Letters()
        var run = 0
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "%" {
                run = 0
                var probe = scalars
                if argumentPlaceholder, probe.next() == "a", probe.next() == "r", probe.next() == "g" {
                    scalars = probe
                } else {
                    _ = skipDirective(&scalars)
                }
            } else if isLetter(scalar) {
                if run == 0 { letters.words += 1 }
                run += 1
                letters.longestWord = max(letters.longestWord, run)
                letters.count += 1
                if scalar.properties.isUppercase { letters.capitals += 1 }
            } else {
                run = 0
            }
        }
        return letters
    }

    /// Reads past one directive; false for `%%`, which reads no argument.
    private static func skipDirective(_ scalars: inout String.UnicodeScalarView.Iterator) -> Bool {
        var current = scalars.next()
        if current == "(" {
            while let inner = scalars.next(), inner != ")" {}
            current = scalars.next()
        }
        while let scalar = current {
            if scalar == "%" { return false }
            // `%#@name@`, `%1$#@name@`: the variable's name is part of the directive.
            if scalar == "#" {
                var probe = scalars
                if probe.next() == "@" {
                    while let inner = probe.next(), inner != "@" {}
                    scalars = probe
                    return true
                }
            }
            if scalar == "@" || (isLetter(scalar) && !"hlqLjzt".unicodeScalars.contains(scalar)) { return true }
            current = scalars.next()
        }
        return false
    }
}
