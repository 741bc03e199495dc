// Written by hand, a small recursive-descent parser: the allowed dependencies hold no well-kept
// Swift expression library, and the grammar must stay bounded (a fixed set of operators and
// functions, a length and depth limit, no variables), which a general evaluator would not give.

extension TimingExpression {
    /// Why a text is not an expression: where (`column`, counted in characters from 1), what was
    /// expected there and what was found.
    package struct ParseError: Error, Hashable, Sendable {
        /// The character the problem is at, counted from 1.
        package var column: Int
        /// What the grammar allows there (`a number, x, pi, a function or (`).
        package var expected: String
        /// What is there instead (`)`, `the end`…).
        package var found: String
    }

    /// The expression `text` (see the type for the grammar), or where and why it is not one.
    package static func parse(_ text: String) -> Result<TimingExpression, ParseError> {
        let characters = Array(text)
        guard characters.count <= maximumLength else {
            return .failure(ParseError(column: maximumLength + 1, expected: "at most \(maximumLength) characters",
                                       found: "\(characters.count) characters"))
        }
        var parser = Parser(characters: characters)
        do {
            let root = try parser.sum(depth: 0)
            parser.skipSpaces()
            if parser.index < characters.count {
                throw parser.error(expected: "an operator (+ - * / ^) or the end")
            }
            return .success(TimingExpression(source: text, root: root))
        } catch let error as ParseError {
            return .failure(error)
        } catch {
            return .failure(ParseError(column: 1, expected: "an expression", found: "\(error)"))
        }
    }

    /// The parser's cursor over the characters.
    private struct Parser {
        let characters: [Character]
        var index = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        /// The next character after spaces, not consumed.
        mutating func peek() -> Character? {
            skipSpaces()
            return index < characters.count ? characters[index] : nil
        }

        func error(expected: String) -> ParseError {
            let found = index < characters.count ? "`\(characters[index])`" : "the end"
            return ParseError(column: index + 1, expected: expected, found: found)
        }

        func checkDepth(_ depth: Int) throws {
            if depth > TimingExpression.maximumDepth {
                throw ParseError(column: index + 1, expected: "at most \(TimingExpression.maximumDepth) nested operations",
                                 found: "deeper nesting")
            }
        }

        /// Nesting (`depth`) grows with each parenthesis, call, unary sign and exponent, where the
        /// tree grows deeper; chains of `+` or `*` are loops and do not nest.
        /// sum := product (("+" | "-") product)*
        mutating func sum(depth: Int) throws -> Node {
            try checkDepth(depth)
            return try chain(sums: true, depth: depth)
        }

        /// The operators of a level: `+ -` (sums) or `* /` (products), as written (also `− × ÷`).
        static func binaryOperator(_ character: Character, sums: Bool) -> Operator? {
            switch (character, sums) {
            case ("+", true): return .add
            case ("-", true), ("−", true): return .subtract
            case ("*", false), ("×", false): return .multiply
            case ("/", false), ("÷", false): return .divide
            default: return nil
            }
        }

        /// A left-associative chain: sums of products, or products of unaries.
        /// product := unary (("*" | "/") unary)*
        mutating func chain(sums: Bool, depth: Int) throws -> Node {
            var left = sums ? try chain(sums: false, depth: depth) : try unary(depth: depth)
            while let next = peek(), let op = Self.binaryOperator(next, sums: sums) {
                index += 1
                left = .binary(op, left, sums ? try chain(sums: false, depth: depth) : try unary(depth: depth))
            }
            return left
        }

        /// unary := ("-" | "+") unary | power
        mutating func unary(depth: Int) throws -> Node {
            try checkDepth(depth)
            switch peek() {
            case "-", "−":
                index += 1
                return .negate(try unary(depth: depth + 1))
            case "+":
                index += 1
                return try unary(depth: depth + 1)
            default:
                return try power(depth: depth)
            }
        }

        /// power := primary ("^" unary)?   (right-associative: the exponent is itself a unary)
        mutating func power(depth: Int) throws -> Node {
            let base = try primary(depth: depth)
            guard peek() == "^" else { return base }
            index += 1
            return .binary(.power, base, try unary(depth: depth + 1))
        }

        /// primary := number | name | name "(" sum ("," sum)* ")" | "(" sum ")"
        mutating func primary(depth: Int) throws -> Node {
            let expected = "a number, x, pi, a function (\(Function.allCases.map(\.rawValue).joined(separator: ", "))) or ("
            guard let next = peek() else { throw error(expected: expected) }
            if next == "(" {
                index += 1
                let inner = try sum(depth: depth + 1)
                guard peek() == ")" else { throw error(expected: "`)`") }
                index += 1
                return inner
            }
            if next == "π" {
                index += 1
                return .pi
            }
            if next.isASCII && (next.isNumber || next == ".") { return try number() }
            guard next.isASCII && (next.isLetter || next == "_") else { throw error(expected: expected) }
            let start = index
            while index < characters.count, characters[index].isASCII,
                  characters[index].isLetter || characters[index].isNumber || characters[index] == "_" || characters[index] == "." {
                index += 1
            }
            let name = String(characters[start..<index])
            switch name {
            case "x", "input": return .input
            case "pi", "Double.pi", ".pi": return .pi
            default: break
            }
            guard let function = Function(rawValue: name) else {
                index = start
                throw ParseError(column: start + 1, expected: "x, input, pi or a function (\(Function.allCases.map(\.rawValue).joined(separator: ", ")))",
                                 found: "`\(name)`")
            }
            guard peek() == "(" else { throw error(expected: "`(` after \(name)") }
            index += 1
            var arguments = [try sum(depth: depth + 1)]
            while peek() == "," {
                index += 1
                arguments.append(try sum(depth: depth + 1))
            }
            guard arguments.count == function.arity else {
                throw error(expected: "\(function.arity == 1 ? "one argument" : "two arguments") for \(name)")
            }
            guard peek() == ")" else { throw error(expected: "`)` or `,`") }
            index += 1
            return .call(function, arguments)
        }

        /// Digits with an optional fraction and exponent (`2`, `0.5`, `.5`, `1e-3`).
        mutating func number() throws -> Node {
            let start = index
            func digits() { while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 } }
            digits()
            if index < characters.count, characters[index] == "." { index += 1; digits() }
            if index < characters.count, characters[index] == "e" || characters[index] == "E" {
                let mark = index
                index += 1
                if index < characters.count, characters[index] == "+" || characters[index] == "-" { index += 1 }
                let exponentStart = index
                digits()
                if index == exponentStart { index = mark }
            }
            let text = String(characters[start..<index])
            guard let value = Double(text), value.isFinite else {
                index = start
                throw error(expected: "a number")
            }
            return .number(value)
        }
    }
}
