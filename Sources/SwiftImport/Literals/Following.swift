import SwiftSyntax

/// What a reader reads once names are followed: the defining expression, or a number or string
/// worked out on the way (an array's `count`, an enum case's implicit raw value).
enum Followed {
    case syntax(ExprSyntax)
    case number(Double)
    case text(String)
}

/// State shared by the readers of one option: the definitions being read (so that `let a = a + 1`
/// is refused instead of read forever) and the parts of a value written as placeholders.
final class ReadContext {
    private var active: [SyntaxIdentifier: Int] = [:]
    /// Parts of the value just read that stand in for something unknown (a custom font's family).
    var partialPlaceholders: [(expression: String, position: String, why: String)] = []

    func isActive(_ id: SyntaxIdentifier) -> Bool { (active[id] ?? 0) > 0 }
    func enter(_ ids: [SyntaxIdentifier]) { for id in ids { active[id, default: 0] += 1 } }
    func leave(_ ids: [SyntaxIdentifier]) { for id in ids { active[id, default: 1] -= 1 } }
}

extension LiteralReader {
    /// `expression` with its names followed (`spacing` → `12` from `let spacing: CGFloat = 12`),
    /// parentheses and casts taken off, and the definitions passed through (`targets`), which the
    /// caller marks as being read.
    func follow(_ expression: ExprSyntax, option: String) throws(ImportError) -> (value: Followed, targets: [SyntaxIdentifier]) {
        var current = unwrapped(expression)
        var targets: [SyntaxIdentifier] = []
        for _ in 0..<32 {
            guard let resolved = program.resolve(current) else { break }
            switch resolved {
            case let .expression(next):
                guard !context.isActive(next.id), !targets.contains(next.id) else {
                    throw .notALiteral(position(of: expression), expression: expression.trimmedDescription, option: option)
                }
                targets.append(next.id)
                current = unwrapped(next)
            case let .number(number): return (.number(number), targets)
            case let .text(text): return (.text(text), targets)
            case .unknown, .runtime: return (.syntax(current), targets)
            }
        }
        return (.syntax(current), targets)
    }

    /// `expression` followed to the syntax that defines it, for readers that look at its shape
    /// (an array of PVView actions, an options initialiser); a number or string stays as written.
    func followedSyntax(_ expression: ExprSyntax, option: String) throws(ImportError) -> ExprSyntax {
        if case let .syntax(syntax) = try follow(expression, option: option).value { return syntax }
        return unwrapped(expression)
    }
}

extension UnknownValue.Kind {
    /// Why the value is not known, as the config's comments and the summary say it.
    var why: String {
        switch self {
        case let .assetColor(name): return "an asset colour (\(name)) of the app's asset catalog"
        case let .customFont(name): return "a custom font (\(name)): the system font stands in"
        case let .outside(name): return "`\(name)` is defined outside these files"
        }
    }
}
