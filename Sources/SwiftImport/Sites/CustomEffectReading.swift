import Config
import SwiftSyntax

/// `effect.custom` from a cell's `transform(progress:)` and `zPosition(progress:)`, written the way
/// `flipbook code` writes a custom effect: each track a `Keyframes.value(p, [(progress, value), …],
/// curve: (x1, y1, x2, y2))` call, known by where its value goes —
///
/// - `let scale = Keyframes.value(…)` → `scale`;
/// - the angle of `CATransform3DMakeRotation(…, 0, 0, 1)` → `rotation`;
/// - the three arguments of `CATransform3DMakeTranslation(… * contentView.bounds.width, …)` → `translateX/Y/Z`;
/// - `….alpha = Keyframes.value(…)` → `alpha`; `_ = Keyframes.value(…)` → `blur`, its style from
///   the comment above it (`UIBlurEffect style .dark`);
/// - what `zPosition(progress:)` returns → `zPosition`; `perspective.m34 = …` → `m34`.
///
/// A `Keyframes.value` call anywhere else is refused with its place, never guessed.
struct CustomEffectReading {
    let program: Program
    let source: SwiftSource
    var reader: LiteralReader { LiteralReader(program: program) }

    /// The file's first `transform(progress:)` when it plays keyframes (`Keyframes.value(…)`).
    static func transformFunction(in source: SwiftSource) -> FunctionDeclSyntax? {
        let functions = FunctionFinder(viewMode: .sourceAccurate)
        functions.walk(source.tree)
        guard let transform = functions.transform, let body = transform.body, !keyframeCalls(in: Syntax(body)).isEmpty else { return nil }
        return transform
    }

    /// The `custom` map (without `base`), and where it was read; `nil` when the file has no
    /// `transform(progress:)` that plays keyframes.
    func read() throws(ImportError) -> (value: JSONValue, source: String)? {
        let functions = FunctionFinder(viewMode: .sourceAccurate)
        functions.walk(source.tree)
        guard let transform = functions.transform, let body = transform.body else { return nil }
        var tracks: [String: JSONValue] = [:]
        for call in Self.keyframeCalls(in: Syntax(body)) {
            guard let key = Self.track(of: call) else {
                throw .notALiteral(source.position(of: call), expression: call.trimmedDescription, option: "effect.custom")
            }
            tracks[key] = try track(call, option: "effect.custom." + key)
        }
        if let zPosition = functions.zPosition?.body {
            for call in Self.keyframeCalls(in: Syntax(zPosition)) { tracks["zPosition"] = try track(call, option: "effect.custom.zPosition") }
        }
        guard !tracks.isEmpty else { return nil }
        // In the config's order (CustomEffectSchema's).
        let order = ["translateX", "translateY", "translateZ", "scale", "rotation", "alpha", "blur", "zPosition"]
        var members = order.compactMap { key in tracks[key].map { JSONValue.Member(key, $0) } }
        if tracks["blur"] != nil, let style = Self.blurStyle(in: body.description) { members.append(.init("blurStyle", .string(style))) }
        if let m34 = try perspective(in: Syntax(body)) { members.append(.init("m34", .number(m34))) }
        return (.object(members), source.position(of: transform).fileAndLine)
    }

    /// Every `Keyframes.value(…)` call under `node`.
    private static func keyframeCalls(in node: Syntax) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.calls
    }

    /// Which track `call`'s value feeds, from the expression around it.
    private static func track(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let binding = parent.as(PatternBindingSyntax.self), binding.pattern.trimmedDescription == "scale" { return "scale" }
            if let outer = parent.as(FunctionCallExprSyntax.self) {
                let arguments = Array(outer.arguments)
                let index = arguments.firstIndex { $0.position <= call.position && call.endPosition <= $0.endPosition }
                switch (outer.calledExpression.trimmedDescription, index) {
                case ("CATransform3DMakeRotation", 0?): return "rotation"
                case ("CATransform3DMakeTranslation", let index?) where index < 3: return ["translateX", "translateY", "translateZ"][index]
                default: return nil
                }
            }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                // An assignment decides; arithmetic (`… * bounds.width`) is looked through.
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].position <= call.position {
                    let target = elements[0].trimmedDescription
                    if target == "_" { return "blur" }
                    return target.hasSuffix(".alpha") ? "alpha" : nil
                }
            }
            node = parent
        }
        return nil
    }

    /// A track: `[[p, v], …]`, or `{keyframes, curve: [x1, y1, x2, y2]}` when the call eases.
    private func track(_ call: FunctionCallExprSyntax, option: String) throws(ImportError) -> JSONValue {
        let arguments = Array(call.arguments)
        guard arguments.count >= 2, let list = arguments[1].expression.as(ArrayExprSyntax.self) else {
            throw .notALiteral(source.position(of: call), expression: call.trimmedDescription, option: option)
        }
        var keyframes: [JSONValue] = []
        for element in list.elements {
            guard let pair = element.expression.as(TupleExprSyntax.self), pair.elements.count == 2 else {
                throw .notALiteral(source.position(of: element), expression: element.trimmedDescription, option: option)
            }
            var numbers: [JSONValue] = []
            for part in pair.elements { numbers.append(.number(try reader.number(part.expression, option: option))) }
            keyframes.append(.array(numbers))
        }
        guard let curve = arguments.first(where: { $0.label?.text == "curve" }) else { return .array(keyframes) }
        guard let tuple = curve.expression.as(TupleExprSyntax.self), tuple.elements.count == 4 else {
            throw .notALiteral(source.position(of: curve), expression: curve.expression.trimmedDescription, option: option + ".curve")
        }
        var bezier: [JSONValue] = []
        for part in tuple.elements { bezier.append(.number(try reader.number(part.expression, option: option + ".curve"))) }
        return .object([.init("keyframes", .array(keyframes)), .init("curve", .array(bezier))])
    }

    /// `perspective.m34 = …` in the transform's body.
    private func perspective(in body: Syntax) throws(ImportError) -> Double? {
        for sequence in body.children(viewMode: .sourceAccurate).flatMap(Self.sequences) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[0].trimmedDescription.hasSuffix(".m34") else { continue }
            return try reader.number(elements[2], option: "effect.custom.m34")
        }
        return nil
    }

    private static func sequences(_ node: Syntax) -> [SequenceExprSyntax] {
        if let sequence = node.as(SequenceExprSyntax.self) { return [sequence] }
        return node.children(viewMode: .sourceAccurate).flatMap(sequences)
    }

    /// `dark` from `// Blur (UIBlurEffect style .dark): …`.
    private static func blurStyle(in text: String) -> String? {
        guard let range = text.range(of: "UIBlurEffect style .") else { return nil }
        let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
        return name.isEmpty ? nil : String(name)
    }
}

/// The first `transform(progress:)` and `zPosition(progress:)` functions of a file.
private final class FunctionFinder: SyntaxVisitor {
    var transform: FunctionDeclSyntax?
    var zPosition: FunctionDeclSyntax?

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let takesProgress = node.signature.parameterClause.parameters.first?.firstName.text == "progress"
        if takesProgress, node.name.text == "transform", transform == nil { transform = node }
        if takesProgress, node.name.text == "zPosition", zPosition == nil { zPosition = node }
        return .skipChildren
    }
}

/// `Keyframes.value(…)` calls.
private final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.trimmedDescription == "Keyframes.value" { calls.append(node) }
        return .visitChildren
    }
}
