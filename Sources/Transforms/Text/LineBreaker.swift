/// UILabel's line breaking with `NSLineBreakMode.byWordWrapping` and tail truncation of the last
/// visible line, for titles, subtitles and text layers; `measure` gives a string's ink width in
/// points in the font it is drawn in (the renderer passes Cairo's), so the rules are testable
/// without a font.
///
/// The rules, in order:
/// - **Explicit breaks**: every newline character (`\n`, `\r\n`, `\r`, U+2028, U+2029) ends a
///   line; nothing of it is drawn.
/// - **Word wrapping**: a line takes as many words as fit in `width` (trailing spaces are not
///   measured); a line may break after a run of spaces (which stays with the line above and is not
///   drawn) and on either side of a CJK ideograph or kana, except before closing punctuation
///   (`、。，！？）」』` and the like) — so Chinese and Japanese without spaces wrap by characters.
/// - **A word wider than the line** starts a line of its own and is broken by characters: the
///   longest run of whole characters that fits (at least one, so a line always advances).
/// - **Truncation**: when the text needs more lines than `maximumLines`, the last one shown holds
///   the rest of its paragraph, shortened at its tail with "…" (`tailTruncated`); when only later
///   paragraphs are cut, it keeps what fits and still ends in "…", saying text is missing.
///
/// Hand-written rather than ICU's line-break iterator (UAX #14), which Foundation on Linux does
/// not expose; the subset above is what UILabel's word wrapping does for the text a card shows.
package enum LineBreaker {
    /// The ellipsis UILabel appends.
    package static let ellipsis = "…"

    /// The lines of `text` in a label `width` points wide, at most `maximumLines` (≥ 1) of them,
    /// the last tail-truncated when text is left over (see the type). Never empty: `""` gives one
    /// empty line, and each explicit break one more line.
    ///
    /// Only the first `characterLimit` characters are laid out, so the work is bounded by what a
    /// label can show rather than by the text (a 900 KB string given to twenty layers): text past
    /// them counts as left over, and the last line shown ends in "…".
    package static func lines(_ text: String, width: Double, maximumLines: Int, characterLimit: Int = .max,
                             measure: (String) -> Double) -> [String] {
        let limit = Swift.max(1, maximumLines)
        var shown = Substring(text)
        var cut = false
        if let end = text.index(text.startIndex, offsetBy: Swift.max(1, characterLimit), limitedBy: text.endIndex), end < text.endIndex {
            shown = shown[..<end]
            cut = true
        }
        let paragraphs = shown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var lines: [String] = []
        for (number, paragraph) in paragraphs.enumerated() {
            var rest = paragraph
            repeat {
                if lines.count == limit - 1 {
                    let more = number < paragraphs.count - 1 || cut
                    lines.append(tailTruncated(String(rest), width: width, forcingEllipsis: more, measure: measure))
                    return lines
                }
                let end = firstLineEnd(of: rest, width: width, measure: measure)
                lines.append(String(rest[..<end].droppingTrailingSpaces))
                rest = rest[end...].droppingLeadingSpaces
            } while !rest.isEmpty
        }
        if cut, let last = lines.popLast() { lines.append(tailTruncated(last, width: width, forcingEllipsis: true, measure: measure)) }
        return lines
    }

    /// `text` when its ink is no wider than `width` (and no ellipsis is forced); otherwise the
    /// longest prefix of whole characters (trailing spaces dropped) followed by "…" whose ink fits,
    /// just "…" when no character fits beside it, and "" when not even "…" fits. UILabel's default
    /// `lineBreakMode = .byTruncatingTail`: a line is never cut through a glyph.
    /// `forcingEllipsis`: text follows that is not shown, so "…" ends the line even when all of
    /// `text` would fit.
    package static func tailTruncated(_ text: String, width: Double, forcingEllipsis: Bool = false, measure: (String) -> Double) -> String {
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            String(characters[0..<count]).droppingTrailingSpaces + ellipsis
        }
        if !forcingEllipsis {
            guard width.isFinite, measure(text) > width else { return text }
        } else if !width.isFinite {
            return candidate(characters.count)
        }
        func fits(_ count: Int) -> Bool { measure(candidate(count)) <= width }
        guard fits(0) else { return "" }
        // Ink widths grow with the prefix (a narrower prefix never measures wider): bisect.
        var low = 0, high = forcingEllipsis ? characters.count : characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        return candidate(low)
    }

    /// Where the first line of `paragraph` (no newlines in it) ends: at the last break
    /// opportunity whose line fits `width`, else (one word wider than the line) after the longest
    /// run of that word's characters that fits, at least one.
    static func firstLineEnd(of paragraph: Substring, width: Double, measure: (String) -> Double) -> Substring.Index {
        guard !paragraph.isEmpty else { return paragraph.endIndex }
        if !width.isFinite || measure(String(paragraph.droppingTrailingSpaces)) <= width { return paragraph.endIndex }
        let opportunities = breakOpportunities(in: paragraph)
        var end: Substring.Index?
        for opportunity in opportunities {
            guard measure(String(paragraph[..<opportunity].droppingTrailingSpaces)) <= width else { break }
            end = opportunity
        }
        if let end { return end }
        // The first word alone is too wide: as many whole characters as fit (bisected), at least one.
        let word = Array(paragraph[..<(opportunities.first ?? paragraph.endIndex)])
        var low = 1, high = Swift.max(1, word.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(word[0..<middle]).droppingTrailingSpaces) <= width { low = middle } else { high = middle - 1 }
        }
        return paragraph.index(paragraph.startIndex, offsetBy: low)
    }

    /// The indices a line of `paragraph` may end at, in order, before its end: after each run of
    /// spaces, and between two characters either of which is an ideograph or kana unless the
    /// second is closing punctuation.
    static func breakOpportunities(in paragraph: Substring) -> [Substring.Index] {
        var opportunities: [Substring.Index] = []
        var previous: Character?, inkBefore = false
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            if let previous, inkBefore {
                let afterSpaces = previous.isBreakingSpace && !character.isBreakingSpace
                let ideographic = (previous.isIdeographic || character.isIdeographic) && !previous.isBreakingSpace
                    && !character.isBreakingSpace && !character.isClosingPunctuation
                if afterSpaces || ideographic { opportunities.append(index) }
            }
            inkBefore = inkBefore || !character.isBreakingSpace
            previous = character
            index = paragraph.index(after: index)
        }
        return opportunities
    }
}

extension Character {
    /// A space a line may break after: whitespace that is not a newline and not a no-break space.
    var isBreakingSpace: Bool {
        isWhitespace && !isNewline && self != "\u{00A0}" && self != "\u{202F}" && self != "\u{2007}"
    }

    /// A CJK ideograph, kana or CJK symbol, on either side of which a line may break (UAX #14's
    /// classes ID and CJ, roughly).
    var isIdeographic: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Punctuation a line may not start with (the kinsoku rule's commonest marks, and Latin
    /// closing marks).
    var isClosingPunctuation: Bool {
        "、。，．：；！？）」』】〕〉》〙〗｝］ーゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…‥,.:;!?)]}".contains(self)
    }
}

extension Substring {
    /// Without its trailing breaking spaces.
    var droppingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isBreakingSpace { end = index(before: end) }
        return self[..<end]
    }

    /// Without its leading breaking spaces.
    var droppingLeadingSpaces: Substring {
        drop { $0.isBreakingSpace }
    }
}

extension String {
    /// Without its trailing breaking spaces.
    var droppingTrailingSpaces: String {
        String(Substring(self).droppingTrailingSpaces)
    }
}
