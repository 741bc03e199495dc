import Problems
import Transforms

extension Scene {
    /// The accepted output scales (pixels per point).
    package static let scaleRange: ClosedRange<Double> = 0.25...4
    /// The most frames one export may have.
    package static let maximumFrames = 100_000
    /// The most items laid out in one frame: all of them when `numberOfVisibleItems` is not set,
    /// else at most `numberOfVisibleItems`.
    package static let maximumLaidOutItems = 10_000
    /// The accepted item counts, for config keys (`itemCount`) and flags (`--items`) alike: many, as
    /// in upstream's long lists, since only `numberOfVisibleItems` of them are laid out.
    package static let itemCountRange: ClosedRange<Int> = 1...1_000_000_000
    /// The most sections a scene may have (`sections`).
    package static let maximumSections = 10_000
    /// The accepted `numberOfVisibleItems` (`--visible`): at most what one frame may lay out.
    package static let visibleItemsRange: ClosedRange<Int> = 1...maximumLaidOutItems
    /// The scroll offsets a timeline may reach, in pages either way: as far as the largest item
    /// count. Beyond it the renderer would hand Cairo coordinates it cannot draw in bounded time
    /// (one strip cell of a parallax scene at offset −1e30 took 31 s), so offsets outside are
    /// refused with the setting that produced them.
    package static let offsetRange: ClosedRange<Double> = -1e9...1e9
    /// The thinnest card side drawn, in points.
    package static let minimumCardSide = 0.01
    /// The most pixels on a side of a frame or a card: Cairo's image surface limit
    /// (`CairoKit.ImageSurface.maximumSide`; a Render test keeps the two equal).
    package static let maximumPixelSide = 16_384

    /// One frame's size in pixels: the frame (viewport plus any menu) times the output scale, rounded up.
    package var pixelSize: (width: Int, height: Int) {
        (Self.pixels(frameSize.width * output.scale), Self.pixels(frameSize.height * output.scale))
    }

    /// The pages' size in pixels: the viewport times the output scale, rounded up.
    package var pagePixelSize: (width: Int, height: Int) {
        (Self.pixels(viewport.width * output.scale), Self.pixels(viewport.height * output.scale))
    }

    /// Points × scale → whole pixels (a hair under a whole number stays that number), at least 1;
    /// past 10⁹ (and for NaN or infinity) `Int.max`, which every size check refuses.
    static func pixels(_ length: Double) -> Int {
        guard length.isFinite, length <= 1e9 else { return length.isNaN || length > 0 ? Int.max : 1 }
        return Swift.max(1, Int((length - 1e-9).rounded(.up)))
    }

