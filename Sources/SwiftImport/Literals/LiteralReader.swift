import Foundation
import Config
import Problems
import SwiftSyntax

/// Reads literal Swift expressions into config values, given the kind of value the option takes.
///
/// Literal means known without running the app: number, boolean and string literals; arithmetic
/// (`+ - * /`, parentheses, unary minus) on them and on `.pi` (`CGFloat.pi`, `Double.pi`); the
/// conversions `CGFloat(…)`, `Double(…)`, `NSNumber(value: …)` and `as CGFloat`; `CGPoint`,
/// `CGSize`, `UIEdgeInsets` initialisers and `.zero`; `UIColor(red:green:blue:alpha:)`,
/// `UIColor(white:alpha:)` and UIKit's named colours in their light-mode values; enum cases
/// (`.easeIn`); `Int.max`. A variable, a call to anything else, a conditional or a string with an
/// interpolation is refused (`ImportError.notALiteral`), never guessed.
struct LiteralReader {
    let program: Program
    let context: ReadContext

    init(program: Program, context: ReadContext = ReadContext()) {
        self.program = program
        self.context = context
    }

    /// Where `node` starts, in whichever file holds it.
    func position(of node: some SyntaxProtocol) -> SourcePosition { program.position(of: node) }

    /// The value of `expression` for `option` (a config key path, for messages). A name is
    /// followed to what it stands for in the files (`Followed`).
    func value(_ expression: ExprSyntax, as kind: ValueKind, option: String) throws(ImportError) -> JSONValue {
        let followed = try follow(expression, option: option)
        context.enter(followed.targets)
        defer { context.leave(followed.targets) }
        switch followed.value {
        case let .number(number):
            switch kind {
            case .number, .angle, .integer, .zIndex, .optional(.number), .optional(.integer): return .number(number)
            default: throw unexpected(expression, option, "a value other than a number")
            }
        case let .text(text):
            switch kind {
            case .string, .word, .optional(.string), .optional(.word): return .string(text)
            default: throw unexpected(expression, option, "a value other than a name")
            }
        case let .syntax(syntax):
            return try literalValue(syntax, as: kind, option: option)
        }
    }

    private func literalValue(_ expression: ExprSyntax, as kind: ValueKind, option: String) throws(ImportError) -> JSONValue {
        switch kind {
        case .number:
            return .number(try number(expression, option: option))
        case .angle:
            // `pi/4` as the config spells it, when that is exactly the value (as `flipbook code` writes it).
            let radians = try number(expression, option: option)
            let text = SwiftCode.angle(radians)
            return text.contains("pi") ? .string(text.replacingOccurrences(of: ".pi", with: "pi").replacingOccurrences(of: " ", with: "")) : .number(radians)
        case .integer:
            let value = try number(expression, option: option)
            guard value == value.rounded(), abs(value) < 1e15 else {
                throw unexpected(expression, option, "a whole number")
            }
            return .number(value)
        case .zIndex:
            return .number(try zIndex(expression, option: option))
        case .bool:
            guard let literal = expression.as(BooleanLiteralExprSyntax.self) else {
                throw refusal(expression, option, expected: "true or false")
            }
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .string:
            return .string(try string(expression, option: option))
        case .word:
            return .string(try word(expression, option: option))
        case .optional(let wrapped):
            if expression.is(NilLiteralExprSyntax.self) { return .null }
            return try value(expression, as: wrapped, option: option)
        case .color:
            return .string(try ColorLiteral.hex(of: expression, reader: self, option: option))
        case .swiftUIColor:
            return .string(try ColorLiteral.hex(of: expression, reader: self, option: option, swiftUI: true))
        case .font:
            return try FontLiteral(reader: self).value(expression, option: option)
        case .point:
            return try structure(expression, types: ["CGPoint"], labels: ["x", "y"], zero: true, option: option)
        case .size:
            return try structure(expression, types: ["CGSize"], labels: ["width", "height"], zero: true, option: option)
        case .insets:
            return try structure(expression, types: ["UIEdgeInsets"], labels: ["top", "left", "bottom", "right"], zero: true, option: option)
        case .triple:
            guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 3 else {
                throw refusal(expression, option, expected: "a tuple of three numbers, (x, y, z)")
            }
            return .array(try tuple.elements.map { element throws(ImportError) in .number(try number(element.expression, option: option)) })
        case .list(let element):
            guard let array = expression.as(ArrayExprSyntax.self) else {
                throw refusal(expression, option, expected: "an array literal")
            }
            return .array(try array.elements.map { item throws(ImportError) in try value(item.expression, as: element, option: option) })
        case .pieces(let element):
            return try PiecesLiteral(reader: self).value(expression, element: element, option: option)
        case .options(let table):
            return try OptionsLiteral(reader: self).value(expression, table: table, option: option)
        case .cases(let cases):
            return try CaseLiteral(reader: self).value(expression, cases: cases, option: option)
        }
    }

