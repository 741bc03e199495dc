/// How a label's text runs over lines: UILabel's `numberOfLines` and `NSParagraphStyle.lineSpacing`
/// (line breaks as `NSLineBreakMode.byWordWrapping`, the last visible line truncated at its tail
/// with "…": `LineBreaker`).
public struct TextWrapping: Hashable, Sendable {
    /// The most lines drawn; `0` draws as many as fit in the label's height (at least one), as
    /// UILabel's `numberOfLines = 0` does. Default 1: one line, as UILabel's.
    public var numberOfLines: Int
    /// Extra points between one line's bottom and the next line's top (`NSParagraphStyle.lineSpacing`),
    /// added to the font's line height (`lineHeight`) between baselines. Default 0.
    public var lineSpacing: Double

    /// A wrapping; one line and no extra spacing by default, as UILabel's.
    @inlinable
    public init(numberOfLines: Int = 1, lineSpacing: Double = 0) {
        self.numberOfLines = numberOfLines
        self.lineSpacing = lineSpacing
    }

    /// UILabel's default: one line, tail-truncated.
    public static let singleLine = TextWrapping()

    /// The largest `numberOfLines` a config may ask for (`0…maximumLines`).
    package static let maximumLines = 100

    /// The largest `lineSpacing` a config may ask for, points.
    package static let maximumLineSpacing = 1000.0

    /// The most lines shown in a label `height` points tall whose font's line height is
    /// `lineHeight`: `numberOfLines` when it is positive; for `0`, the largest `k ≥ 1` with
    /// `k · lineHeight + (k − 1) · lineSpacing ≤ height` (at least one line, as UILabel draws its
    /// first line however short the label), capped at `Int32.max` lines so a tiny font in a huge
    /// label stays a count (the text's own length bounds the lines anyway).
    package func maximumLines(height: Double, lineHeight: Double) -> Int {
        if numberOfLines > 0 { return numberOfLines }
        let advance = lineHeight + Swift.max(0, lineSpacing)
        guard height.isFinite, lineHeight.isFinite, advance > 0, height > lineHeight else { return 1 }
        let fitting = ((height - lineHeight) / advance).rounded(.down) + 1
        return fitting >= Double(Int32.max) ? Int(Int32.max) : Swift.max(1, Int(fitting))
    }
}
