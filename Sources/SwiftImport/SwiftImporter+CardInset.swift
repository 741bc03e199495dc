import Config
import Problems
import SceneModel
import SwiftSyntax

extension SwiftImporter {
    /// `card.inset` from the first `.pagePadding(…)` or card frame in the files (`CardInsetReading`),
    /// as fractions of the viewport the config ends up with (`extends`' or Flipbook's default), and
    /// notes for what is not imported: a padding not the same on opposite sides, further paddings.
    /// A SwiftUI page view without a padding gets an inset of 0, as its page fills the cell.
    /// A padding the files do not define is a placeholder; under `allowPartial` one the app computes
    /// is left out and listed.
    func cardInset(in scope: ImportScope, groups: [Group]) throws(ImportError) -> (group: Group?, report: ImportReport) {
        let program = scope.catalog.program
        let found = scope.cardInsets.map(\.call)
        guard let first = found.first else {
            // Upstream's SwiftUI page fills its cell unless `.pagePadding` says otherwise.
            guard let call = scope.pageViewOptions.first?.call else { return (nil, ImportReport()) }
            let at = program.position(of: CardInsetReading.written(call).anchor).fileAndLine
            let value = JSONValue.object([.init("inset", .object([.init("horizontal", .number(0)), .init("vertical", .number(0))]))])
            return (Group(key: "card", value: value, source: at + " (a SwiftUI page view without .pagePadding: its page fills the cell)"), ImportReport())
        }
        let (width, height) = viewport(of: groups)
        let reader = LiteralReader(program: program)
        let sides: CardInsetReading.Sides
        var report = ImportReport()
        do {
            sides = try CardInsetReading(reader: reader).sides(first)
        } catch {
            switch error {
            case let .unknownValue(position, text, feeding, why):
                report.placeholders.append(.init(option: feeding, expression: text, position: position.fileAndLine, why: why, keepsValue: false))
            case let .notALiteral(position, text, feeding) where allowPartial:
                report.omissions.append("\(feeding) = \(text)  (\(position))")
            default:
                throw error
            }
            return (nil, report)
        }
        let written = CardInsetReading.written(first)
        let at = program.position(of: written.anchor).fileAndLine
        report.notes = found.dropFirst().map { other in
            let written = CardInsetReading.written(other)
            return "\(written.text)  (\(program.position(of: written.anchor).fileAndLine); the card's place is taken from \(at))"
        }
        guard let inset = sides.inset(width: width, height: height) else {
            report.notes.insert("\(written.text)  (\(at): Flipbook's card.inset is the same left and right, top and bottom)", at: 0)
            return (nil, report)
        }
        let value = JSONValue.object([.init("inset", .object([.init("horizontal", .number(inset.horizontal)), .init("vertical", .number(inset.vertical))]))])
        let how = "as fractions of the \(width.shortestDescription)×\(height.shortestDescription) viewport; the app's page is its screen"
        return (Group(key: "card", value: value, source: at + " (the card's place in its page, \(how))"), report)
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
