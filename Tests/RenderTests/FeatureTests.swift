import CairoKit
import Foundation
import ImageCodecs
@testable import Render
import SceneModel
import Testing
import TestSupport
import Transforms

/// What each visual property of an item state looks like in pixels.
@Suite struct FeatureTests {
    /// A scene whose single effect is `state` for every item, so a test controls each property.
    func scene(_ state: @escaping @Sendable (_ progress: Double) -> ItemState, items: Int = 1,
               fill: CardFill = .solid(Color(red: 1, green: 0, blue: 0)), title: String? = nil) -> Scene {
        var scene = smallScene(effect: .custom(EffectFunction { progress, _ in state(progress) }), items: items)
        scene.background = .white
        scene.card = CardStyle(fill: fill, cornerRadius: 0, title: title)
        return scene
    }

    /// The card of `smallScene` spans x 21.6…98.4, y 9.6…150.4 (inset 18% / 6% of 120×160).
    let centre = (x: 60, y: 80)

    @Test("alpha paints the card at that opacity over the page")
    func alphaBlends() throws {
        let image = Pixels(try FrameRenderer(scene: scene { _ in ItemState(alpha: 0.5) }).image(offset: 0))
        let pixel = image.rgb(centre.x, centre.y)
        #expect(abs(pixel.r - 255) <= 1 && abs(pixel.g - 128) <= 2 && abs(pixel.b - 128) <= 2)
    }

    @Test("items are drawn back to front: the higher zIndex covers the overlap")
    func zOrder() throws {
        // Item 0 (red) in front, item 1 (blue) behind, both centred.
        let palette = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        var s = scene({ p in ItemState(zIndex: p == 0 ? 1 : 0) }, items: 2, fill: .palette)
        s.card.palette = palette
        let image = Pixels(try FrameRenderer(scene: s).image(offset: 0))
        #expect(image.rgb(centre.x, centre.y) == (255, 0, 0))
    }

    @Test("hidden items and items outside the visible range are not drawn")
    func hiddenAndCulled() throws {
        let hidden = Pixels(try FrameRenderer(scene: scene { _ in ItemState(isHidden: true) }).image(offset: 0))
        #expect(hidden.rgb(centre.x, centre.y) == (255, 255, 255))
        var s = scene({ _ in ItemState() }, items: 3)
        s.numberOfVisibleItems = 1
        // At offset 1 only item 1 is laid out: its progress is 0, so the page shows one card.
        let frame = try FrameRenderer(scene: s).frame(at: 1)
        #expect(frame.items.map(\.index) == [1])
    }

    @Test("a shadow darkens the page around the card, blurred by σ = radius / 2, and --no-shadow removes it")
    func shadowIsGaussian() throws {
        let shadow = Shadow(color: .black, opacity: 1, radius: 8, offset: Size(width: 0, height: 20))
        let s = scene { _ in ItemState(shadow: shadow) }
        let image = Pixels(try FrameRenderer(scene: s).image(offset: 0))
        // Below the card's bottom edge (y 150.4) the offset shadow shows; half-way along its
        // blurred edge (y 170.4 is outside the page, so look at the side edge instead): the
        // shadow's left edge is at x = 21.6, where a Gaussian edge is at half strength.
        let atEdge = image.rgb(22, 155).r, inside = image.rgb(40, 155).r
        #expect(inside < 30, "well inside the shadow it is nearly black: \(inside)")
        #expect(abs(atEdge - 128) < 40, "at the shadow's edge it is about half: \(atEdge)")
        // σ = 4 pt: three σ out the page is untouched.
        #expect(image.rgb(21 - 13, 155) == (255, 255, 255))
        #expect(image.rgb(21 - 6, 155).r < 250)

        var plain = s
        plain.drawsShadows = false
        #expect(Pixels(try FrameRenderer(scene: plain).image(offset: 0)).rgb(40, 155) == (255, 255, 255))
    }

