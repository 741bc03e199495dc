/// One frame of a scene as a layout golden keeps it: what `flipbook inspect` computes for the
/// frame (every laid-out card's 4×4 transform, alpha, z-order, blur, shadow, hidden flag, layers
/// and snapshot pieces; the pages, menu, page control, curl and overlay; the current page and the
/// delegate calls), with every fractional number rounded to `decimals` places.
///
/// Pure arithmetic from `Transforms`: no font, rasterizer or chip decides any of it (except a menu
/// whose items size to fit their titles: its item frames are measured in the scene's fonts).
/// Optional parts a scene does not have are `nil` and left out of the JSON.
package struct LayoutSnapshot: Codable, Hashable, Sendable {
    /// The frame's number in the timeline, from 1.
    package var frame: Int
    /// The scroll offset in pages.
    package var offset: Double
    /// Seconds since the timeline's start, for a time-based timeline.
    package var time: Double?
    /// The page the component calls current.
    package var currentPage: Int
    /// The delegate calls of the frame, one `kind field value …` line each.
    package var events: [String]
    /// The collection view's laid-out cards, back to front.
    package var items: [Item]
    /// A page view controller's pages, in index order.
    package var pages: [Page]?
    /// The Parchment menu.
    package var menu: Menu?
    /// The page control.
    package var pageControl: PageControl?
    /// The page curl.
    package var curl: Curl?
    /// The page overlay's layers.
    package var overlay: [Layer]?

    /// One laid-out card.
    package struct Item: Codable, Hashable, Sendable {
        /// The card's index.
        package var index: Int
        /// Its place in the drawing order, 0 at the back.
        package var zOrder: Int
        /// The effect's `zIndex`.
        package var zIndex: Int
        package var alpha: Double
        /// Blur radius in points.
        package var blur: Double
        package var hidden: Bool
        /// Row-major 4×4 about the card's centre (Core Animation's convention).
        package var transform: [Double]
        package var shadow: Shadow?
        package var layers: [Layer]?
        package var pieces: [Piece]?
    }

    /// A card's shadow.
    package struct Shadow: Codable, Hashable, Sendable {
        package var opacity: Double
        /// Points.
        package var radius: Double
        /// `[dx, dy]` in points.
        package var offset: [Double]
    }

    /// A resolved card or overlay layer.
    package struct Layer: Codable, Hashable, Sendable {
        package var id: String
        /// `[x, y, width, height]` in points.
        package var frame: [Double]
        package var alpha: Double
        package var transform: [Double]
        /// The layer it sits inside (its frame and transform are in that layer's coordinates);
        /// left out for a layer directly in the card or frame.
        package var container: String? = nil
    }

    /// One piece of a snapshot effect's card.
    package struct Piece: Codable, Hashable, Sendable {
        package var frame: [Double]
        package var transform: [Double]
        package var alpha: Double
    }

    /// A page of a page view controller.
    package struct Page: Codable, Hashable, Sendable {
        package var index: Int
        package var frame: [Double]
        package var visible: Bool
    }

    /// The menu's item frames and indicator, in content coordinates.
    package struct Menu: Codable, Hashable, Sendable {
        package var contentOffset: Double
        package var items: [MenuItem]
        /// The indicator's frame, `nil` for none.
        package var indicator: [Double]?
    }

    /// One menu item.
    package struct MenuItem: Codable, Hashable, Sendable {
        package var index: Int
        package var frame: [Double]
    }

    /// The page control's state.
    package struct PageControl: Codable, Hashable, Sendable {
        package var currentPage: Int
        package var numberOfPages: Int
        package var hidden: Bool
        package var dots: [Dot]
    }

    /// One shown dot.
    package struct Dot: Codable, Hashable, Sendable {
        package var index: Int
        package var frame: [Double]
        /// `#RRGGBBAA`.
        package var color: String
    }

    /// The page curl's state.
    package struct Curl: Codable, Hashable, Sendable {
        package var progress: Double
        /// Points.
        package var radius: Double
    }
}
