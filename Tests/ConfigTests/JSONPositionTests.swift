import Testing
@testable import Config
import Problems
import TestSupport

/// Every value and key the JSON parser reads is placed at the line and column (in characters)
/// where it is written, in one-line documents (what the designer's page sends) and in ones with
/// line breaks, with characters of one to four UTF-8 bytes before it.
@Suite struct JSONPositionTests {
    /// A random document written piece by piece, with where each value and key starts.
    struct Writer {
        var text = ""
        var line = 1, column = 1
        /// (line, column) of each value and key, in the order the parser meets them.
        var starts: [(Int, Int)] = []
        var random: SplitMix64
        let breaks: Bool

        mutating func append(_ piece: String) {
            for character in piece {
                if character == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            text += piece
        }

        mutating func space() {
            let choices = breaks ? ["", " ", "\n", "\n  ", "\t"] : ["", " ", "  "]
            append(choices[Int(random.next() % UInt64(choices.count))])
        }

        mutating func string() -> String {
            // é (2 bytes), 日 (3), 😀 (4) and an escape: each one character of the line.
            let parts = ["a", "é", "日", "😀", "\\n", "\\u00e9", "x y"]
            return "\"" + (0..<Int(random.next() % 4)).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined() + "\""
        }

        mutating func value(depth: Int) {
            starts.append((line, column))
            switch depth > 3 ? random.next() % 4 : random.next() % 6 {
            case 0: append("-12.5e2")
            case 1: append(["true", "false", "null"][Int(random.next() % 3)])
            case 2, 3: append(string())
            case 4:
                append("[")
                let count = Int(random.next() % 4)
                for index in 0..<count {
                    space()
                    value(depth: depth + 1)
                    space()
                    if index < count - 1 { append(",") }
                }
                append("]")
            default:
                append("{")
                let count = Int(random.next() % 4)
                for index in 0..<count {
                    space()
                    starts.append((line, column))
                    append("\"k\(index)\(["", "é", "😀"][Int(random.next() % 3)])\"")
                    space()
                    append(":")
                    space()
                    value(depth: depth + 1)
                    if index < count - 1 { append(",") }
                }
                space()
                append("}")
            }
        }
    }

    /// The parsed marks in the writer's order: a map's key, then its value.
    static func marks(_ node: ConfigNode) -> [(Int, Int)] {
        var out = [(node.mark.line, node.mark.column)]
        switch node.value {
        case let .list(items): out += items.flatMap(marks)
        case let .map(entries): out += entries.flatMap { [($0.keyMark.line, $0.keyMark.column)] + marks($0.value) }
        default: break
        }
        return out
    }

    @Test(arguments: [false, true])
    func everyValueAndKeyIsPlacedWhereItIsWritten(breaks: Bool) throws {
        for seed in 0..<300 as Range<UInt64> {
            var writer = Writer(random: SplitMix64(seed: seed), breaks: breaks)
            writer.space()
            writer.value(depth: 0)
            writer.space()
            var parser = JSONParser(file: SourceFile(displayName: "x.json", url: nil, text: writer.text))
            let parsed = Self.marks(try parser.document())
            #expect(parsed.map(\.0) == writer.starts.map(\.0) && parsed.map(\.1) == writer.starts.map(\.1), "seed \(seed): \(writer.text)")
        }
    }

    /// A syntax error after a long run of values on one line is placed at its own column.
    @Test func aSyntaxErrorLateOnALongLineIsPlacedAtItsColumn() {
        let text = "[" + String(repeating: "\"é\", ", count: 500) + "01]"
        var parser = JSONParser(file: SourceFile(displayName: "x.json", url: nil, text: text))
        do {
            _ = try parser.document()
            Issue.record("a leading zero was read")
        } catch let problem as Problem {
            #expect(problem.position?.line == 1 && problem.position?.column == 1 + 500 * 5 + 1, "\(problem.message)")
        } catch {
            Issue.record("\(error)")
        }
    }
}