    @Test("absurd shadows and transforms still draw the card, in PNG and SVG", arguments: [
        Shadow(color: .black, opacity: 1, radius: 1e9, offset: Size(width: 0, height: 0)),
        Shadow(color: .black, opacity: 1, radius: 5, offset: Size(width: 1e12, height: -1e12)),
    ])
    func absurdValuesDraw(shadow: Shadow) throws {
        let flat = Pixels(try FrameRenderer(scene: scene { _ in ItemState(shadow: shadow) }).image(offset: 0))
        #expect(flat.width == 120 && flat.height == 160)
        #expect(flat.rgb(centre.x, centre.y) == (255, 0, 0), "the card is drawn over its shadow")
        let tilted = Transform3D.identity.rotated(by: 1.4, x: 0, y: 1, z: 0).concatenating(
            Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                        m31: 0, m32: 0, m33: 1, m34: -0.02, m41: 0, m42: 0, m43: 0, m44: 1))
        let perspective = scene { _ in ItemState(transform: tilted, shadow: shadow) }
        let image = Pixels(try FrameRenderer(scene: perspective).image(offset: 0))
        let red = (0..<image.height).reduce(0) { count, y in
            count + (0..<image.width).filter { x in let p = image.rgb(x, y); return p.r > 200 && p.g < 60 && p.b < 60 }.count
        }
        #expect(red > 50, "the turned card is still drawn: \(red) red pixels")
        let svg = String(decoding: try FrameRenderer(scene: perspective).svgData(offset: 0), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("</svg>"))
    }

    @Test("blur softens the card's edge and lays the style's tint over it")
    func blurSoftensAndTints() throws {
        let sharp = Pixels(try FrameRenderer(scene: scene { _ in ItemState() }).image(offset: 0))
        let blurred = Pixels(try FrameRenderer(scene: scene { _ in ItemState(blur: 1, blurStyle: .dark) }).image(offset: 0))
        // Sharp: the edge at x = 21.6 goes from page to card within two pixels.
        #expect(sharp.rgb(19, 80) == (255, 255, 255) && sharp.rgb(24, 80) == (255, 0, 0))
        // Blurred by σ = 12.5 pt: the ramp is wide, so 5 px outside is already tinted by the card.
        #expect(blurred.rgb(17, 80) != (255, 255, 255))
        #expect(blurred.rgb(26, 80) != blurred.rgb(60, 80))
        // The dark tint darkens the middle of the card.
        #expect(blurred.rgb(centre.x, centre.y).r < 120)
    }

    @Test("snapshot pieces each show their part of the card, moved by their own transform")
    func piecesShowTheirPart() throws {
        // Two halves: the left one stays, the right one moves 200 pt away (off the page).
        let s = scene({ _ in
            ItemState(pieces: [
                PieceState(frame: Rect(x: 0, y: 0, width: 38.4, height: 140.8), transform: .identity, alpha: 1, cornerRadius: 0),
                PieceState(frame: Rect(x: 38.4, y: 0, width: 38.4, height: 140.8),
                           transform: .makeTranslation(x: 200, y: 0, z: 0), alpha: 1, cornerRadius: 0),
            ])
        }, fill: .gradient(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)))
        let image = Pixels(try FrameRenderer(scene: s).image(offset: 0))
        let left = image.rgb(30, 20)
        #expect(left.r > left.b, "the left piece shows the red end of the gradient: \(left)")
        #expect(image.rgb(80, 80) == (255, 255, 255), "the right piece has moved away")
    }

    @Test("the card image is aspect-filled and clipped to the card")
    func imageFillsCard() throws {
        let folder = try temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A 2×1 image, left half green, right half blue: aspect fill on a tall card shows only
        // the middle, where the halves meet.
        let picture = try ImageSurface(width: 20, height: 10)
        let context = try Context(picture)
        context.setSource(red: 0, green: 1, blue: 0)
        context.rectangle(x: 0, y: 0, width: 10, height: 10)
        context.fill()
        context.setSource(red: 0, green: 0, blue: 1)
        context.rectangle(x: 10, y: 0, width: 10, height: 10)
        context.fill()
        try picture.writePNG(to: folder + "/picture.png")
        var s = scene { _ in ItemState() }
        s.card.imagePath = folder + "/picture.png"
        let image = Pixels(try FrameRenderer(scene: s).image(offset: 0))
        #expect(image.rgb(30, 80).g > 200 && image.rgb(90, 80).b > 200)
        #expect(image.rgb(10, 80) == (255, 255, 255), "nothing outside the card")
    }

    @Test("the title is drawn on the card, and --no-text leaves the card plain")
    func titleIsDrawn() throws {
        // The card is pure red: any green in its middle is the white title's ink.
        func inkPixels(_ scene: Scene) throws -> Int {
            let image = Pixels(try FrameRenderer(scene: scene).image(offset: 0))
            var count = 0
            for y in 30..<130 { for x in 30..<90 where image.rgb(x, y).g > 100 { count += 1 } }
            return count
        }
        var titled = scene({ _ in ItemState() }, title: "{number}")
        titled.card.textColor = .white
        #expect(try inkPixels(titled) > 40)
        let plain = SceneOverrides.with { $0.drawsText = false }.applied(to: titled)
        #expect(try inkPixels(plain) == 0)
    }

    @Test("a perspective card is drawn through its homography, not flattened to an affine map")
    func perspectiveIsProjective() throws {
        var s = smallScene(effect: .scale(.layout(.coverFlow)), scale: 2, viewport: Size(width: 240, height: 320), offsets: [0.5])
        s.card = CardStyle(fill: .solid(.black), cornerRadius: 0, title: nil)
        s.background = .white
        s.drawsShadows = false
        let renderer = try FrameRenderer(scene: s)
        let item = try #require(renderer.frame(at: 0.5).items.first { $0.index == 0 })
        #expect(!Homography(item.state.transform).isAffine)
        // The card's left and right edges have different heights on screen.
        let image = Pixels(try renderer.image(offset: 0.5))
        let w = renderer.card.width / 2, h = renderer.card.height / 2
        let t = item.state.transform
        let topLeft = try #require(t.project(Point(x: -w, y: -h))), bottomLeft = try #require(t.project(Point(x: -w, y: h)))
        let topRight = try #require(t.project(Point(x: w, y: -h))), bottomRight = try #require(t.project(Point(x: w, y: h)))
        #expect(abs((bottomLeft.y - topLeft.y) - (bottomRight.y - topRight.y)) > 5)
        func column(_ x: Double) -> Int {
            let px = Int(((renderer.card.midX + x) * 2).rounded())
            var count = 0
            for y in 0..<image.height where image.rgb(px, y) == (0, 0, 0) { count += 1 }
            return count
        }
        let nearLeft = topLeft.x + 2, nearRight = topRight.x - 2
        let expectedLeft = (bottomLeft.y - topLeft.y) * 2, expectedRight = (bottomRight.y - topRight.y) * 2
        #expect(abs(Double(column(nearLeft)) - expectedLeft) < 6)
        #expect(abs(Double(column(nearRight)) - expectedRight) < 6)
    }

    @Test("a strip places each frame exactly as drawn alone, under a title row")
    func stripCellsAreFrames() throws {
        var s = smallScene("scale.linear", effect: .scale(.layout(.linear)))
        s.timeline = .offsets([0, 0.5, 1])
        let renderer = try FrameRenderer(scene: s)
        let layout = try renderer.stripLayout(columns: 2)
        #expect(layout.rows == 2)
        let strip = try renderer.stripImage(columns: 2)
        #expect(strip.width == layout.width && strip.height == layout.height)
        let pixels = Pixels(strip)
        for (index, offset) in [0, 0.5, 1].enumerated() {
            let frame = Pixels(try renderer.image(offset: offset))
            let origin = layout.cellOrigin(index)
            var same = true
            for y in 0..<frame.height { for x in 0..<frame.width where frame.words[y * frame.width + x] != pixels.words[(origin.y + y) * pixels.width + origin.x + x] { same = false } }
            #expect(same, "cell \(index)")
        }
        // The title row has dark text in it.
        var dark = 0
        for y in 0..<layout.cellOrigin(0).y { for x in 0..<60 where pixels.rgb(x, y).r < 100 { dark += 1 } }
        #expect(dark > 10)
    }

    @Test("strip labels name offsets briefly")
    func stripLabels() {
        #expect(StripLayout.label(for: 0) == "0")
        #expect(StripLayout.label(for: -0.0001) == "0")
        #expect(StripLayout.label(for: 0.25) == "0.25")
        #expect(StripLayout.label(for: 1.0 / 3) == "0.333")
        #expect(StripLayout.label(for: -2) == "-2")
    }

    @Test("the boxes around a strip's cells and the cells cover every pixel of the strip exactly once")
    func stripBoxesTileThePage() {
        for count in 1...26 {
            for columns in [nil, 1, 4, 7] as [Int?] {
                for scale in [0.25, 1, 2] {
                    let layout = StripLayout(offsets: (0..<count).map(Double.init), cellWidth: 37 + count, cellHeight: 23,
                                             scale: scale, columns: columns)
                    var covered = [UInt8](repeating: 0, count: layout.width * layout.height)
                    let cells = (0..<count).map { index in
                        let origin = layout.cellOrigin(index)
                        return PixelBox(x: origin.x, y: origin.y, width: layout.cellWidth, height: layout.cellHeight)
                    }
                    for box in layout.boxesAroundCells() + cells {
                        for y in box.y..<(box.y + box.height) {
                            for x in box.x..<(box.x + box.width) { covered[y * layout.width + x] &+= 1 }
                        }
                    }
                    #expect(covered.allSatisfy { $0 == 1 }, "\(count) cells, \(columns.map(String.init) ?? "default") columns, scale \(scale)")
                }
            }
        }
    }

    @Test("a box blur spreads a point like a Gaussian of the same σ and keeps its mass")
    func blurMatchesGaussian() throws {
        // A vertical line: every row shows the horizontal profile of the 2-D blur.
        let line = try ImageSurface(width: 201, height: 61, format: .alpha8)
        for y in 0..<61 { line.pixels[y * line.stride + 100] = 255 }
        line.markDirty()
        try line.blur(sigma: 6)
        var mass = 0.0, variance = 0.0
        let row = line.pixels + 30 * line.stride
        for x in 0..<201 {
            mass += Double(row[x])
            variance += Double(row[x]) * Double((x - 100) * (x - 100))
        }
        #expect(abs(mass - 255) < 12)
        #expect(abs((variance / mass).squareRoot() - 6) < 0.6)
    }

    /// Large images are blurred in bands on several threads: the result is the plain three
    /// horizontal then three vertical box passes (written out here, one row and one column at a
    /// time), byte for byte, for masks and ARGB images, odd and even box widths.
    @Test("a banded blur equals the plain box passes exactly", arguments: [(ImageSurface.PixelFormat.alpha8, 5.0), (.argb32, 4.2), (.alpha8, 1.3)])
    func bandedBlurIsExact(format: ImageSurface.PixelFormat, sigma: Double) throws {
        let width = 301, height = 257, channels = format.bytesPerPixel
        let image = try ImageSurface(width: width, height: height, format: format)
        var state: UInt64 = 0x5EED
        for k in 0..<(image.stride * height) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            image.pixels[k] = (k / 97) % 3 == 0 ? UInt8(truncatingIfNeeded: state >> 56) : 0
        }
        image.markDirty()
        var plain = (0..<height).map { y in (0..<(width * channels)).map { Int(image.pixels[y * image.stride + $0]) } }
        func box(_ values: [Int], _ left: Int, _ right: Int) -> [Int] {
            let inverse = ((1 << 24) + (left + right + 1) / 2) / (left + right + 1)
            return values.indices.map { i in
                let sum = (Swift.max(0, i - left)...Swift.min(values.count - 1, i + right)).reduce(0) { $0 + values[$1] }
                return Swift.min(255, (sum * inverse + (1 << 23)) >> 24)
            }
        }
        let boxes = ImageSurface.boxes(sigma: sigma)
        try #require(!boxes.isEmpty)
        for b in boxes {
            plain = plain.map { row in
                (0..<channels).reduce(into: row) { out, c in
                    let line = box(Swift.stride(from: c, to: row.count, by: channels).map { row[$0] }, b.left, b.right)
                    for (x, v) in line.enumerated() { out[x * channels + c] = v }
                }
            }
        }
        for b in boxes {
            for k in 0..<(width * channels) {
                let column = box(plain.map { $0[k] }, b.left, b.right)
                for y in 0..<height { plain[y][k] = column[y] }
            }
        }
        try image.blur(sigma: sigma, parallel: true)
        for y in 0..<height {
            #expect((0..<(width * channels)).map { Int(image.pixels[y * image.stride + $0]) } == plain[y], "row \(y)")
        }
    }

    @Test("timing curves: the named curves are CSS's, ends are fixed; a linear sweep is evenly spaced")
    func curves() throws {
        #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5 && TimingCurve.easeOut.value(at: 0.5) > 0.5)
        let offsets = Timeline.sweep(from: 1, to: 3, frames: 5, curve: .linear).offsets
        #expect(offsets == [1, 1.5, 2, 2.5, 3])
    }

    @Test("SVG ids are renumbered in order of appearance")
    func svgIdentifiersAreStable() {
        let input = Array(##"<image id="image17"/><use xlink:href="#image17"/><g id="surface9"><use xlink:href="#image4"/>"##.utf8)
        let output = String(decoding: SVGSurface.renumberingIdentifiers(input), as: UTF8.self)
        #expect(output == ##"<image id="image1"/><use xlink:href="#image1"/><g id="surface1"><use xlink:href="#image2"/>"##)
    }
}

extension SceneOverrides {
    /// Overrides built in one expression.
    static func with(_ body: (inout SceneOverrides) -> Void) -> SceneOverrides {
        var o = SceneOverrides()
        body(&o)
        return o
    }
}