    /// Throws a `Problem` naming the first setting that cannot be drawn and how to fix it.
    /// Fixes name settings by their config keys in backticks (for example `output.scale`); the CLI
    /// rewrites them as its flags (`--scale`) where a flag gave the value.
    /// The timeline is checked separately (`Timeline.validatedOffsets()`), as one frame does not need it.
    public func validate() throws {
        func require(_ condition: Bool, _ kind: Problem.Kind, _ problem: @autoclosure () -> String, fix: @autoclosure () -> Wording) throws {
            if !condition { throw Problem(kind, Wording(problem()), fix: fix()) }
        }
        try require(viewport.width.isFinite && viewport.height.isFinite && viewport.width > 0 && viewport.height > 0, .outOfRange,
                    "the viewport \(viewport.width)×\(viewport.height) pt is empty", fix: "give a positive size such as \(setting: "viewport") 300x400")
        try require(output.scale.isFinite && Self.scaleRange.contains(output.scale), .outOfRange,
                    "the scale \(output.scale) is outside \(Self.scaleRange.lowerBound)…\(Self.scaleRange.upperBound)",
                    fix: "use \(setting: "output.scale") 1, 2 or 3 (pixels per point)")
        // The menu first: its height is part of the frame's, and a frame too tall because of it
        // names the menu's settings, not the scale a preset happens to set.
        try menu?.validate(itemCount: itemCount, scrollDirection: scrollDirection)
        let size = pixelSize
        if size.width > Self.maximumPixelSide || size.height > Self.maximumPixelSide {
            let pages = pagePixelSize
            let fix: Wording = menu != nil && pages.width <= Self.maximumPixelSide && pages.height <= Self.maximumPixelSide
                ? "lower the menu's height: \(setting: "menu.menuItemSize")'s height plus \(setting: "menu.menuInsets")' top and bottom"
                : "lower \(setting: "output.scale") or \(setting: "viewport")"
            throw Problem.tooLarge(width: size.width, height: size.height, what: "frame", fix: fix)
        }
        if case let .inset(horizontal, vertical) = cardPlacement {
            try require(horizontal.isFinite && vertical.isFinite && horizontal >= 0 && vertical >= 0 && horizontal < 0.5 && vertical < 0.5, .outOfRange,
                        "the card inset \(horizontal), \(vertical) leaves no card", fix: "use fractions of the page in 0…0.5, or \(setting: "card.size") WxH")
        }
        let frame = cardFrame
        try require(frame.width.isFinite && frame.height.isFinite && frame.width > 0 && frame.height > 0, .outOfRange,
                    "the card \(frame.width)×\(frame.height) pt is empty", fix: "give a positive size such as \(setting: "card.size") 200x300")
        // Cards are painted into textures and scaled by pixels per point of card: a card thinner
        // than this makes that scale overflow Cairo's matrix, a huge one its surfaces and fonts.
        try require(frame.width >= Self.minimumCardSide && frame.height >= Self.minimumCardSide, .outOfRange,
                    "the card \(frame.width)×\(frame.height) pt is thinner than \(Self.minimumCardSide) pt",
                    fix: "give a size such as \(setting: "card.size") 200x300, or a larger \(setting: "viewport")")
        let cardPixels = (width: Self.pixels(frame.width * output.scale), height: Self.pixels(frame.height * output.scale))
        if cardPixels.width > Self.maximumPixelSide || cardPixels.height > Self.maximumPixelSide {
            throw Problem.tooLarge(width: cardPixels.width, height: cardPixels.height, what: "card", fix: "lower \(setting: "card.size") or \(setting: "output.scale")")
        }
        try require(itemCount >= 0, .outOfRange, "the item count \(itemCount) is negative", fix: "use \(setting: "itemCount") 1 or more")
        try validatePages()
        if let visible = numberOfVisibleItems {
            try require(visible >= 0, .outOfRange, "the visible item count \(visible) is negative", fix: "use \(setting: "numberOfVisibleItems") 1 or more, or leave it out")
            // Every laid-out item is computed (and held) each frame: a huge numberOfVisibleItems with as many
            // items would ask for hundreds of gigabytes instead of failing with a message.
            try require(Swift.min(visible, itemCount) <= Self.maximumLaidOutItems, .tooLarge,
                        "\(Swift.min(visible, itemCount)) visible items would all be laid out in every frame",
                        fix: "use \(setting: "numberOfVisibleItems") \(Self.maximumLaidOutItems) or fewer")
        } else {
            try require(itemCount <= Self.maximumLaidOutItems, .tooLarge,
                        "\(itemCount) items would all be laid out in every frame",
                        fix: "set \(setting: "numberOfVisibleItems", value: "5") (upstream's numberOfVisibleItems) or lower \(setting: "itemCount")")
        }
        try require(card.cornerRadius.isFinite && card.cornerRadius >= 0, .outOfRange,
                    "the corner radius \(card.cornerRadius) is not a length", fix: "use \(setting: "card.cornerRadius") 0 or more")
        if let border = card.border {
            try require(border.width.isFinite && border.width >= 0, .outOfRange, "the border width \(border.width) is not a length", fix: "use 0 or more points")
        }
        if case .palette = card.fill {
            try require(!card.palette.isEmpty, .missing, "the card palette is empty", fix: "give at least one colour or a solid fill")
        }
        for (name, colour) in [("background", background), ("text colour", card.textColor)] {
            try require([colour.red, colour.green, colour.blue, colour.alpha].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, .outOfRange,
                        "the \(name) has components outside 0…1", fix: "write colours as '#RRGGBB'")
        }
        if loop {
            // The ring is the collection view's: Parchment's menu, a page view controller, the page
            // dots and PVView's overlay count pages from 0 to the last, which a ring does not have.
            let other = menu != nil ? "menu" : pageViewController != nil ? "pageViewController" : pageControl != nil ? "pageControl"
                : overlay != nil ? "overlay" : nil
            if let other {
                throw Problem(.conflict, "\(setting: "loop") makes a ring of the collection view's items, which \(setting: other) cannot follow",
                              fix: "remove \(setting: other), or set \(setting: "loop", value: "false")", setting: "loop")
            }
        }
        if let sections {
            try validateSections(sections)
        }
        // PVView ignores the last page (by default): an overlay of one page would load no layer and
        // draw nothing, with nothing said. Faithful, and never what the config's author meant.
        if let overlay, overlay.pages.count == 1, overlay.ignoreLastPage, !overlay.pages[0].isEmpty {
            throw Problem(.conflict, "the overlay's one page is also its last, which PVView ignores while \(setting: "overlay.ignoreLastPage") is true (its default): none of its layers would be drawn",
                          fix: "set \(setting: "overlay.ignoreLastPage", value: "false"), or add a page after it", setting: "overlay.ignoreLastPage")
        }
        try validateLayoutMemory()
    }
}