    // MARK: Numbers

    /// A number: literals and arithmetic on them, `.pi`, conversions; one that is not finite (`1e309`,
    /// `1/0`) is refused, at the innermost expression that left the reals.
    func number(_ expression: ExprSyntax, option: String) throws(ImportError) -> Double {
        let followed = try follow(expression, option: option)
        context.enter(followed.targets)
        defer { context.leave(followed.targets) }
        let value: Double
        switch followed.value {
        case let .number(number): value = number
        case .text: throw unexpected(expression, option, "a number")
        case let .syntax(syntax): value = try evaluated(syntax, option: option)
        }
        guard value.isFinite else {
            // `options.minScale = 1/0` read as one sequence: name the value, not the assignment.
            var elements = Array(unwrapped(expression).as(SequenceExprSyntax.self)?.elements ?? [])
            if elements.count > 3, elements[1].is(AssignmentExprSyntax.self) {
                elements.removeFirst(2)
                let text = elements.map(\.description).joined().trimmingCharacters(in: .whitespacesAndNewlines)
                throw .notFinite(position(of: elements[0]), expression: text, option: option)
            }
            throw .notFinite(position(of: expression), expression: expression.trimmedDescription, option: option)
        }
        return value
    }

    private func evaluated(_ expression: ExprSyntax, option: String) throws(ImportError) -> Double {
        let expression = unwrapped(expression)
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            let text = integer.literal.text.replacingOccurrences(of: "_", with: "")
            let value: Double?
            if text.hasPrefix("0x") { value = Int(text.dropFirst(2), radix: 16).map(Double.init) }
            else if text.hasPrefix("0b") { value = Int(text.dropFirst(2), radix: 2).map(Double.init) }
            else if text.hasPrefix("0o") { value = Int(text.dropFirst(2), radix: 8).map(Double.init) }
            else { value = Double(text) }
            guard let value else { throw unexpected(expression, option, "a number") }
            return value
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(float.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw unexpected(expression, option, "a number")
            }
            return value
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let value = try number(prefix.expression, option: option)
            switch prefix.operator.text {
            case "-": return -value
            case "+": return value
            default: throw refusal(expression, option, expected: "a number")
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "pi",
           member.base.map({ ["CGFloat", "Double", "Float"].contains($0.trimmedDescription) }) ?? true {
            return .pi
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let assigned = elements.count > 3 && elements[1].is(AssignmentExprSyntax.self)
            return try arithmetic(assigned ? Array(elements.dropFirst(2)) : elements, whole: expression, option: option)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
           argument.label == nil, ["CGFloat", "Double", "Float", "Int"].contains(call.calledExpression.trimmedDescription) {
            return try number(argument.expression, option: option)
        }
        throw refusal(expression, option, expected: "a number")
    }

    /// `a op b op c …` with `*` and `/` before `+` and `-`, left to right; `as T` casts skipped.
    private func arithmetic(_ elements: [ExprSyntax], whole: ExprSyntax, option: String) throws(ImportError) -> Double {
        // A conditional, or arithmetic on anything but literals, is refused as a whole.
        if elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) || $0.is(AssignmentExprSyntax.self) }) {
            throw refusal(whole, option, expected: "a number")
        }
        var operands: [Double] = []
        var operators: [String] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            if element.is(UnresolvedAsExprSyntax.self) {
                index += 2  // `as` and the type
                continue
            }
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                operators.append(op.operator.text)
            } else {
                do {
                    operands.append(try number(element, option: option))
                } catch {
                    guard case .notALiteral = error else { throw error }
                    throw refusal(whole, option, expected: "a number")
                }
            }
            index += 1
        }
        guard operands.count == operators.count + 1 else { throw refusal(whole, option, expected: "a number") }
        // Multiplicative first.
        var sums = [operands[0]]
        var sumOperators: [String] = []
        for (op, operand) in zip(operators, operands.dropFirst()) {
            switch op {
            case "*": sums[sums.count - 1] *= operand
            case "/": sums[sums.count - 1] /= operand
            case "+", "-": sums.append(operand); sumOperators.append(op)
            default: throw refusal(whole, option, expected: "a number")
            }
        }
        var result = sums[0]
        for (op, operand) in zip(sumOperators, sums.dropFirst()) { result = op == "+" ? result + operand : result - operand }
        return result
    }

    /// A Parchment zIndex: a whole number, or `Int.max` (− n), which the config writes as
    /// 1000000 (− n): the config's zIndex stays below 10¹⁵, and any value above the items draws the same.
    private func zIndex(_ expression: ExprSyntax, option: String) throws(ImportError) -> Double {
        let text = expression.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if text == "Int.max" || text == ".max" { return 1_000_000 }
        if text.hasPrefix("Int.max-"), let n = Double(text.dropFirst("Int.max-".count)) { return 1_000_000 - n }
        let value = try number(expression, option: option)
        guard value == value.rounded(), abs(value) < 1e15 else { throw unexpected(expression, option, "a whole number or Int.max") }
        return value
    }

    // MARK: Words and strings

    /// An enum case's name: `.easeIn`, `UIBlurEffect.Style.light`, `ScaleTransformViewOptions.CurveType.linear`.
    func word(_ expression: ExprSyntax, option: String) throws(ImportError) -> String {
        let followed = try follow(expression, option: option)
        if case let .text(text) = followed.value { return text }
        guard case let .syntax(expression) = followed.value, let member = expression.as(MemberAccessExprSyntax.self), isTypePath(member.base) else {
            throw refusal(expression, option, expected: "an enum case such as .linear")
        }
        // Swift 2 and Parchment 0.x spelt cases capitalised (`.Horizontal`, `.PreferCentered`).
        let name = member.declName.baseName.text
        guard let first = name.first, first.isUppercase, name.dropFirst().contains(where: \.isLowercase) else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// A string literal without interpolation.
    func string(_ expression: ExprSyntax, option: String) throws(ImportError) -> String {
        let followed = try follow(expression, option: option)
        if case let .text(text) = followed.value { return text }
        guard case let .syntax(expression) = followed.value, let literal = expression.as(StringLiteralExprSyntax.self) else {
            throw refusal(expression, option, expected: "a string literal")
        }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else {
                throw ImportError.notALiteral(position(of: expression), expression: expression.trimmedDescription, option: option)
            }
            text += Self.unescaped(plain.content.text)
        }
        return text
    }

    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = "", iterator = text.makeIterator()
        while let c = iterator.next() {
            guard c == "\\", let next = iterator.next() else { out.append(c); continue }
            switch next {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            default: out.append(next)
            }
        }
        return out
    }

    /// Nothing, or a chain of type names (`UIBlurEffect.Style`): the base of an enum case.
    func isTypePath(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let member = base.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text.first?.isUppercase == true && isTypePath(member.base)
        }
        return false
    }

    // MARK: Structures

    /// `Type(label: …, …)`, `.init(…)` or `.zero` / `Type.zero`: a map of the labels' numbers.
    private func structure(_ expression: ExprSyntax, types: [String], labels: [String], zero: Bool, option: String) throws(ImportError) -> JSONValue {
        let expected = "\(types[0])(\(labels.map { $0 + ":" }.joined()))"
        if zero, let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero",
           member.base.map({ types.contains($0.trimmedDescription) }) ?? true {
            return .object(labels.map { JSONValue.Member($0, .number(0)) })
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), isConstructor(call.calledExpression, of: types) else {
            throw refusal(expression, option, expected: expected)
        }
        let arguments = Array(call.arguments)
        guard arguments.map({ $0.label?.text ?? "" }) == labels else { throw unexpected(expression, option, expected) }
        return .object(try arguments.map { argument throws(ImportError) in
            JSONValue.Member(argument.label?.text ?? "", .number(try number(argument.expression, option: option + "." + (argument.label?.text ?? ""))))
        })
    }

    /// `Type`, `.init` or `Type.init`, for one of `types`.
    func isConstructor(_ callee: ExprSyntax, of types: [String]) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return types.contains(reference.baseName.text) }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            return member.base.map { types.contains($0.trimmedDescription) || types.contains(where: $0.trimmedDescription.hasSuffix) } ?? true
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return types.contains(member.trimmedDescription)
        }
        return false
    }

    // MARK: Shared

    /// Parentheses around one value, `NSNumber(value: x)`, `x as T` and a trailing `!` taken off.
    func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return unwrapped(only.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "NSNumber",
           call.arguments.count == 1, call.arguments.first?.label?.text == "value", let argument = call.arguments.first {
            return unwrapped(argument.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self) { return unwrapped(elements[0]) }
        }
        if let force = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(force.expression) }
        return expression
    }

    /// Not a literal: a variable, a call, a conditional. `expected` describes the option's values
    /// for a literal of the wrong kind.
    /// A name the files do not define (another module's constant, an asset colour) is an
    /// `unknownValue`, written as a placeholder; anything the app works out while it runs is not a literal.
    func refusal(_ expression: ExprSyntax, _ option: String, expected: String) -> ImportError {
        if isLiteralLooking(expression) { return unexpected(expression, option, expected) }
        let (position, text) = assignedValue(expression)
        if case let .unknown(kind)? = program.resolve(unwrapped(expression)) {
            return .unknownValue(position, expression: text, option: option, why: kind.why)
        }
        return .notALiteral(position, expression: text, option: option)
    }

    func unexpected(_ expression: ExprSyntax, _ option: String, _ expected: String) -> ImportError {
        let (position, text) = assignedValue(expression)
        return .unexpectedValue(position, expression: text, option: option, expected: expected)
    }

    /// Where the value starts and its text; for a whole `x = a / b` statement (see
    /// `Assignment.split`), the part after `=`.
    private func assignedValue(_ expression: ExprSyntax) -> (SourcePosition, String) {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count > 3,
              let equals = sequence.elements.first(where: { $0.is(AssignmentExprSyntax.self) }),
              let first = sequence.elements.first(where: { $0.position > equals.position }) else {
            return (position(of: expression), expression.trimmedDescription)
        }
        let text = sequence.elements.filter { $0.position >= first.position }.map(\.trimmedDescription).joined(separator: " ")
        return (position(of: first), text)
    }

    /// A literal of some kind (so a wrong one is a type mismatch, not a value to be computed).
    private func isLiteralLooking(_ expression: ExprSyntax) -> Bool {
        expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
            || expression.as(StringLiteralExprSyntax.self).map { $0.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } } ?? false
            || expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }
}
