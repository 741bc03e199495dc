/// What a golden check keeps and compares for each frame.
package enum GoldenKind: String, CaseIterable, Hashable, Sendable, Codable {
    /// The rendered image (`frame-0001.png`): what users see, but it depends on the fonts, Cairo
    /// and the machine. The default.
    case pixels
    /// The layout's numbers (`layout.json`): every card's transform, alpha, z-order, blur and
    /// hidden flag, the pages, menu, page dots and events. Pure arithmetic: the same on every machine.
    case layout
    /// Both.
    case both

    /// Whether images are rendered and compared.
    package var checksPixels: Bool { self != .layout }
    /// Whether the layout is compared.
    package var checksLayout: Bool { self != .pixels }
}

/// Which golden a frame's outcome compared.
package enum GoldenPart: String, Hashable, Sendable, Codable {
    /// The frame's image.
    case pixels
    /// The frame's layout, in the scene's `layout.json`.
    case layout
}
