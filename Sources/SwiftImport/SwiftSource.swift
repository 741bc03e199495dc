import Problems
import SwiftParser
import SwiftSyntax

/// One Swift file, parsed (never compiled or run): its syntax tree and a way to name positions.
package struct SwiftSource {
    /// The file as the user named it.
    package let name: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
    /// The text, for turning swift-syntax's UTF-8 columns into the characters positions count.
    let text: Text

    /// Parses `text`. swift-syntax recovers from mistakes, so any text gives a tree; what it could
    /// not read simply holds no option sites.
    package init(name: String, text: String) {
        self.name = name
        self.text = Text(text: text)
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: name, tree: tree)
    }

    /// Where `node` starts, leading trivia (comments, blank lines) skipped.
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        let location = node.startLocation(converter: converter)
        // swift-syntax counts columns in UTF-8 bytes; positions count characters.
        let bytes = text.text.utf8
        let lineStart = bytes.index(bytes.startIndex, offsetBy: converter.position(ofLine: location.line, column: 1).utf8Offset)
        let before = bytes[lineStart..<bytes.index(lineStart, offsetBy: location.column - 1)]
        let column = String(decoding: before, as: UTF8.self).count + 1
        return SourcePosition(file: name, line: location.line, column: column, in: text)
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

    /// The file's text, which positions quote.
    final class Text: SourceText {
        let text: String
        init(text: String) { self.text = text }
    }
}

