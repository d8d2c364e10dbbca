/// The Unicode CLDR's week data (`supplementalData.xml`, `weekData/firstDay`) and the part of
/// its likely subtags (`likelySubtags.xml`) that the week start needs: which day a locale's
/// week starts on, without ICU and its 30 MB of data.
///
/// Taken from the ICU 76 that Foundation carries (CLDR 46). `WeekStartTableTests` checks
/// both tables against `Locale(identifier:).firstDayOfWeek` for every region and language ICU
/// knows, so a toolchain with newer data shows what to change here.
enum CLDRWeekData {
    /// A region's first day of the week; a region not here starts on Monday (CLDR's `001`).
    static func firstDay(ofRegion region: String) -> Weekday {
        if sundayRegions.contains(region) { return .sunday }
        if saturdayRegions.contains(region) { return .saturday }
        if fridayRegions.contains(region) { return .friday }
        return .monday
    }

    /// The region a language alone is most likely spoken in (`en` → `US`, `ar` → `EG`), for
    /// the languages whose likely region does not start its week on Monday; nil for the rest,
    /// whose week starts on Monday whatever their region.
    static func likelyRegion(ofLanguage language: String) -> String? {
        likelyRegions[language]
    }

    // Arrays, not sets: a few dozen two-letter codes are found as fast by a scan, and a set
    // of strings costs every start of todo the hashing of all of them (issue 24).
    private static let fridayRegions: [String] = ["MV"]

    private static let saturdayRegions: [String] = [
        "AF", "BH", "DJ", "EG", "IQ", "IR", "KW", "LY", "OM", "QA", "SD", "SY",
    ]

    private static let sundayRegions: [String] = [
        "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO", "ET", "GT", "GU",
        "HK", "HN", "ID", "IL", "IN", "JM", "JO", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT",
        "MX", "MZ", "NI", "NP", "PA", "PE", "PH", "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT",
        "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
    ]

    /// Language → likely region (`likelySubtags`), only where that region's week does not
    /// start on Monday. `und` (undetermined) is CLDR's `en_Latn_US`.
    private static let likelyRegions: [String: String] = [
        "aa": "ET", "ace": "ID", "ae": "IR", "af": "ZA", "ain": "JP", "akk": "IQ", "akz": "US",
        "ale": "US", "am": "ET", "anp": "IN", "apw": "US", "ar": "EG", "arc": "IR", "arp": "US",
        "ars": "SA", "arz": "EG", "as": "IN", "ase": "US", "awa": "IN", "bal": "PK", "ban": "ID",
        "bbc": "ID", "bej": "SD", "bew": "ID", "bfq": "IN", "bgc": "IN", "bgn": "PK", "bho": "IN",
        "bik": "PH", "bjn": "ID", "bla": "CA", "bn": "BD", "bo": "CN", "bpy": "IN", "bqi": "IR",
        "bra": "IN", "brh": "PK", "brx": "IN", "bug": "ID", "cad": "US", "car": "VE", "cay": "CA",
        "ccp": "BD", "ceb": "PH", "ch": "GU", "chb": "CO", "chn": "US", "cho": "US", "chp": "CA",
        "chr": "US", "chy": "US", "cic": "US", "ckb": "IQ", "cop": "EG", "cps": "PH", "cr": "CA",
        "csw": "CA", "dak": "US", "dav": "KE", "del": "US", "den": "CA", "dgr": "CA", "doi": "IN",
        "dv": "MV", "dz": "BT", "ebu": "KE", "egy": "EG", "en": "US", "esu": "US", "fa": "IR",
        "fil": "PH", "frc": "US", "gan": "CN", "gay": "ID", "gbz": "IR", "gez": "ET", "glk": "IR",
        "gn": "PY", "gon": "IN", "gor": "ID", "gu": "IN", "guc": "CO", "guz": "KE", "gwi": "CA",
        "hai": "CA", "hak": "CN", "haw": "US", "he": "IL", "hi": "IN", "hil": "PH", "hmn": "CN",
        "hsn": "CN", "hup": "US", "id": "ID", "ii": "CN", "ik": "US", "ilo": "PH", "iu": "CA",
        "ja": "JP", "jam": "JM", "jpr": "IL", "jrb": "IL", "jv": "ID", "kac": "MM", "kam": "KE",
        "kaw": "ID", "kgp": "BR", "kha": "IN", "kho": "IR", "khw": "PK", "ki": "KE", "kln": "KE",
        "km": "KH", "kn": "IN", "ko": "KR", "kok": "IN", "krj": "PH", "kru": "IN", "ks": "IN",
        "kut": "CA", "kxv": "IN", "lad": "IL", "lah": "PK", "lkt": "US", "lo": "LA", "lrc": "IR",
        "lui": "US", "luo": "KE", "lus": "IN", "lut": "US", "luy": "KE", "lzh": "CN", "mad": "ID",
        "mag": "IN", "mai": "IN", "mak": "ID", "mas": "KE", "mdh": "PH", "mdr": "ID", "mer": "KE",
        "mgh": "MZ", "mh": "MH", "mic": "CA", "mid": "IQ", "min": "ID", "ml": "IN", "mnc": "CN",
        "mni": "IN", "moh": "CA", "mr": "IN", "mt": "MT", "mus": "US", "mwl": "PT", "mwr": "IN",
        "mwv": "ID", "my": "MM", "mzn": "IR", "nan": "CN", "nd": "ZW", "ne": "NP", "new": "NP",
        "nia": "ID", "njo": "IN", "nnp": "IN", "nr": "ZA", "nso": "ZA", "nv": "US", "nwc": "NP",
        "oj": "CA", "om": "ET", "or": "IN", "osa": "US", "oui": "CN", "pa": "IN", "pag": "PH",
        "pal": "IR", "pam": "PH", "pdc": "US", "pdt": "CA", "peo": "IR", "pi": "IN", "pqm": "CA",
        "ps": "AF", "pt": "BR", "qu": "PE", "quc": "GT", "raj": "IN", "rej": "ID", "rhg": "MM",
        "sa": "IN", "saq": "KE", "sas": "ID", "sat": "IN", "saz": "IN", "sd": "PK", "sdh": "IR",
        "see": "US", "seh": "MZ", "sei": "MX", "shn": "MM", "sid": "ET", "sly": "ID", "sm": "WS",
        "sn": "ZW", "ss": "ZA", "st": "ZA", "su": "ID", "syr": "IQ", "ta": "IN", "tcy": "IN",
        "te": "IN", "ter": "BR", "th": "TH", "ti": "ET", "tli": "US", "tn": "ZA", "trv": "TW",
        "ts": "ZA", "tsi": "CA", "ug": "CN", "uga": "SY", "und": "US", "ur": "PK", "ve": "ZA",
        "vmw": "MZ", "wal": "ET", "war": "PH", "was": "US", "wuu": "CN", "xh": "ZA", "xnr": "IN",
        "yao": "MZ", "yrl": "BR", "yue": "HK", "za": "CN", "zap": "MX", "zh": "CN", "zu": "ZA",
        "zun": "US",
    ]
}
