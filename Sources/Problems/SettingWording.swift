/// How one front end names settings: the CLI by its flags (`--record all`), a Swift test by its
/// arguments (`record: .all`), a file-based report by the config keys. Libraries keep settings
/// marked in a `Wording`; a front end turns it into text with its own `SettingWording`.
package struct SettingWording: Sendable {
    /// The name of the setting with this config key path.
    package var name: @Sendable (String) -> String
    /// The setting given a value; nil for the name, a space and the value.
    package var assignment: @Sendable (String, String) -> String?

    /// A wording that names settings with `name` and assigns values with `assignment`.
    package init(name: @escaping @Sendable (String) -> String,
                assignment: @escaping @Sendable (String, String) -> String? = { _, _ in nil }) {
        self.name = name
        self.assignment = assignment
    }

    /// Settings by their config keys in backticks, assignments as the key, a colon and the value in backticks: how files
    /// (reports, JSON) and messages without a front end of their own name them.
    package static let keys = SettingWording(name: { "`\($0)`" }, assignment: { "`\($0): \($1)`" })

    /// `wording` as text, its settings named this way.
    package func callAsFunction(_ wording: Wording) -> String {
        wording.worded(naming: name, assigning: { assignment($0, $1) ?? "\(name($0)) \($1)" })
    }
}
