/// What a layer draws inside its frame.
package enum LayerContent: Hashable, Sendable {
    /// Text: one line by default, wrapped over several as UILabel's (`TextWrapping`).
    case text(TextContent)
    /// A PNG image.
    case image(ImageContent)
    /// A rectangle, optionally rounded and bordered.
    case rect(ShapeContent)
    /// The ellipse inscribed in the frame (a circle in a square frame).
    case circle(ShapeContent)
    /// A linear gradient filling the frame.
    case gradient(GradientContent)
    /// A plain-style table view: sections of rows with separators.
    case table(TableContent)
    /// A segmented control.
    case segmented(SegmentedContent)

    /// `text`, `image`, `rect`, `circle`, `gradient`, `table` or `segmented`: the config's `type`.
    package var typeName: String {
        switch self {
        case .text: return "text"
        case .image: return "image"
        case .rect: return "rect"
        case .circle: return "circle"
        case .gradient: return "gradient"
        case .table: return "table"
        case .segmented: return "segmented"
        }
    }

    /// The fonts the content draws text in, each with the key that sets it (`font`, `headerFont`).
    package var fonts: [(key: String, font: TextFont)] {
        switch self {
        case let .text(text): return [("font", text.font)]
        case let .table(table): return [("font", table.font), ("headerFont", table.headerFont)]
        case let .segmented(control): return [("font", control.font)]
        case .image, .rect, .circle, .gradient: return []
        }
    }
}

/// Text laid out in the layer's frame as a UILabel lays it out: broken into lines
/// (`LineBreaker`, `wrapping`), each line placed by `alignment`, the block of lines centred vertically.
package struct TextContent: Hashable, Sendable {
    /// Horizontal placement of the text's ink in the frame.
    package enum Alignment: String, CaseIterable, Hashable, Sendable { case left, center, right }

    /// The template: `{index}` is the item index, `{number}` the index + 1, `{section}` and `{item}`
    /// the item's index path (see `expanded`).
    package var text: String
    /// The font: family (`nil`, the system font, draws Inter), weight and size in points.
    package var font: TextFont
    /// The text colour.
    package var color: Color
    /// Extra space after each character, points (UIKit's `.kern` attribute); 0 by default.
    package var letterSpacing: Double
    /// Where the ink sits horizontally; vertically it is centred in the frame.
    package var alignment: Alignment
    /// How many lines and how far apart (UILabel's `numberOfLines`, `lineSpacing`); one line by default.
    package var wrapping: TextWrapping
    /// Set for the two layers made from a card's `title` and `subtitle`: they are laid out
    /// together, as cards without layers always were (see `Caption`).
    package var caption: Caption?

    /// A text; one centred white line in the 17 pt regular system font by default.
    package init(text: String, font: TextFont = TextFont(size: 17), color: Color = .white, alignment: Alignment = .center,
                wrapping: TextWrapping = .singleLine, caption: Caption? = nil, letterSpacing: Double = 0) {
        self.letterSpacing = letterSpacing
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.wrapping = wrapping
        self.caption = caption
    }

    /// A card's title and subtitle laid out as one block: every line centred horizontally, the
    /// block (the title's lines' ink, `gap`, the subtitle's lines' ink) centred vertically in the
    /// frame, measured by ink extents. Text wider or taller than the card is clipped to it; other
    /// text is not clipped. With `numberOfLines = 0` the title takes the lines that fit in the frame
    /// less the gap and one subtitle line; the subtitle those that fit below the title's block.
    package struct Caption: Hashable, Sendable {
        /// Which line this layer draws.
        package enum Role: String, Hashable, Sendable { case title, subtitle }
        /// This layer's line.
        package var role: Role
        /// The title template, `nil` or empty for none.
        package var title: String?
        /// The subtitle template, `nil` or empty for none.
        package var subtitle: String?
        /// The title's font (bold by default).
        package var titleFont: TextFont
        /// The subtitle's font (regular by default).
        package var subtitleFont: TextFont
        /// Space between the title's and subtitle's ink, points.
        package var gap: Double
        /// The title's lines (one by default).
        package var titleWrapping: TextWrapping
        /// The subtitle's lines (one by default).
        package var subtitleWrapping: TextWrapping

        /// A caption line; see the type.
        package init(role: Role, title: String?, subtitle: String?, titleFont: TextFont, subtitleFont: TextFont, gap: Double,
                    titleWrapping: TextWrapping = .singleLine, subtitleWrapping: TextWrapping = .singleLine) {
            self.role = role
            self.title = title
            self.subtitle = subtitle
            self.titleFont = titleFont
            self.subtitleFont = subtitleFont
            self.gap = gap
            self.titleWrapping = titleWrapping
            self.subtitleWrapping = subtitleWrapping
        }
    }

    /// `template` with `{index}` replaced by `index` (the page, counted across sections),
    /// `{number}` by `index + 1`, and `{section}` and `{item}` by the index path `index` shows in
    /// `sections` (`ItemSections.indexPath(ofPage:)`); in one section (`sections` `nil`) they are 0
    /// and `index`. With a `title` (a menu cell's layers), `{title}` is that title, as written.
    /// Any other brace is kept as written.
    package static func expanded(_ template: String, index: Int, sections: ItemSections? = nil, title: String? = nil) -> String {
        guard template.contains("{") else { return template }
        let path = sections?.indexPath(ofPage: index) ?? (section: 0, item: index)
        var fields: [(name: Substring, value: String)] = [
            ("{index}", String(index)), ("{number}", String(index + 1)),
            ("{section}", String(path.section)), ("{item}", String(path.item)),
        ]
        if let title { fields.append(("{title}", title)) }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let tail = rest[open...]
            if let field = fields.first(where: { tail.hasPrefix($0.name) }) {
                out += field.value
                rest = tail.dropFirst(field.name.count)
            } else {
                out += "{"
                rest = tail.dropFirst()
            }
        }
        return out + rest
    }
}

