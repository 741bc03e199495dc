/// The page-curl style of `UIPageViewController`: which pages rest where, and the turning leaf.
///
/// Timeline offsets count **positions**: at position `k` the pages at rest are
/// - `spineLocation: min | max`, single-sided: page `k`;
/// - `min | max`, double-sided: page `2k` (page `2k + 1` is on its back, seen only while turning);
/// - `mid`: pages `2k` (left or top half) and `2k + 1` (right or bottom half).
/// Offset `k + p` (`0 ≤ p < 1`) turns the leaf of position `k` forward with progress `p`, showing
/// position `k + 1` underneath. Offsets are clamped to the positions; an integer offset is flat.
///
/// The leaf's sheet frame (`CurlCylinder`: `x` from the spine, `y` along it) sits in the viewport
/// by an isometry: horizontal `min` spine on the left edge of the page area (`max`: the right edge,
/// mirrored; `mid`: the middle, the leaf being the right half); vertical: the same with the spine
/// on the top edge (`max`: bottom; `mid`: middle, the leaf being the bottom half), sheet `y`
/// running left to right.
///
/// Right to left (`isRightToLeft`, UIKit's `semanticContentAttribute = .forceRightToLeft`), a
/// horizontal book is mirrored across the page area's vertical centre line, its pages' content
/// not: `min` binds the right edge and pages turn from left to right (the geometry of a
/// left-to-right `max`), `max` the left edge, and a `mid` spread shows page `2k` on the right and
/// turns its left half. Vertical navigation is not mirrored, as UIKit does not mirror it.
package struct PageCurlLayout: Hashable, Sendable {
    /// The page view controller's options, already validated for page curl.
    package var options: PageViewControllerOptions
    /// The curl's own parameters, already validated.
    package var curl: CurlOptions
    /// Where the pages go, in viewport points.
    package var pageArea: Rect
    /// Number of pages (items).
    package var pageCount: Int
    /// Whether a horizontal book reads right to left (mirrored); always `false` when vertical.
    package var isRightToLeft: Bool

    /// A page-curl layout of `pageCount` pages in `pageArea`.
    package init(options: PageViewControllerOptions, curl: CurlOptions = CurlOptions(), pageArea: Rect, pageCount: Int,
                isRightToLeft: Bool = false) {
        self.options = options
        self.curl = curl
        self.pageArea = pageArea
        self.pageCount = Swift.max(0, pageCount)
        self.isRightToLeft = isRightToLeft && options.navigationOrientation == .horizontal
    }

    /// `frame` mirrored across the page area's vertical centre line when right to left.
    private func directed(_ frame: Rect) -> Rect {
        guard isRightToLeft else { return frame }
        return Rect(x: 2 * pageArea.x + pageArea.width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
    }

    var spine: PageViewControllerOptions.SpineLocation { options.effectiveSpineLocation }
    var isHorizontal: Bool { options.navigationOrientation == .horizontal }

    /// Number of positions: the page count, or half of it for double-sided pages and `mid`.
    package var positionCount: Int { options.positionCount(pageCount: pageCount) }

    /// The turning leaf's frame in viewport points.
    package var leafFrame: Rect {
        let a = pageArea
        guard spine == .mid else { return a }
        return isHorizontal ? directed(Rect(x: a.x + a.width / 2, y: a.y, width: a.width / 2, height: a.height))
                            : Rect(x: a.x, y: a.y + a.height / 2, width: a.width, height: a.height / 2)
    }

    /// The leaf's size in its sheet frame.
    package var sheetSize: Size {
        let leaf = leafFrame
        return isHorizontal ? leaf.size : Size(width: leaf.height, height: leaf.width)
    }

    /// Sheet frame → viewport points (an isometry).
    package var sheetToView: AffineTransform {
        let a = pageArea
        let t: AffineTransform
        switch (isHorizontal, spine) {
        case (true, .max): t = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: a.x + a.width, ty: a.y)
        case (true, .mid): t = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: a.x + a.width / 2, ty: a.y)
        case (true, _): t = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: a.x, ty: a.y)
        case (false, .max): return AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: a.x, ty: a.y + a.height)
        case (false, _): return AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: a.x, ty: leafFrame.y)
        }
        guard isRightToLeft else { return t }
        // x ↦ 2·a.x + a.width − x after `t`.
        return AffineTransform(a: -t.a, b: t.b, c: -t.c, d: t.d, tx: 2 * a.x + a.width - t.tx, ty: t.ty)
    }

    /// A page at rest and its frame in viewport points.
    package struct RestingPage: Hashable, Sendable {
        /// The page (item) index.
        package var index: Int
        /// Its frame.
        package var frame: Rect
    }

    /// The pages at rest at position `k` (empty outside `0..<positionCount`).
    package func pages(atPosition k: Int) -> [RestingPage] {
        guard k >= 0, k < positionCount else { return [] }
        if spine == .mid {
            // Left to right, page 2k on the left (top) half and 2k + 1 on the leaf; right to left, mirrored.
            let a = pageArea
            let first = isHorizontal ? Rect(x: a.x, y: a.y, width: a.width / 2, height: a.height)
                                     : Rect(x: a.x, y: a.y, width: a.width, height: a.height / 2)
            return [RestingPage(index: 2 * k, frame: directed(first)), RestingPage(index: 2 * k + 1, frame: leafFrame)]
        }
        return [RestingPage(index: options.isDoubleSided ? 2 * k : k, frame: pageArea)]
    }

    /// The back of the leaf turned from position `k` when it is its own page (double-sided
    /// `min`/`max`: page `2k + 1`, in the page area); `nil` otherwise.
    package func backPage(atPosition k: Int) -> RestingPage? {
        guard spine != .mid, options.isDoubleSided, k >= 0, k < positionCount, 2 * k + 1 < pageCount else { return nil }
        return RestingPage(index: 2 * k + 1, frame: pageArea)
    }

    /// The frame at timeline `offset` (see the type's comment).
    package func frame(offset: Double) -> CurlFrame {
        let count = positionCount
        let clamped = count > 0 && offset.isFinite ? Swift.min(Swift.max(offset, 0), Double(count - 1)) : 0
        let k = Swift.min(saturatingInt(clamped.rounded(.down)), Swift.max(0, count - 1))
        let progress = clamped - Double(k)
        let sheet = sheetSize
        let drag = CurlDrag(sheet: sheet, grab: curl.grab, lift: curl.lift, radius: curl.radius(leafWidth: sheet.width))
        let cylinder = progress > 0 ? drag.cylinder(progress: progress) : nil
        let source: CurlFrame.BackSource
        let back: RestingPage?
        if spine == .mid {
            source = .spineMirror
            back = nil
        } else if options.isDoubleSided {
            source = .leafMirror
            back = backPage(atPosition: k)
        } else {
            source = .sameSide
            back = nil
        }
        // The shadow fades over the last quarter of the turn, so it is gone when the page lands.
        let fade = Swift.min(1, (1 - progress) / 0.25)
        return CurlFrame(position: k, progress: progress, current: pages(atPosition: k),
                         revealed: cylinder == nil ? [] : pages(atPosition: k + 1), back: cylinder == nil ? nil : back,
                         backSource: source, cylinder: cylinder, sheetToView: sheetToView, leafFrame: leafFrame,
                         backFade: options.isDoubleSided ? 0 : curl.backFade,
                         shadowOpacity: curl.shadowOpacity * fade, shadowRadius: curl.shadowRadius)
    }
}
