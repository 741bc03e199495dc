/// One thing a reviewer decides on: an image that did not pass (changed, new, or unreadable), or
/// a golden that no scene produces any more.
package struct ReviewItem: Codable, Hashable, Sendable {
    /// What kind of change it is.
    package enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// The rendering differs from its golden (in pixels or size).
        case changed
        /// There was no golden (missing, or recorded by the check).
        case new
        /// A golden the scene no longer renders (a shorter timeline): accepting removes it.
        case stale
        /// The scene could not be rendered or the golden could not be read.
        case error
    }

    /// The scene's name.
    package var scene: String
    /// The scene's folder inside the goldens folder.
    package var folder: String
    /// The image's name (`frame-0001`, `strip`).
    package var frame: String
    /// The kind of change.
    package var kind: Kind
    /// The check's status label (`failed`, `missing`, `recorded`, `error`), or `stale`.
    package var status: String
    /// What the check said about it.
    package var message: String
    /// The scroll offset drawn, for frames.
    package var offset: Double?
    /// The golden inside the goldens folder: `<folder>/<frame>.png`.
    package var golden: String
    /// The golden as the check read it, inside the report.
    package var expected: String?
    /// The rendering, inside the report: what accepting writes over the golden.
    package var actual: String?
    /// The diff image, inside the report.
    package var diff: String?
    /// The comparison's numbers, when a comparison ran.
    package var difference: ReportIndex.Numbers?
    /// The golden's size in pixels, `[width, height]`, when it could be read.
    package var expectedSize: [Int]?
    /// The rendering's size in pixels, `[width, height]`.
    package var actualSize: [Int]?
    /// Whether accepting can do anything: there is a rendering to write, or a stale golden to remove.
    package var acceptable: Bool
    /// What moved in the frame's layout, when the check kept both kinds and the layout differed too
    /// (`card 2: translation x 96.0 → 101.5 pt`), shown beside the pictures.
    package var layout: String? = nil

    /// `folder/frame`: how the command line and the API name the item.
    package var id: String { folder + "/" + frame }
}