extension Timeline {
    /// The offsets, after checking there is at least one, not too many, and all are numbers.
    package func validatedOffsets() throws -> [Double] {
        switch self {
        case let .sweep(from, to, frames, curve):
            guard frames >= 1 else {
                throw Problem(.outOfRange, "a sweep of \(frames) frames draws nothing", fix: "use \(setting: "timeline.frames") 1 or more")
            }
            guard frames <= Scene.maximumFrames else {
                throw Problem.tooMany("the sweep", has: frames, "frames", maximum: Scene.maximumFrames, fix: "use fewer \(setting: "timeline.frames")")
            }
            guard from.isFinite, to.isFinite else {
                throw Problem(.outOfRange, "the sweep from \(from) to \(to) is not a range of offsets", fix: "use numbers such as \(setting: "timeline.from") 0 \(setting: "timeline.to") 4")
            }
            for (key, value) in [("timeline.from", from), ("timeline.to", to)] where !Scene.offsetRange.contains(value) {
                throw Scene.offsetOutOfRange(value, setting: key)
            }
            guard curve.isValid else {
                if case let .cubicBezier(x1, y1, x2, y2) = curve {
                    throw Problem(.outOfRange, "cubic-bezier(\(x1),\(y1),\(x2),\(y2)) is not a timing curve", fix: "keep x1 and x2 within 0…1, as in CSS")
                }
                throw Problem(.outOfRange, "the curve \(curve.spelling) does not come to rest", fix: "give a spring a mass, stiffness and damping above 0")
            }
            if case let .spring(spring) = curve, let slow = spring.slowSettleProblem {
                throw slow
            }
        case .script:
            throw Problem(.failure, "a time-based timeline is sampled with its scene", fix: "use Scene.validatedOffsets()")
        case let .offsets(offsets):
            guard !offsets.isEmpty else {
                throw Problem.nothing("offsets to draw", fix: "give \(setting: "timeline") o1,o2,… or \(setting: "timeline.from") A \(setting: "timeline.to") B \(setting: "timeline.frames") N")
            }
            guard offsets.count <= Scene.maximumFrames else {
                throw Problem.tooMany("the timeline", has: offsets.count, "offsets", maximum: Scene.maximumFrames, fix: "draw fewer offsets")
            }
            if let bad = offsets.first(where: { !$0.isFinite }) {
                throw Problem.notANumber("the offset \(bad)", fix: "use numbers such as \(setting: "timeline") 0,0.5,1")
            }
            if let far = offsets.first(where: { !Scene.offsetRange.contains($0) }) {
                throw Scene.offsetOutOfRange(far, setting: "timeline")
            }
        }
        return offsets
    }
}

extension Scene {
    /// An offset outside `offsetRange`, said with the setting that gave or produced it.
    static func offsetOutOfRange(_ offset: Double, setting: String) -> Problem {
        Problem(.outOfRange, "\(setting: setting) reaches the offset \(offset.shortestDescription), beyond the \(offsetRange.upperBound.shortestDescription) pages either way a timeline may scroll",
                fix: "keep offsets within \(offsetRange.lowerBound.shortestDescription)…\(offsetRange.upperBound.shortestDescription)",
                setting: setting, value: offset.shortestDescription)
    }
}

extension Scene {
    /// `sections` against the item count and the systems that page by one flat count: Parchment's
    /// menu and a page view controller page view controllers, not a collection view's sections,
    /// and a ring (`loop`) repeats one list of items.
    private func validateSections(_ sections: [Int]) throws {
        guard !sections.isEmpty, sections.count <= Self.maximumSections else {
            throw Problem(.outOfRange, "\(setting: "sections") lists \(sections.count) sections",
                          fix: "list 1 to \(Self.maximumSections) item counts, one per section, or remove \(setting: "sections") for one section",
                          setting: "sections")
        }
        if let negative = sections.firstIndex(where: { $0 < 0 }) {
            throw Problem(.outOfRange, "section \(negative) of \(setting: "sections") has \(sections[negative]) items",
                          fix: "give each section 0 or more items", setting: "sections")
        }
        let total = sections.reduce(0) { $0.addingReportingOverflow($1).overflow ? Int.max : $0 + $1 }
        guard total == itemCount else {
            throw Problem(.conflict, "\(setting: "sections") add up to \(total) items, but \(setting: "itemCount") is \(itemCount)",
                          fix: "remove \(setting: "itemCount") (sections set it), or make the two agree", setting: "sections")
        }
        if loop {
            throw Problem(.conflict, "\(setting: "sections") divide the items into sections, and a ring (\(setting: "loop")) repeats one list of items",
                          fix: "remove \(setting: "sections"), or set \(setting: "loop", value: "false")", setting: "sections")
        }
        let other = menu != nil ? "menu" : pageViewController != nil ? "pageViewController" : nil
        if let other {
            throw Problem(.conflict, "\(setting: "sections") divide a collection view's items, which \(setting: other) does not page through",
                          fix: "remove \(setting: "sections"), or remove \(setting: other)", setting: "sections")
        }
    }
}
