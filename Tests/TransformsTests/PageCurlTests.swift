import Problems
import Foundation
import PropertyBased
import Testing
import Transforms

/// Random cylinders on a 300 × 400 sheet: any axis direction, any place, radius 0…80.
let curlCylinders = zip(Gen.double(in: 0...(2 * Double.pi)), Gen.double(in: -50...350), Gen.double(in: -50...450), Gen.double(in: 0...80))
    .map { angle, x, y, r in
        CurlCylinder(sheet: Size(width: 300, height: 400), axisPoint: Point(x: x, y: y),
                     normal: Point(x: cos(angle), y: sin(angle)), radius: r)
    }
let sheetPoints = zip(Gen.double(in: 0...300), Gen.double(in: 0...400)).map { Point(x: $0, y: $1) }

func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

@Suite struct CurlCylinderTests {
    let sheet = Size(width: 300, height: 400)

    @Test func aStraightCurlFollowsTheCylinder() {
        let curl = CurlCylinder(sheet: sheet, axisPoint: Point(x: 200, y: 0), normal: Point(x: 1, y: 0), radius: 20)
        let flat = curl.place(Point(x: 150, y: 10))
        #expect(flat.point == Point(x: 150, y: 10) && flat.height == 0 && flat.face == .front && flat.angle == 0)
        let quarter = curl.place(Point(x: 200 + 10 * Double.pi, y: 10)) // θ = π/2: the outermost point, edge-on
        #expect(isClose(quarter.point.x, 220) && isClose(quarter.height, 20))
        let over = curl.place(Point(x: 200 + 20 * Double.pi + 30, y: 10)) // 30 pt past the half turn
        #expect(isClose(over.point.x, 170) && over.height == 40 && over.face == .back)
        #expect(curl.place(Point(x: 200 + 5, y: 0)).face == .front)
    }

    @Test func everySheetPointIsFoundAgainWhereItIsSeen() async {
        await propertyCheck(count: 2000, input: curlCylinders, sheetPoints) { curl, p in
            let seen = curl.place(p)
            let layers = curl.curledLayers(at: seen.point)
            let candidates = [layers.upper, layers.lower].compactMap { $0 }.map(\.sheetPoint) + [seen.point]
            #expect(candidates.contains { distance($0, p) < 1e-6 }, "\(p) seen at \(seen.point)")
        }
    }

