import CairoKit
import Foundation
@testable import Render
import SceneModel
import Testing
import Transforms

@Suite struct PageCurlRenderingTests {
    /// The flat picture of `pages` at rest, drawn by the scroll style (an independent path).
    func flat(_ scene: Scene, page offset: Double) throws -> Pixels {
        var flat = scene
        flat.pageViewController = PageViewControllerOptions(transitionStyle: .scroll)
        return Pixels(try FrameRenderer(scene: flat).image(offset: offset))
    }

    @Test func progressZeroIsTheFlatCurrentPageAndProgressOneTheNext() throws {
        let scene = pageScene(curlOptions, scale: 2, titles: true)
        let renderer = try FrameRenderer(scene: scene)
        #expect(Pixels(try renderer.image(offset: 1)).words == (try flat(scene, page: 1)).words)
        let almost = try renderer.image(offset: 2 - 1e-12)
        #expect(Pixels(almost).words == (try flat(scene, page: 2)).words)
    }

    /// Turning frames are composited in bands of rows on several threads, in place in the frame
    /// and in reused pictures: the same frame comes out the same every time, in a frame of its
    /// own and drawn again after other frames have used the pictures.
    @Test func aTurningFrameIsTheSameEveryTime() throws {
        for spine in [PageViewControllerOptions.SpineLocation.min, .mid] {
            let scene = pageScene(PageViewControllerOptions(transitionStyle: .pageCurl, spineLocation: spine, isDoubleSided: spine == .mid),
                                  scale: 2, titles: true)
            let renderer = try FrameRenderer(scene: scene)
            let first = Pixels(try renderer.image(offset: 1.4)).words
            for offset in [1.7, 1.4, 1.2, 1.4] {
                let again = Pixels(try renderer.image(offset: offset)).words
                if offset == 1.4 { #expect(again == first, "\(spine)") }
            }
        }
    }

    @Test(arguments: [0.05, 0.3, 0.5, 0.7, 0.9])
    func pixelsOnTheFlatSideAreTheFlatPage(progress: Double) throws {
        for spine in [PageViewControllerOptions.SpineLocation.min, .max] {
            let scene = pageScene(PageViewControllerOptions(transitionStyle: .pageCurl, spineLocation: spine), scale: 2, titles: true)
            let image = try FrameRenderer(scene: scene).image(offset: 1 + progress)
            dump(image, "curl-\(spine)-\(progress)")
            let pixels = Pixels(image), page = try flat(scene, page: 1)
            let frame = try #require(scene.pageCurlLayout).frame(offset: 1 + progress)
            var checked = 0
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let v = Point(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)
                    let sample = frame.sample(at: v, pixelsPerPoint: 2)
                    guard sample.base == .current, sample.upper == nil, sample.lower == nil else { continue }
                    checked += 1
                    #expect(pixels.words[y * pixels.width + x] == page.words[y * pixels.width + x], "(\(x), \(y)) at \(progress)")
                }
            }
            if progress <= 0.5 { #expect(checked > 1000) } else { #expect(checked > 0) }
        }
    }

    /// Which of the four surfaces a rendered pixel shows, told by colour: the current page is red,
    /// its back (single-sided: red whitened) pink, the revealed page blue (darkened by the shadow),
    /// the front on the cylinder red shaded darker. A pixel may carry up to 12.5 % (32 levels) of a
    /// neighbouring surface: a layer's coverage near the sheet's edges is a first-order estimate.
    func surface(ofColour c: (r: Int, g: Int, b: Int), doubleSided: Bool = false) -> CurlCylinder.Surface? {
        let faint = 32
        if c.r == 255 && c.g <= faint && c.b <= faint { return .flat }
        // A green back's spill keeps red + green whole; shading would lower both.
        if doubleSided && c.r + c.g >= 253 && c.g <= faint && c.b <= faint { return .flat }
        if c.r <= faint && c.g <= faint && c.b > 100 { return .revealed }
        if c.r > faint && c.g <= faint && c.b <= faint { return .front }
        if doubleSided {
            // The back is its own page, green (shaded, never whitened).
            if c.r <= faint && c.g > 100 && c.b <= faint { return .back }
        } else if c.g > faint && abs(c.g - c.b) <= faint && c.r > c.g {
            return .back
        }
        return nil
    }

    /// A page turn whose pages say by colour which surface shows: red current page(s), blue
    /// revealed page, and for double-sided pages and the middle spine a green back page.
    struct CoverageCase: CustomStringConvertible {
        let spine: PageViewControllerOptions.SpineLocation
        let orientation: PageViewControllerOptions.NavigationOrientation
        let doubleSided: Bool
        var description: String { "\(spine) \(orientation)\(doubleSided ? " double-sided" : "")" }

        static let all: [CoverageCase] = PageViewControllerOptions.NavigationOrientation.allCases.flatMap { orientation in
            [CoverageCase(spine: .min, orientation: orientation, doubleSided: false),
             CoverageCase(spine: .max, orientation: orientation, doubleSided: false),
             CoverageCase(spine: .min, orientation: orientation, doubleSided: true),
             CoverageCase(spine: .max, orientation: orientation, doubleSided: true),
             CoverageCase(spine: .mid, orientation: orientation, doubleSided: true)]
        }

