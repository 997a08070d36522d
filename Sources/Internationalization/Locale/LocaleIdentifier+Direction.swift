import CICUShim

extension LocaleIdentifier {
    /// The direction the locale's script is written in, from CLDR's layout data as ICU ships it
    /// (`uloc_getCharacterOrientation`, likely subtags added): `ar`, `he`, `fa`, `ur` →
    /// `.rightToLeft`; `uz-Arab` too, while `uz` is `.leftToRight`. `.leftToRight` when ICU
    /// cannot tell. This is the layout direction of an interface in that localization.
    public var characterDirection: TextDirection {
        cicu_locale_character_direction(icuName) == 1 ? .rightToLeft : .leftToRight
    }
}
