/// Whether a string has anything to translate: a letter outside its format directives, or two
/// directives, whose order a language may change.
///
/// `%@`, `%lld.`, `%(count)s` and `%#@count@` have nothing; `%d files` and
/// `%(class_name)s %(instance)s` have.
/// Directives are skipped as printf reads them: flags, width, precision and length modifiers up
/// to the conversion letter (or `@`, `%`); a Python mapping key `(name)` and an Apple variable
/// `#@name@` whole.
enum TranslatableText {
    static func needsTranslation(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        var directives = 0
        while let scalar = scalars.next() {
            if scalar == "%" {
                if skipDirective(&scalars) { directives += 1 }
                if directives > 1 { return true }
            } else if scalar.properties.isAlphabetic {
                return true
            }
        }
        return false
    }

    /// Reads past one directive; false for `%%`, which reads no argument.
    private static func skipDirective(_ scalars: inout String.UnicodeScalarView.Iterator) -> Bool {
        var current = scalars.next()
        if current == "#" {
            current = scalars.next()
            if current == "@" {
                while let inner = scalars.next(), inner != "@" {}
                return true
            }
        }
        if current == "(" {
            while let inner = scalars.next(), inner != ")" {}
            current = scalars.next()
        }
        while let scalar = current {
            if scalar == "%" { return false }
            if scalar == "@" || (scalar.properties.isAlphabetic && !"hlqLjzt".unicodeScalars.contains(scalar)) { return true }
            current = scalars.next()
        }
        return false
    }
}
