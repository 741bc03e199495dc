/// The messages that have one shape for many settings, made here from their data so that every
/// setting says them in the same words: a number outside its range, a value of the wrong type.
extension Problem {
    /// A number outside what it may be, said as `subject value is outside allowed`:
    /// "`timeline.fps` 500 is outside 1…240", "a WebP quality of 101 is outside 0…100".
    /// `subject` names the setting (through `\(setting:)` where it is one); `value` is the value
    /// as given, with its unit when it has one (`500 fps`).
    package static func outOfRange(_ subject: Wording, value: String, allowed: String, fix: Wording = "",
                                  setting: String? = nil) -> Problem {
        Problem(.outOfRange, "\(subject) \(value) is outside \(allowed)", fix: fix, setting: setting, value: value)
    }

    /// A value of another type or shape than its setting takes, said as
    /// "`setting` must be expected; got found": "`itemCount` must be a whole number ≥ 0; got \"many\"".
    /// `kind` is `.wrongType`, or `.outOfRange` when the value is of the right type but outside
    /// the range `expected` says.
    package static func mustBe(_ expected: String, setting: String, got found: String, kind: Kind, fix: Wording = "",
                              value: String? = nil, at position: SourcePosition? = nil) -> Problem {
        Problem(kind, "\(setting: setting) must be \(expected); got \(found)", fix: fix, setting: setting, value: value, at: position)
    }
}
