import CICUShim

/// Facts about the CLDR data the system ICU carries.
public enum CLDRData {
    /// The CLDR version of the ICU data ("42.0" for ICU 72), from `supplementalData/cldrVersion`.
    public static let version: String = (try? icuString { cicu_cldr_version($0, $1, &$2) }.get()) ?? "unknown"
}