    @Test func whatShowsIsTheHighestSheetPointThere() async {
        await propertyCheck(count: 2000, input: curlCylinders, sheetPoints) { curl, p in
            let seen = curl.place(p)
            let surface = curl.surface(at: seen.point)
            // A point of the sheet is seen there, so it is never "revealed"; and nothing shown is below it.
            #expect(surface != .revealed)
            if seen.height > 1e-9 {
                #expect(surface != .flat, "\(p) is lifted to \(seen.height) but the flat page shows")
            }
            if seen.face == .back && seen.height > 1e-9 { #expect(surface == .back) }
        }
    }

    @Test func theSurfaceShownMapsForwardToThePixel() async {
        await propertyCheck(count: 2000, input: curlCylinders, zip(Gen.double(in: -100...400), Gen.double(in: -100...500))) { curl, xy in
            let v = Point(x: xy.0, y: xy.1)
            let layers = curl.curledLayers(at: v)
            switch curl.surface(at: v) {
            case .back:
                let hit = try #require(layers.upper)
                #expect(curl.contains(hit.sheetPoint) && distance(curl.place(hit.sheetPoint).point, v) < 1e-6)
            case .front:
                let hit = try #require(layers.lower)
                #expect(curl.contains(hit.sheetPoint) && distance(curl.place(hit.sheetPoint).point, v) < 1e-6)
                #expect(!(layers.upper.map { curl.contains($0.sheetPoint) } ?? false))
            case .flat:
                #expect(curl.contains(v) && curl.place(v).height == 0)
            case .revealed:
                for hit in [layers.upper, layers.lower].compactMap({ $0 }) { #expect(!curl.contains(hit.sheetPoint)) }
            }
        }
    }

    @Test func paperDoesNotStretchAlongTheAxis() async {
        await propertyCheck(input: curlCylinders, sheetPoints) { curl, p in
            let step = 0.5
            let q = Point(x: p.x + step * curl.tangent.x, y: p.y + step * curl.tangent.y)
            #expect(abs(distance(curl.place(p).point, curl.place(q).point) - step) < 1e-9)
        }
    }

    @Test func edgeDistanceIsExactOnTheFlatParts() {
        let curl = CurlCylinder(sheet: sheet, axisPoint: Point(x: 100, y: 0), normal: Point(x: 1, y: 0), radius: 10)
        // Upside-down part seen at x = 60: sheet point d = 10π + 40 past the line, 300 − (140 + 10π) from the free edge.
        let hit = try! #require(curl.curledLayers(at: Point(x: 60, y: 3)).upper)
        #expect(isClose(curl.edgeDistance(hit), 3))
        let inside = try! #require(curl.curledLayers(at: Point(x: 60, y: 200)).upper)
        #expect(isClose(curl.edgeDistance(inside), 300 - (140 + 10 * Double.pi), 1e-9))
    }
}

@Suite struct CurlDragTests {
    let sheet = Size(width: 300, height: 400)

    @Test func depthSolvesTheArcEquation() async {
        await propertyCheck(input: Gen.double(in: 0...700), Gen.double(in: 0...80)) { distance, r in
            let d = CurlDrag.depth(carrying: distance, radius: r)
            let g = d < Double.pi * r ? d - r * sin(d / r) : 2 * d - Double.pi * r
            #expect(abs(g - distance) < 1e-7)
        }
    }

    @Test func progressZeroIsFlatAndProgressOneLiesMirroredAcrossTheSpine() {
        let drag = CurlDrag(sheet: sheet, grab: 0.9, lift: 0.2, radius: 40)
        #expect(drag.cylinder(progress: 0) == nil)
        #expect(drag.cylinder(progress: -1) == nil)
        let turned = try! #require(drag.cylinder(progress: 1))
        #expect(turned.radius == 0 && isClose(turned.axisPoint.x, 0) && isClose(turned.normal.x, 1))
        for p in [Point(x: 0, y: 0), Point(x: 120, y: 33), Point(x: 300, y: 400)] {
            let seen = turned.place(p)
            #expect(isClose(seen.point.x, -p.x, 1e-9) && isClose(seen.point.y, p.y, 1e-9))
        }
    }

    @Test func theGrabbedPointGoesWhereTheFingerIsAndTheSpineStaysDown() async {
        await propertyCheck(count: 1000, input: Gen.double(in: 0.001...1), Gen.double(in: 0...1), Gen.double(in: 0...0.4), Gen.double(in: 0...80)) { p, grab, lift, radius in
            let drag = CurlDrag(sheet: sheet, grab: grab, lift: lift, radius: radius)
            let curl = try #require(drag.cylinder(progress: p))
            #expect(isClose(curl.normal.x * curl.normal.x + curl.normal.y * curl.normal.y, 1))
            for spine in [Point(x: 0, y: 0), Point(x: 0, y: 400)] {
                #expect(distance(curl.place(spine).point, spine) < 1e-9 && curl.place(spine).height < 1e-9)
            }
            // Unless the spine rule moved the axis, the finger holds the grabbed point.
            let spineSide = max(-curl.axisPoint.x * curl.normal.x - curl.axisPoint.y * curl.normal.y,
                                -curl.axisPoint.x * curl.normal.x + (400 - curl.axisPoint.y) * curl.normal.y)
            if spineSide < -1e-9 {
                #expect(distance(curl.place(drag.grabPoint).point, drag.finger(progress: p)) < 1e-6)
            }
        }
    }

    @Test func aDiagonalDragCurlsTheCornerFirst() throws {
        let curl = try #require(CurlDrag(sheet: sheet, grab: 1, lift: 0.2, radius: 40).cylinder(progress: 0.1))
        // The bottom corner is curled, the top corner of the free edge is still flat.
        #expect(curl.place(Point(x: 300, y: 400)).height > 0)
        #expect(curl.place(Point(x: 300, y: 0)).height == 0)
        let straight = try #require(CurlDrag(sheet: sheet, grab: 1, lift: 0, radius: 40).cylinder(progress: 0.1))
        #expect(straight.normal == Point(x: 1, y: 0))
    }
}

@Suite struct PageCurlLayoutTests {
    let area = Rect(x: 10, y: 20, width: 300, height: 400)

    func layout(_ spine: PageViewControllerOptions.SpineLocation, _ orientation: PageViewControllerOptions.NavigationOrientation = .horizontal,
                doubleSided: Bool = false, pages: Int = 6) -> PageCurlLayout {
        PageCurlLayout(options: PageViewControllerOptions(transitionStyle: .pageCurl, navigationOrientation: orientation,
                                                          spineLocation: spine, isDoubleSided: doubleSided),
                       pageArea: area, pageCount: pages)
    }

    @Test func positionsAndRestingPages() {
        #expect(layout(.min).positionCount == 6 && layout(.min).pages(atPosition: 2).map(\.index) == [2])
        #expect(layout(.max, doubleSided: true).positionCount == 3 && layout(.max, doubleSided: true).pages(atPosition: 2).map(\.index) == [4])
        let mid = layout(.mid, doubleSided: true)
        #expect(mid.positionCount == 3)
        #expect(mid.pages(atPosition: 1).map(\.index) == [2, 3])
        #expect(mid.pages(atPosition: 1).map(\.frame) == [Rect(x: 10, y: 20, width: 150, height: 400), Rect(x: 160, y: 20, width: 150, height: 400)])
        #expect(layout(.mid, .vertical, doubleSided: true).pages(atPosition: 0).map(\.frame) == [Rect(x: 10, y: 20, width: 300, height: 200), Rect(x: 10, y: 220, width: 300, height: 200)])
        #expect(mid.pages(atPosition: 3).isEmpty)
    }

    @Test(arguments: [PageViewControllerOptions.SpineLocation.min, .mid, .max], [PageViewControllerOptions.NavigationOrientation.horizontal, .vertical])
    func theSheetFrameIsAnIsometryOntoTheLeaf(spine: PageViewControllerOptions.SpineLocation, orientation: PageViewControllerOptions.NavigationOrientation) {
        let l = layout(spine, orientation, doubleSided: spine == .mid)
        let m = l.sheetToView, sheet = l.sheetSize, leaf = l.leafFrame
        #expect(abs(m.a * m.d - m.b * m.c) == 1 && m.a * m.a + m.b * m.b == 1)
        let corners = [(0.0, 0.0), (sheet.width, 0), (0, sheet.height), (sheet.width, sheet.height)].map { m.apply(to: Point(x: $0, y: $1)) }
        #expect(Set(corners.map(\.x)) == [leaf.x, leaf.x + leaf.width] && Set(corners.map(\.y)) == [leaf.y, leaf.y + leaf.height])
        // The spine (sheet x = 0) is on the page area's edge (min, max) or in its middle (mid).
        let spinePoint = m.apply(to: Point(x: 0, y: sheet.height / 2))
        let expected: Point
        switch (orientation, spine) {
        case (.horizontal, .min): expected = Point(x: 10, y: 220)
        case (.horizontal, .max): expected = Point(x: 310, y: 220)
        case (.horizontal, _): expected = Point(x: 160, y: 220)
        case (.vertical, .min): expected = Point(x: 160, y: 20)
        case (.vertical, .max): expected = Point(x: 160, y: 420)
        case (.vertical, _): expected = Point(x: 160, y: 220)
        }
        #expect(spinePoint == expected)
        let frame = l.frame(offset: 0.4)
        for v in [Point(x: 33, y: 70), Point(x: 250, y: 390)] {
            let back = m.apply(to: frame.viewToSheet(v))
            #expect(isClose(back.x, v.x) && isClose(back.y, v.y))
        }
    }

    @Test func integerOffsetsAreFlatAndOffsetsAreClamped() {
        let l = layout(.min)
        #expect(l.frame(offset: 2).cylinder == nil && l.frame(offset: 2).position == 2 && l.frame(offset: 2).revealed.isEmpty)
        #expect(l.frame(offset: -3).position == 0 && l.frame(offset: -3).cylinder == nil)
        #expect(l.frame(offset: 40).position == 5 && l.frame(offset: 40).cylinder == nil)
        let turning = l.frame(offset: 2.25)
        #expect(turning.position == 2 && turning.progress == 0.25 && turning.revealed.map(\.index) == [3])
        #expect(layout(.min, doubleSided: true).frame(offset: 1.5).back?.index == 3)
        #expect(layout(.min, doubleSided: true).frame(offset: 1.5).revealed.map(\.index) == [4])
    }

    @Test func pixelsFarOnTheSpineSideAreTheCurrentPageUntouched() async {
        await propertyCheck(input: Gen.double(in: 0.01...0.99), Gen.double(in: 10...310), Gen.double(in: 20...420)) { offset, x, y in
            let frame = layout(.min).frame(offset: offset)
            let f = frame.axisDistance
            let s = f.a * x + f.b * y + f.c
            let pixel = frame.sample(at: Point(x: x, y: y), pixelsPerPoint: 2)
            if s < -frame.reach - 0.5 {
                #expect(pixel.base == .current && pixel.upper == nil && pixel.lower == nil)
            }
            if s > (frame.cylinder?.radius ?? 0) + 0.25 {
                #expect(pixel.base == .revealed && pixel.upper == nil && pixel.lower == nil)
            }
        }
    }

    /// `CurlSampler.span` lets a renderer skip whole runs of a row: outside `curl` every pixel must
    /// be what `sample` says without a curled layer — current in the skipped part, revealed in `revealed`.
    @Test func aRowOutsideItsCurlSpanShowsNoCurledLayer() async {
        let spines: [(PageViewControllerOptions.SpineLocation, PageViewControllerOptions.NavigationOrientation)] =
            [(.min, .horizontal), (.max, .horizontal), (.min, .vertical), (.max, .vertical)]
        await propertyCheck(input: Gen.double(in: 0.01...0.99), Gen.int(in: 0...3), Gen.double(in: 20...420)) { offset, which, y in
            let frame = layout(spines[which].0, spines[which].1).frame(offset: offset)
            guard let sampler = CurlSampler(frame: frame, pixelsPerPoint: 2) else { return }
            let count = 640, x0 = 0.25
            let span = sampler.span(y: y, x0: x0, step: 0.5, count: count)
            #expect(span.revealed.isEmpty || span.revealed.lowerBound == span.curl.upperBound || span.revealed.upperBound == span.curl.lowerBound)
            for column in 0..<count where !span.curl.contains(column) {
                let pixel = sampler.sample(at: Point(x: x0 + Double(column) * 0.5, y: y))
                #expect(pixel.upper == nil && pixel.lower == nil, "column \(column) at \(offset)")
                #expect(pixel.base == (span.revealed.contains(column) ? .revealed : .current), "column \(column) at \(offset)")
            }
        }
    }

    /// `BackRow.fullCoverage` is exactly the columns whose upside-down coverage is 1, at any
    /// spine, orientation, progress, row and scale, so a renderer may skip the coverage there.
    @Test func fullCoverageIsExactlyTheColumnsCoveredWholly() async {
        let spines: [(PageViewControllerOptions.SpineLocation, PageViewControllerOptions.NavigationOrientation)] =
            [(.min, .horizontal), (.max, .horizontal), (.min, .vertical), (.max, .vertical)]
        await propertyCheck(input: Gen.double(in: 0.01...0.99), Gen.int(in: 0...3), Gen.double(in: -5...450), Gen.int(in: 1...3)) { offset, which, y, scale in
            let frame = layout(spines[which].0, spines[which].1).frame(offset: offset)
            let k = Double(scale)
            guard let sampler = CurlSampler(frame: frame, pixelsPerPoint: k) else { return }
            let count = 340 * scale, x0 = 0.5 / k - 10
            let row = sampler.backRow(y: y, x0: x0, step: 1 / k)
            for range in [0..<count, 17..<(count / 2), (count / 3)..<(count / 3)] {
                let inside = row.fullCoverage(in: range)
                #expect(inside.isEmpty || (inside.lowerBound >= range.lowerBound && inside.upperBound <= range.upperBound))
                for column in range {
                    #expect((row.coverage(column) >= 1) == inside.contains(column), "column \(column) of \(range) at \(offset), y \(y), ×\(scale)")
                }
            }
        }
    }

    @Test func theBackOfAMiddleSpineLeafLandsOnTheNextSpread() throws {
        let l = layout(.mid, doubleSided: true)
        let frame = l.frame(offset: 0.999999)
        // Nearly turned: a point of the left half shows the upside-down leaf sampled where it is.
        let pixel = frame.sample(at: Point(x: 60.5, y: 100.5), pixelsPerPoint: 1)
        let upper = try #require(pixel.upper)
        #expect(upper.picture == .revealed && upper.coverage == 1 && upper.whiten == 0)
        #expect(abs(upper.point.x - 60.5) < 0.01 && abs(upper.point.y - 100.5) < 0.01)
    }

    @Test func theAxisSegmentLiesOnTheAxisInsideTheLeaf() throws {
        let frame = layout(.max, .vertical).frame(offset: 1.3)
        let (a, b) = try #require(frame.axisSegment)
        let f = frame.axisDistance
        for p in [a, b] {
            #expect(abs(f.a * p.x + f.b * p.y + f.c) < 1e-9)
            #expect(p.x >= 10 - 1e-9 && p.x <= 310 + 1e-9 && p.y >= 20 - 1e-9 && p.y <= 420 + 1e-9)
        }
    }

    @Test func curlOptionsAreChecked() {
        #expect(throws: Problem.self) { try CurlOptions(grab: 1.5).validated() }
        #expect(throws: Problem.self) { try CurlOptions(radius: -1).validated() }
        #expect(throws: Problem.self) { try CurlOptions(shadowOpacity: .nan).validated() }
        #expect(isClose(CurlOptions().radius(leafWidth: 300), 42))
    }
}
