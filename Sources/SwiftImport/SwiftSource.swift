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

    /// The line `node` ends on.
    func endLine(of node: some SyntaxProtocol) -> Int {
        node.endLocation(converter: converter).line
    }
}
