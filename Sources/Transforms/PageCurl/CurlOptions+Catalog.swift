// The page curl's parameters, described once (see `OptionDescription`): all Flipbook's own, as
// UIKit's curl is a private animation with none.

extension CurlOptions: OptionCatalog {
    /// Flipbook's own type: UIKit has none.
    package static var swiftTypeName: String { "CurlOptions" }

    /// Flipbook's defaults, chosen to look like the iOS page turn: `CurlOptions()`.
    package static var upstreamDefaults: Self { Self() }

    /// Every parameter, in the order `CurlDrag` uses them.
    package static var options: [OptionDescription<Self>] {
        [
            .init("radius", \.radius, unit: .points, range: .nonNegative, swift: .flipbookOnly,
                  "The curl's radius in points at the start of a turn (it tightens to 0 as the page lands); null: 14 % of the page's width."),
            .init("grab", \.grab, unit: .fraction, range: .unit, swift: .flipbookOnly,
                  "Where the finger holds the free edge, 0…1 from the spine's start (1: the far corner; default 0.9)."),
            .init("lift", \.lift, unit: .fraction, range: .unit, swift: .flipbookOnly,
                  "How far the drag bows toward the edge's middle, as a fraction of its length (0: a straight turn; default 0.2)."),
            .init("backFade", \.backFade, unit: .fraction, range: .unit, swift: .flipbookOnly,
                  "Single-sided pages: how much the mirrored back is blended toward white (default 0.7)."),
            .init("shadowOpacity", \.shadowOpacity, unit: .fraction, range: .unit, swift: .flipbookOnly,
                  "The shadow on the page underneath (default 0.4)."),
            .init("shadowRadius", \.shadowRadius, unit: .points, range: .nonNegative, swift: .flipbookOnly,
                  "Its blur, as CALayer.shadowRadius in points (default 16)."),
        ]
    }
}
