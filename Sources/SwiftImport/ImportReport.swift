/// What one imported config holds besides its keys: every option the importer saw is written,
/// written as a placeholder, or listed as left out, with why (nothing is dropped silently).
package struct ImportReport: Sendable {
    /// A value the files do not define, written as a stand-in and marked in the YAML.
    package struct Placeholder: Hashable, Sendable {
        /// The config key it feeds (`menu.textColor`).
        package var option: String
        /// The Swift as written (`UIColor(named: "PureBlack")!`).
        package var expression: String
        /// `file:line` of the expression.
        package var position: String
        /// What it is (`an asset colour …`, `` `Theme.tint` is defined outside these files``).
        package var why: String
        /// Whether the value written is the Swift's with only a part standing in (a custom font's
        /// size is read, its family is the system's); otherwise the upstream default stands in.
        package var keepsValue: Bool
    }

    /// Values written as placeholders.
    package var placeholders: [Placeholder] = []
    /// `option = expression  (file:line:column…)` for each value left out (`allowPartial`).
    package var omissions: [String] = []
    /// Properties set in the Swift that Flipbook has no setting for.
    package var notes: [String] = []
    /// How the Swift was read where it could be read more than one way (two settings of one
    /// option in an order not known, a storyboard's part, upstream's defaults taken).
    package var readings: [String] = []
    /// Values the app sets in methods it calls later that are not read (the app's state changing,
    /// not its setting): listed with the readings, and as left out in a folder's summary.
    package var laterChanges: [String] = []

    package init() {}

    mutating func append(_ other: ImportReport) {
        placeholders += other.placeholders
        omissions += other.omissions
        notes += other.notes
        readings += other.readings
        laterChanges += other.laterChanges
    }
}
