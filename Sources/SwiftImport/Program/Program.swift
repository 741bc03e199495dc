import Problems
import SwiftSyntax

/// The Swift files of one import read together: their trees, an index of the types they declare
/// (with every extension), and positions for any node of any of them.
///
/// Values are followed from file to file (a constant in `Constants.swift` read where a cell uses
/// it), so a node's position is taken from the file whose tree holds it, never from the file being read.
final class Program {
    let sources: [SwiftSource]
    let types: TypeIndex
    private let byRoot: [SyntaxIdentifier: SwiftSource]
    /// Per type, the members its methods assign as a whole (`NameResolution`), worked out on first use.
    var reassigned: [String: Set<String>] = [:]

    init(_ sources: [SwiftSource]) {
        self.sources = sources
        types = TypeIndex(sources)
        var byRoot: [SyntaxIdentifier: SwiftSource] = [:]
        for source in sources { byRoot[Syntax(source.tree).id] = source }
        self.byRoot = byRoot
    }

    /// The file whose tree holds `node`.
    func source(of node: some SyntaxProtocol) -> SwiftSource {
        byRoot[node.root.id] ?? sources[0]
    }

    /// Where `node` starts, in its own file.
    func position(of node: some SyntaxProtocol) -> SourcePosition {
        source(of: node).position(of: node)
    }

    /// The line `node` ends on, in its own file.
    func endLine(of node: some SyntaxProtocol) -> Int {
        source(of: node).endLine(of: node)
    }

    /// The name a screen of the app takes for `node`: the outermost type that declares or extends
    /// around it (`PhotoCell` for `extension PhotoCell: ScaleTransformView`), else the file's name.
    func screen(of node: some SyntaxProtocol) -> String {
        var outermost: String?
        var current: Syntax? = Syntax(node)
        while let node = current {
            if let name = TypeIndex.declaredName(of: node) { outermost = name }
            current = node.parent
        }
        if let outermost { return TypeIndex.bare(outermost) }
        let file = source(of: node).name
        let last = file.split(separator: "/").last.map(String.init) ?? file
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }
}