        var scene: Scene {
            let options = PageViewControllerOptions(transitionStyle: .pageCurl, navigationOrientation: orientation,
                                                    spineLocation: spine, isDoubleSided: doubleSided)
            let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
            var scene = pageScene(options, viewport: Size(width: 60, height: 80), items: doubleSided ? 4 : 3)
            // Single-sided: pages 0, 1 at positions 0, 1. Double-sided min/max: page 0, its back 1, then 2.
            // Middle spine: pages 0 | 1, then 2 | 3; the back of page 1 is page 2.
            scene.card.palette = !doubleSided ? [red, blue] : spine == .mid ? [red, red, green, blue] : [red, green, blue, green]
            return scene
        }
    }

    @Test(arguments: CoverageCase.all)
    func everyPixelIsExactlyOneSurfaceAtFiftyProgresses(_ turn: CoverageCase) throws {
        let scene = turn.scene
        let renderer = try FrameRenderer(scene: scene)
        let layout = try #require(scene.pageCurlLayout)
        for step in 1...50 {
            let offset = Double(step) / 51
            let frame = layout.frame(offset: offset)
            let pixels = Pixels(try renderer.image(offset: offset))
            var counts: [CurlCylinder.Surface: Int] = [:]
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let centre = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let model = frame.surface(at: centre)
                    counts[model, default: 0] += 1
                    // Away from edges (the model agrees within ±0.75 px) the colour says the same surface.
                    let around = [(-0.75, 0.0), (0.75, 0), (0, -0.75), (0, 0.75)].map {
                        frame.surface(at: Point(x: centre.x + $0.0, y: centre.y + $0.1))
                    }
                    let seen = surface(ofColour: pixels.rgb(x, y), doubleSided: turn.doubleSided)
                    // No hole: the background never shows through the page area.
                    #expect(pixels.alpha(x, y) == 255 && pixels.rgb(x, y) != (242, 242, 247), "(\(x), \(y)) at \(offset) \(turn): a hole")
                    // Where the front leaves the flat page it is unshaded, so it may read as flat.
                    if around.allSatisfy({ $0 == model }), !(model == .front && seen == .flat) {
                        #expect(seen == model, "(\(x), \(y)) at \(offset) \(turn): model \(model), colour \(pixels.rgb(x, y))")
                    }
                }
            }
            #expect(counts.values.reduce(0, +) == pixels.width * pixels.height)
            #expect((counts[.revealed] ?? 0) > 0, "the next page shows at \(offset) \(turn)")
            if turn.doubleSided { #expect((counts[.back] ?? 0) > 0 || offset < 0.1, "the back page shows at \(offset) \(turn)") }
        }
    }

    /// The forward map, sampled densely over the curled part of the sheet, marks the pixels the
    /// curl covers; the rendered outline must agree with it to within one pixel at 2×.
    @Test(arguments: [0.15, 0.4, 0.65, 0.85])
    func theSilhouetteIsTheAnalyticOutlineWithinAPixel(progress: Double) throws {
        var scene = pageScene(curlOptions, scale: 2, items: 3)
        scene.card.palette = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let frame = try #require(scene.pageCurlLayout).frame(offset: progress)
        let cylinder = try #require(frame.cylinder)
        let pixels = Pixels(try FrameRenderer(scene: scene).image(offset: progress))
        let width = pixels.width, height = pixels.height
        var covered = [Bool](repeating: false, count: width * height), coveredByBack = covered
        let step = 0.2 // points: 0.4 px at 2×, denser than a pixel everywhere the map is an isometry or shrinks
        var y = 0.0
        while y <= cylinder.sheet.height {
            var x = 0.0
            while x <= cylinder.sheet.width {
                let placed = cylinder.place(Point(x: x, y: y))
                if placed.height > 0 {
                    let v = frame.sheetToView.apply(to: placed.point)
                    let px = Int((v.x * 2).rounded(.down)), py = Int((v.y * 2).rounded(.down))
                    if px >= 0, py >= 0, px < width, py < height {
                        covered[py * width + px] = true
                        if placed.face == .back { coveredByBack[py * width + px] = true }
                    }
                }
                x += step
            }
            y += step
        }
        func neighbours(_ x: Int, _ y: Int, _ covered: [Bool]) -> [Bool] {
            var result: [Bool] = []
            for dy in -1...1 { for dx in -1...1 where x + dx >= 0 && y + dy >= 0 && x + dx < width && y + dy < height {
                result.append(covered[(y + dy) * width + x + dx])
            } }
            return result
        }
        var curled = 0
        for py in 0..<height {
            for px in 0..<width {
                let colour = pixels.rgb(px, py)
                let isCurl = surface(ofColour: colour) == .front || surface(ofColour: colour) == .back
                // The front leaves the flat page unshaded at the axis, so against the flat page only the
                // back's outline shows; against the revealed page the whole curl's.
                if isCurl {
                    curled += 1
                    #expect(neighbours(px, py, covered).contains(true), "(\(px), \(py)) is drawn curled more than 1 px outside the outline")
                } else if surface(ofColour: colour) == .revealed {
                    #expect(!neighbours(px, py, covered).allSatisfy { $0 }, "(\(px), \(py)) is inside the outline by more than 1 px but revealed")
                } else if colour == (255, 0, 0) {
                    #expect(!neighbours(px, py, coveredByBack).allSatisfy { $0 }, "(\(px), \(py)) is under the back by more than 1 px but flat")
                }
            }
        }
        #expect(curled > 500)
    }
}
