import Config

/// The kind of value an option takes, which says how its Swift literal reads into the config.
indirect enum ValueKind: Sendable {
    /// A number (`0.7`, `1 / 3`).
    case number
    /// Radians (`.pi / 4`); the config takes radians too.
    case angle
    /// A whole number.
    case integer
    /// Parchment's zIndex: a whole number or `Int.max` (− n).
    case zIndex
    case bool
    case string
    /// An enum case's name (`.easeIn` → `easeIn`).
    case word
    /// A `UIColor` → `"#RRGGBB"` / `"#RRGGBBAA"`.
    case color
    /// A SwiftUI `Color` (`.blue` is the system blue), as a Parchment `PageView` modifier takes it.
    case swiftUIColor
    /// A `UIFont` → `{size, weight}` (`FontLiteral`).
    case font
    /// `CGPoint` → `{x, y}`.
    case point
    /// `CGSize` → `{width, height}`.
    case size
    /// `UIEdgeInsets` → `{top, left, bottom, right}`.
    case insets
    /// `(x, y, z)` → `[x, y, z]`.
    case triple
    /// `nil` → `null`, else the wrapped kind.
    case optional(ValueKind)
    /// An array literal of the element kind.
    case list(ValueKind)
    /// Upstream's `PiecesValue` of the element kind (`.rowBased(0.1, reversed: true)`).
    case pieces(ValueKind)
    /// A struct built with a labelled initialiser and property assignments.
    case options(OptionTable)
    /// One of several enum cases or static factories, each with its own arguments.
    case cases([CaseForm])
}

/// A struct's options: the Swift names an app writes (initialiser labels and properties) and the
/// config keys they feed.
struct OptionTable: Sendable {
    /// One option.
    struct Entry: Sendable {
        /// As Swift spells it (upstream's `stackRotateAngel` included).
        let swiftName: String
        /// The config key.
        let key: String
        let kind: ValueKind
    }

    /// The type's spellings: `ScaleTransformViewOptions`, `ScaleTransformViewOptions.Rotation3dOptions`, ….
    let typeNames: [String]
    let entries: [Entry]

    init(_ typeNames: [String], _ entries: [(String, ValueKind)]) {
        self.typeNames = typeNames
        self.entries = entries.map { Entry(swiftName: $0.0, key: $0.0, kind: $0.1) }
    }

    init(typeNames: [String], entries: [Entry]) {
        self.typeNames = typeNames
        self.entries = entries
    }

    func entry(_ swiftName: String) -> Entry? { entries.first { $0.swiftName == swiftName } }
}

/// One enum case or static factory an option accepts, and the config value it reads into.
struct CaseForm: Sendable {
    /// The case (`fixed`) or factory (`systemFont`).
    let name: String
    /// The config's key for the case (`fixed`), or `nil` when the arguments' map is the value itself
    /// (a font is `{size, weight}`).
    let key: String?
    /// `(Swift label, config key, kind)` for each argument; none for a plain case (`.hidden` → `hidden`).
    let arguments: [(label: String, key: String, kind: ValueKind)]
    /// Members the case implies (`boldSystemFont` → `weight: bold`).
    var implied: [JSONValue.Member] = []
    /// The arguments' defaults, written when the Swift leaves them out, so that a base the config
    /// extends cannot lend its own values to them (maps merge key by key).
    var defaults: [JSONValue.Member] = []
}