/// A PNG drawn in the layer's frame and clipped to it.
package struct ImageContent: Hashable, Sendable {
    /// How the image fits the frame (`UIView.ContentMode`).
    package enum Mode: String, CaseIterable, Hashable, Sendable {
        /// Covers the frame, centred; the overflow is clipped (`scaleAspectFill`).
        case fill
        /// Fits inside the frame, centred (`scaleAspectFit`).
        case fit
    }

    /// The PNG file; relative paths start in the config's folder (resolved by the config reader).
    package var path: String
    /// Aspect fill or fit.
    package var mode: Mode

    /// An image, aspect-filled by default.
    package init(path: String, mode: Mode = .fill) {
        self.path = path
        self.mode = mode
    }
}

/// A filled shape with an optional border drawn inside its edge (as `CALayer.border*`).
package struct ShapeContent: Hashable, Sendable {
    /// The fill; `nil` for none.
    package var fill: Color?
    /// Corner radius in points (rectangles only), at most half the shorter side.
    package var cornerRadius: Double
    /// A border inside the edge; `nil` for none.
    package var border: LayerBorder?

    /// A shape; white and square-cornered by default.
    package init(fill: Color? = .white, cornerRadius: Double = 0, border: LayerBorder? = nil) {
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.border = border
    }
}

/// A linear gradient across the layer's frame (`CAGradientLayer`).
package struct GradientContent: Hashable, Sendable {
    /// Evenly spaced colour stops, at least two.
    package var colors: [Color]
    /// Where the first colour is, in fractions of the frame (`startPoint`, default top centre).
    package var start: Point
    /// Where the last colour is (`endPoint`, default bottom centre).
    package var end: Point
    /// Corner radius in points, at most half the shorter side.
    package var cornerRadius: Double

    /// A gradient from top to bottom by default, as `CAGradientLayer`'s.
    package init(colors: [Color], start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1), cornerRadius: Double = 0) {
        self.colors = colors
        self.start = start
        self.end = end
        self.cornerRadius = cornerRadius
    }
}

/// A border drawn inside a shape's edge, following its corners (`CALayer.borderWidth/borderColor`):
/// a layer's, and a card's (`CardStyle.border`), which the renderer draws the same way.
public struct LayerBorder: Hashable, Sendable {
    /// Points.
    public var width: Double
    /// The border colour.
    public var color: Color

    /// A border of `width` points in `color`.
    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}
