import Transforms

/// How configs write a label's lines, the same for card titles, subtitles and text layers:
/// UILabel's `numberOfLines` and `NSParagraphStyle.lineSpacing` (`TextWrapping`).
extension Schemas {
    /// `numberOfLines`: an integer in `0…TextWrapping.maximumLines`.
    @_optimize(none)
    static var numberOfLines: ValueSchema<Int> {
        integer(.between(0, Double(TextWrapping.maximumLines)))
    }

    /// `lineSpacing`: points in `0…TextWrapping.maximumLineSpacing`.
    @_optimize(none)
    static var lineSpacing: ValueSchema<Double> {
        number(.between(0, TextWrapping.maximumLineSpacing))
    }

    /// `numberOfLines`' description, for `whose` text ("The title's", "text: the").
    @_optimize(none)
    static func numberOfLinesDoc(_ whose: String) -> String {
        "\(whose) most lines (UILabel's numberOfLines), 0…100: default 1; 0 as many as fit in the height. Lines break at spaces (a longer word by characters) and at each \\n; the last line shown ends in … when text is left over."
    }

    /// `lineSpacing`'s description, for `whose` text.
    @_optimize(none)
    static func lineSpacingDoc(_ whose: String) -> String {
        "\(whose) extra points between lines (NSParagraphStyle's lineSpacing), 0…1000: default 0."
    }
}
