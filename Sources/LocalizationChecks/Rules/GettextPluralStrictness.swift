import LocalizationCatalog

/// Which plural forms of a gettext catalog msgfmt -c checks leniently.
///
/// msgfmt evaluates the `Plural-Forms` expression for n = 0…1000 (msgl-check.c
/// `check_plural_eval`); a form chosen fewer than 5 times serves only a few numbers (msgstr[0]
/// of `plural=(n != 1)` serves only 1), so its translation may omit the number's directive
/// ("one hour" for "%d hours"). Every other form is checked strictly. When the header is missing
/// a usable expression or the catalog's plural forms do not fit it, msgfmt has no distribution
/// and checks every form of a plural entry leniently.
enum GettextPluralStrictness {
    /// The forms that serve only a few numbers, or nil when the distribution is unknown (every
    /// form is then lenient).
    ///
    /// Until the Plural-Forms evaluator (`PluralFormsExpression`, branch `plurals`) lands, this
    /// recognises the expressions of `knownExpressions` (every one the Django corpus uses and the
    /// common ones of gettext's plural table) and answers nil for others.
    static func formsServingFewNumbers(in file: CatalogFile) -> Set<Int>? {
        let broken: Set<String> = [
            DiagnosticRule.poPluralCountMismatch.id, DiagnosticRule.poPluralIndexOutOfRange.id,
            DiagnosticRule.poInvalidPluralFormsSyntax.id, DiagnosticRule.poMissingPluralForms.id, DiagnosticRule.poMissingHeader.id,
        ]
        if file.diagnostics.contains(where: { broken.contains($0.rule) }) { return nil }
        guard let header = file.headerValue("Plural-Forms") else {
            // No Plural-Forms: msgfmt uses the Germanic `n != 1` (plural entries are an error then,
            // reported above as a missing Plural-Forms).
            return [0]
        }
        var normalized = String(header.unicodeScalars.filter { $0 != " " && $0 != "\t" && $0 != "\n" }.map(Character.init))
        while normalized.hasSuffix(";") { normalized.removeLast() }
        return knownExpressions[normalized]
    }

    /// `nplurals=…;plural=…` without blanks or final `;` → the forms chosen fewer than 5 times for
    /// n = 0…1000, computed by evaluating each expression as msgfmt does.
    static let knownExpressions: [String: Set<Int>] = [
        "nplurals=1;plural=0": [],
        "nplurals=2;plural=(n!=1)": [0],
        "nplurals=2;plural=n!=1": [0],
        "nplurals=2;plural=(n>1)": [0],
        "nplurals=2;plural=n>1": [0],
        "nplurals=2;plural=(n%10==1&&n%100!=11)?0:1": [],
        "nplurals=2;plural=(n%10!=1||n%100==11)": [],
        "nplurals=3;plural=(n%10==1&&n%100!=11?0:n%10>=2&&n%10<=4&&(n%100<10||n%100>=20)?1:2)": [],
        "nplurals=3;plural=n%10==1&&n%100!=11?0:n%10>=2&&n%10<=4&&(n%100<10||n%100>=20)?1:2": [],
        "nplurals=3;plural=(n==1?0:(((n%100>19)||((n%100==0)&&(n!=0)))?2:1))": [0],
        "nplurals=3;plural=(n%10==1&&n%100!=11?0:n!=0?1:2)": [2],
        "nplurals=3;plural=(n==0||n==1)?0:n!=0&&n%1000000==0?1:2": [0, 1],
        "nplurals=3;plural=n==1?0:n!=0&&n%1000000==0?1:2": [0, 1],
        "nplurals=3;plural=(n==1)?0:(n>=2&&n<=4)?1:2": [0, 1],
        "nplurals=3;plural=(n==1?0:n%10>=2&&n%10<=4&&(n%100<10||n%100>=20)?1:2)": [0],
        "nplurals=4;plural=(n%100==1?0:n%100==2?1:n%100==3||n%100==4?2:3)": [],
        "nplurals=4;plural=(n%10==1&&n%100!=11?0:n%10>=2&&n%10<=4&&(n%100<12||n%100>14)?1:n%10==0||(n%10>=5&&n%10<=9)||(n%100>=11&&n%100<=14)?2:3)": [3],
        "nplurals=4;plural=(n==1?0:(n%10>=2&&n%10<=4)&&(n%100<12||n%100>14)?1:n!=1&&(n%10>=0&&n%10<=1)||(n%10>=5&&n%10<=9)||(n%100>=12&&n%100<=14)?2:3)": [0, 3],
        "nplurals=4;plural=(n==1&&n%1==0)?0:(n>=2&&n<=4&&n%1==0)?1:(n%1!=0)?2:3": [0, 1, 2],
        "nplurals=4;plural=(n%1==0&&n%10==1&&n%100!=11?0:n%1==0&&n%10>=2&&n%10<=4&&(n%100<12||n%100>14)?1:n%1==0&&(n%10==0||(n%10>=5&&n%10<=9)||(n%100>=11&&n%100<=14))?2:3)": [3],
        "nplurals=4;plural=(n%1==0&&n==1?0:n%1==0&&n>=2&&n<=4?1:n%1!=0?2:3)": [0, 1, 2],
        "nplurals=4;plural=(n==1&&n%1==0)?0:(n==2&&n%1==0)?1:(n%10==0&&n%1==0&&n>10)?2:3": [0, 1],
        "nplurals=4;plural=(n==1||n==11)?0:(n==2||n==12)?1:(n>2&&n<20)?2:3": [0, 1],
        "nplurals=4;plural=(n%10==1&&(n%100>19||n%100<11)?0:(n%10>=2&&n%10<=9)&&(n%100>19||n%100<11)?1:n%1!=0?2:3)": [2],
        "nplurals=4;plural=(n==1)?0:(n==2)?1:(n!=8&&n!=11)?2:3": [0, 1, 3],
        "nplurals=5;plural=(n==1?0:n==2?1:n<7?2:n<11?3:4)": [0, 1, 3],
        "nplurals=5;plural=((n%10==1)&&(n%100!=11)&&(n%100!=71)&&(n%100!=91)?0:(n%10==2)&&(n%100!=12)&&(n%100!=72)&&(n%100!=92)?1:(n%10==3||n%10==4||n%10==9)&&(n%100<10||n%100>19)&&(n%100<70||n%100>79)&&(n%100<90||n%100>99)?2:(n!=0&&n%1000000==0)?3:4)": [3],
        "nplurals=6;plural=n==0?0:n==1?1:n==2?2:n%100>=3&&n%100<=10?3:n%100>=11&&n%100<=99?4:5": [0, 1, 2],
        "nplurals=6;plural=(n==0?0:n==1?1:n==2?2:n%100>=3&&n%100<=10?3:n%100>=11?4:5)": [0, 1, 2],
    ]
}
