import Foundation
import Testing
@testable import Config

/// A mistake is reported on the line a person sees it on (issue #38: the designer's YAML gutter
/// marked the wrong line): a key missing its colon or a quote left open at the line it starts on,
/// not where libyaml gives up; a duplicate key at its second copy; and lines counted as editors
/// and browsers count them, though YAML also ends a line at U+0085, U+2028 and U+2029.
@Suite struct MistakeLineTests {
    static let base = "extends: scale.coverFlow\n"

    /// `file:line` of the error loading `yaml`.
    func line(_ yaml: String, fileName: String = "scene.yaml") -> Int? {
        guard let first = loadErrorLine(yaml, fileName: fileName) else { return nil }
        let parts = first.split(separator: ":")
        return parts.count > 2 ? Int(parts[1]) : nil
    }

    @Test func syntaxMistakesAreWhereTheyStart() {
        let cases: [(String, Int)] = [
            (Self.base + "itemCount 3\nbackground: '#FFFFFF'\n", 2),         // the colon is missing on line 2
            (Self.base + "itemCount 3\n\n# c\n\nbackground: '#FFFFFF'\n", 2),  // …with blank and comment lines after it
            (Self.base + "itemCount 3\n", 2),
            (Self.base + "card:\n  cornerRadius 3\n  title: x\n", 3),        // read as one scalar up to line 4's colon
            (Self.base + "card:\n  title: \"abc\n  cornerRadius: 3\n", 3),  // a quote left open
            (Self.base + "timeline: {from: 0, to: 2\nitemCount: 3\n", 2),   // a brace left open
            (Self.base + "card:\n  cornerRadius: 3\n   title: x\n", 4),     // indented one too far: that line
            (Self.base + "card: title: x\n", 2),
            (Self.base + "card:\n\ttitle: x\n", 3),
        ]
        for (yaml, expected) in cases { #expect(line(yaml) == expected, "\(yaml)") }
        #expect(loadErrorLine(Self.base + "card:\n  cornerRadius 3\n  title: x\n")?.contains("line 3 has no `:` after its key") == true)
    }

    @Test func aDuplicateKeyIsShownAtItsSecondCopy() {
        let cases: [(String, Int)] = [
            (Self.base + "itemCount: 3\nitemCount: 4\n", 3),
            (Self.base + "effect:\n  scale:\n    minScale: 0.5\n    # c\n\n    maxScale: 1\n    minScale: 0.6\n", 8),
            (Self.base + "card:\n  cornerRadius: 3\n  inset:\n    horizontal: 0.1\n  cornerRadius: 5\n", 6),
            (Self.base + "card: {cornerRadius: 3,\n  title: x,\n  cornerRadius: 5}\n", 4),
            (Self.base + "\"itemCount\": 3\nitemCount: 4\n", 3),
            ("extends: parallax.cards\ncard:\n  layers:\n    - id: a\n      type: rect\n      id: b\n", 6),
        ]
        for (yaml, expected) in cases { #expect(line(yaml) == expected, "\(yaml)") }
        #expect(loadErrorLine(Self.base + "viewport: {width: 3, height: {width: 1}, width: 5}\n")
                == "scene.yaml:2:42: error: duplicate key `width` in one map (first at line 2) — keep one")
    }

    @Test func yamlsOwnLineBreaksDoNotShiftTheLines() {
        for separator in ["\u{85}", "\u{2028}", "\u{2029}"] {
            // In a quoted string (valid YAML): the next line's mistake is on its own line.
            #expect(line(Self.base + "card:\n  title: \"a\(separator)b\"\n  cornerRadius: -1\n") == 4)
            #expect(line((Self.base + "card:\n  title: \"a\(separator)b\(separator)c\"\n  cornerRadius: -1\n").replacingOccurrences(of: "\n", with: "\r\n")) == 4)
            // In a comment it ends the comment, so what follows is text: the mistake is on the comment's line, and said.
            let error = loadErrorLine(Self.base + "# a\(separator)b\nitemCount: -1\n")
            #expect(error?.hasPrefix("scene.yaml:2:") == true && error?.contains("U+2028") == true, "\(error ?? "")")
        }
    }

    @Test func otherMistakesKeepTheirLines() {
        let cases: [(String, Int)] = [
            (Self.base + "card: {cornerRadius: 8,\n  bogus: 1}\n", 3),
            ("\u{FEFF}" + Self.base + "# x\nitemCount: -1\n", 3),
            ((Self.base + "# x\nitemCount: -1\n").replacingOccurrences(of: "\n", with: "\r"), 3),
            (Self.base + "card:\n  title: |\n    one\n    two\n  cornerRadius: -4\n", 6),
            ("%YAML 1.1\n---\n" + Self.base + "itemCount: -1\n", 4),
        ]
        for (yaml, expected) in cases { #expect(line(yaml) == expected, "\(yaml)") }
        #expect(line("{\n  \"extends\": \"scale.coverFlow\",\n  \"itemCount\": 3,\n  \"itemCount\": 4\n}\n", fileName: "scene.json") == 4)
    }
}
