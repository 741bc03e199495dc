extension Double {
    /// The shortest decimal that reads back as exactly this value, without a trailing `.0` and with
    /// `-0` written `0`: `0.1`, `2`, `-2.5`, `1e-05`, `1e+16`, `0.35000000000000003`.
    ///
    /// One spelling for every number Flipbook prints (inspect JSON, config JSON, generated Swift,
    /// golden notes), so the same value reads the same everywhere and round-trips. Every finite
    /// result is both a valid JSON number and a valid Swift floating-point literal, so no format
    /// needs its own variant. Not-finite values give `nan`, `inf`, `-inf`, which neither accepts:
    /// callers that can meet them decide what to write (inspect writes `null`).
    package var shortestDescription: String {
        if self == 0 { return "0" }
        let text = description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
