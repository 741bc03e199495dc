import FileFormats
import Transforms

/// Settings laid over a preset's or a config's scene, e.g. from the command line. `nil` keeps the
/// scene's value.
package struct SceneOverrides: Sendable {
    /// The collection view's size, points.
    package var viewport: Size?
    /// The card's size, points: the card centred in the page.
    package var card: Size?
    /// The number of items, in one section (a scene's `sections` give way to it).
    package var itemCount: Int?
    /// Upstream's `numberOfVisibleItems`.
    package var numberOfVisibleItems: Int?
    /// The scroll offsets to draw.
    package var timeline: Timeline?
    /// Pixels per point.
    package var scale: Double?
    /// The file format.
    package var format: OutputOptions.Format?
    /// PNG compression effort.
    package var pngLevel: PNGLevel?
    /// False draws no shadows.
    package var drawsShadows: Bool?
    /// False draws no title and no subtitle.
    package var drawsText: Bool?
    /// The cards' corner radius, points.
    package var cornerRadius: Double?
    /// The page colour.
    package var background: Color?

    /// No overrides.
    package init() {}

    /// `scene` with every set override applied.
    package func applied(to scene: Scene) -> Scene {
        var scene = scene
        if let viewport { scene.viewport = viewport }
        if let card { scene.cardPlacement = .size(card) }
        if let itemCount, itemCount != scene.itemCount {
            scene.itemCount = itemCount
            scene.sections = nil
        }
        if let numberOfVisibleItems { scene.numberOfVisibleItems = numberOfVisibleItems }
        if let timeline { scene.timeline = timeline }
        if let scale { scene.output.scale = scale }
        if let format { scene.output.format = format }
        if let pngLevel { scene.output.pngLevel = pngLevel }
        if let drawsShadows { scene.drawsShadows = drawsShadows }
        if drawsText == false {
            scene.card.title = nil
            scene.card.subtitle = nil
        }
        if let cornerRadius { scene.card.cornerRadius = cornerRadius }
        if let background { scene.background = background }
        return scene
    }
}
