import SwiftParser
import SwiftSyntax

/// One Swift file, parsed (never compiled or run): its syntax tree and a way to name positions.
public struct SwiftSource {
    /// The file as the user named it.
    public let name: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    /// Parses `text`. swift-syntax recovers from mistakes, so any text gives a tree; what it could
    /// not read simply holds no option sites.
    public init(name: String, text: String) {
        self.name = name
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: name, tree: tree)
    }

    /// Where `node` starts, leading trivia (comments, blank lines) skipped.
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = node.startLocation(converter: converter)
        return SourcePosition(file: name, line: location.line, column: location.column)
    }

    /// Where swift-syntax's parser stopped at its nesting limit (parentheses, brackets or closures
    /// inside each other past it): the rest of the file is then unread. `nil` when it read it all.
    var nestingOverflow: SourcePosition? {
        guard tree.hasMaximumNestingLevelOverflow else { return nil }
        // Down the branch that holds the parser's unread remainder (the flag is set on its ancestors).
        var node = Syntax(tree)
        while !node.is(UnexpectedNodesSyntax.self),
              let child = node.children(viewMode: .all).first(where: { $0.hasMaximumNestingLevelOverflow }) {
            node = child
        }
        return position(of: node)
    }

    /// The line `node` ends on.
    func endLine(of node: some SyntaxProtocol) -> Int {
        node.endLocation(converter: converter).line
    }
}

