import Config
import Problems
import SceneModel
import SwiftSyntax

extension SwiftImporter {
    /// `card.inset` from the first `.pagePadding(…)` or card frame in the files (`CardInsetReading`),
    /// as fractions of the viewport the config ends up with (`extends`' or Flipbook's default), and
    /// notes for what is not imported: a padding not the same on opposite sides, further paddings.
    /// A SwiftUI page view without a padding gets an inset of 0, as its page fills the cell.
    /// Under `allowPartial` a padding that is not a literal is left out and listed (`omissions`).
    func cardInset(in sources: [SwiftSource], groups: [Group]) throws(ImportError) -> (group: Group?, notes: [String], omissions: [String]) {
        var found: [(source: SwiftSource, call: FunctionCallExprSyntax)] = []
        var pageView: (source: SwiftSource, call: FunctionCallExprSyntax)?
        for source in sources {
            let finder = SiteFinder(source: source)
            found += finder.cardInsets.map { (source, $0) }
            if pageView == nil, let call = finder.pageViewOptions.first { pageView = (source, call) }
        }
        guard let (source, first) = found.first else {
            // Upstream's SwiftUI page fills its cell unless `.pagePadding` says otherwise.
            guard let (source, call) = pageView else { return (nil, [], []) }
            let at = source.position(of: CardInsetReading.written(call).anchor).fileAndLine
            let value = JSONValue.object([.init("inset", .object([.init("horizontal", .number(0)), .init("vertical", .number(0))]))])
            return (Group(key: "card", value: value, source: at + " (a SwiftUI page view without .pagePadding: its page fills the cell)"), [], [])
        }
        let (width, height) = viewport(of: groups)
        let reader = LiteralReader(source: source)
        let sides: CardInsetReading.Sides
        do {
            sides = try CardInsetReading(reader: reader).sides(first)
        } catch {
            guard allowPartial, case let .notALiteral(position, text, feeding) = error else { throw error }
            return (nil, [], ["\(feeding) = \(text)  (\(position))"])
        }
        let written = CardInsetReading.written(first)
        let at = source.position(of: written.anchor).fileAndLine
        var notes = found.dropFirst().map { other in
            let written = CardInsetReading.written(other.call)
            return "\(written.text)  (\(other.source.position(of: written.anchor).fileAndLine); the card's place is taken from \(at))"
        }
        guard let inset = sides.inset(width: width, height: height) else {
            notes.insert("\(written.text)  (\(at): Flipbook's card.inset is the same left and right, top and bottom)", at: 0)
            return (nil, notes, [])
        }
        let value = JSONValue.object([.init("inset", .object([.init("horizontal", .number(inset.horizontal)), .init("vertical", .number(inset.vertical))]))])
        let how = "as fractions of the \(width.shortestDescription)×\(height.shortestDescription) viewport; the app's page is its screen"
        return (Group(key: "card", value: value, source: at + " (the card's place in its page, \(how))"), notes, [])
    }

    /// The viewport's width and height: `extends`' when it sets one, else Flipbook's default.
    private func viewport(of groups: [Group]) -> (Double, Double) {
        let fallback = (Scene.defaultViewport.width, Scene.defaultViewport.height)
        guard let extends = groups.first(where: { $0.key == "extends" }),
              let resolved = try? ConfigDocument.resolved(.object([.init("extends", extends.value)]), directory: directory),
              case let .number(width)? = resolved["viewport"]?["width"], case let .number(height)? = resolved["viewport"]?["height"] else {
            return fallback
        }
        return (width, height)
    }
}
