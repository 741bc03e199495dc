import Testing
import Transforms

/// UILabel's word wrapping, explicit breaks, tail truncation and line counts, measured by a
/// monospaced stand-in for a font: every character 10 pt wide, ideographs 20 pt.
@Suite struct LineBreakerTests {
    static func width(_ text: String) -> Double {
        text.reduce(0) { sum, character in
            sum + (character.unicodeScalars.first.map { $0.value >= 0x3000 } == true ? 20 : 10)
        }
    }

    func lines(_ text: String, width: Double, lines: Int) -> [String] {
        LineBreaker.lines(text, width: width, maximumLines: lines, measure: Self.width)
    }

    @Test func wordsWrapAtSpacesAndTheSpacesAreNotDrawn() {
        #expect(lines("the quick brown fox", width: 100, lines: 10) == ["the quick", "brown fox"])
        #expect(lines("the quick brown fox", width: 90, lines: 10) == ["the quick", "brown fox"])
        #expect(lines("the quick brown fox", width: 80, lines: 10) == ["the", "quick", "brown", "fox"])
        // Runs of spaces at a break stay with the line above and are dropped.
        #expect(lines("ab    cd", width: 40, lines: 10) == ["ab", "cd"])
    }

    @Test func textThatFitsIsOneLineUnchanged() {
        #expect(lines("  Inbox  ", width: 1000, lines: 1) == ["  Inbox  "])
        // Over several lines, the trailing spaces (never ink) are dropped; the leading ones stay.
        #expect(lines("  Inbox  ", width: 1000, lines: 3) == ["  Inbox"])
        #expect(lines("Inbox", width: .infinity, lines: 1) == ["Inbox"])
    }

    @Test func aWordWiderThanTheLineBreaksByCharactersOnALineOfItsOwn() {
        #expect(lines("a abcdefghij b", width: 40, lines: 10) == ["a", "abcd", "efgh", "ij b"])
        // Even a label narrower than one character shows a character per line.
        #expect(lines("abc", width: 5, lines: 10) == ["a", "b", "c"])
    }

    @Test func newlinesBreakTheLineAndAreNeverDrawn() {
        #expect(lines("one\ntwo", width: 1000, lines: 100) == ["one", "two"])
        #expect(lines("one\r\ntwo\rthree\u{2028}four", width: 1000, lines: 10) == ["one", "two", "three", "four"])
        #expect(lines("one\n\ntwo", width: 1000, lines: 10) == ["one", "", "two"])
        #expect(lines("one\ntwo", width: 1000, lines: 10).allSatisfy { !$0.contains { $0.isNewline } })
    }

    @Test func oneLineTruncatesItsTailWithAnEllipsis() {
        // UILabel's default: one line, "…" after the longest prefix that fits with it.
        #expect(lines("the quick brown fox", width: 100, lines: 1) == ["the quick…"])
        // Trailing spaces go before the ellipsis.
        #expect(lines("the quick brown fox", width: 50, lines: 1) == ["the…"])
        // More paragraphs than lines: the last line says text is missing even when it fits.
        #expect(lines("one\ntwo", width: 1000, lines: 1) == ["one…"])
    }

    @Test func twoLinesWrapThenTruncateTheRest() {
        #expect(lines("the quick brown fox jumps", width: 100, lines: 2) == ["the quick", "brown fox…"])
        #expect(lines("one\ntwo\nthree", width: 1000, lines: 2) == ["one", "two…"])
        #expect(lines("one two", width: 1000, lines: 2) == ["one two"])
    }

    @Test func theEllipsisAlwaysFitsTheWidth() {
        let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit"
        for width in stride(from: 10.0, through: 300, by: 7) {
            for count in 1...4 {
                let shown = lines(text, width: width, lines: count)
                #expect(shown.count <= count)
                #expect(shown.allSatisfy { Self.width($0) <= width }, "\(width) \(count): \(shown)")
            }
        }
        // Not even "…" fits: nothing.
        #expect(LineBreaker.tailTruncated("abc", width: 5, measure: Self.width) == "")
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(lines("", width: 100, lines: 1) == [""])
        #expect(lines("", width: 100, lines: 0) == [""])
    }

    @Test func chineseAndJapaneseWithoutSpacesBreakBetweenCharacters() {
        #expect(lines("你好世界和平", width: 80, lines: 10) == ["你好世界", "和平"])
        // Closing punctuation never starts a line: it goes down with the character before it.
        #expect(lines("今日は。晴れ", width: 60, lines: 10) == ["今日", "は。晴", "れ"])
        // Latin words in CJK text still break only at spaces or beside an ideograph.
        #expect(lines("abc漢字def", width: 60, lines: 10) == ["abc漢", "字def"])
    }

    @Test func numberOfLinesZeroTakesTheLinesThatFitTheHeight() {
        let wrapping = TextWrapping(numberOfLines: 0, lineSpacing: 4)
        // k lines of 20 pt with 4 pt between: 20, 44, 68, …
        #expect(wrapping.maximumLines(height: 43.9, lineHeight: 20) == 1)
        #expect(wrapping.maximumLines(height: 44, lineHeight: 20) == 2)
        #expect(wrapping.maximumLines(height: 68, lineHeight: 20) == 3)
        // At least one line, however short the label.
        #expect(wrapping.maximumLines(height: 3, lineHeight: 20) == 1)
        #expect(TextWrapping(numberOfLines: 0).maximumLines(height: 100, lineHeight: 20) == 5)
        // A positive numberOfLines ignores the height.
        #expect(TextWrapping(numberOfLines: 2).maximumLines(height: 1, lineHeight: 20) == 2)
        // A tiny font in a huge label is still a count.
        #expect(TextWrapping(numberOfLines: 0).maximumLines(height: 1e300, lineHeight: 1e-300) == Int(Int32.max))
    }

    @Test func theSameTextBreaksTheSameWayEveryTime() {
        let text = "Déjà vu — the quick 漢字 brown\nfox, jumps over the lazy dog again and again"
        let first = lines(text, width: 77, lines: 100)
        #expect(first.count > 5)
        for _ in 0..<20 { #expect(lines(text, width: 77, lines: 100) == first) }
    }
}
