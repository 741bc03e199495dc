import Problems
import PropertyBased
import Testing
import Transforms

@Suite struct PageViewControllerOptionsTests {
    typealias Options = PageViewControllerOptions

    @Test func acceptsWhatUIKitAcceptsUnchangedAndResolvesTheSpine() throws {
        let accepted: [(Options, Int, Options.SpineLocation)] = [
            (Options(transitionStyle: .scroll, interPageSpacing: 10), 3, .none),
            (Options(transitionStyle: .scroll, spineLocation: Options.SpineLocation.none), 3, .none),
            (Options(transitionStyle: .pageCurl), 3, .min),
            (Options(transitionStyle: .pageCurl, spineLocation: .max), 1, .max),
            (Options(transitionStyle: .pageCurl, spineLocation: .mid, isDoubleSided: true), 4, .mid),
            (Options(transitionStyle: .pageCurl, navigationOrientation: .vertical, isDoubleSided: true), 6, .min),
        ]
        for (options, pages, spine) in accepted {
            let validated = try options.validated(pageCount: pages)
            #expect(validated == options, "validation returns the options as given")
            #expect(validated.effectiveSpineLocation == spine, "\(options)")
        }
    }

    @Test func refusesEachInvalidCombinationWithItsRuleAndFix() {
        let key = "pageViewController."
        let cases: [(Options, Int, String, Problem.Kind, String)] = [
            (Options(interPageSpacing: -1), 3, "interPageSpacing", .outOfRange, "0 or more"),
            (Options(interPageSpacing: .nan), 3, "interPageSpacing", .outOfRange, "`pageViewController.interPageSpacing: 10`"),
            (Options(transitionStyle: .pageCurl, interPageSpacing: 10), 3, "interPageSpacing", .conflict, "use `pageViewController.transitionStyle: scroll`"),
            (Options(transitionStyle: .scroll, spineLocation: .mid), 3, "spineLocation", .conflict, "use `pageViewController.transitionStyle: pageCurl`"),
            (Options(transitionStyle: .scroll, isDoubleSided: true), 2, "isDoubleSided", .conflict, "remove `pageViewController.isDoubleSided`"),
            (Options(transitionStyle: .pageCurl, spineLocation: Options.SpineLocation.none), 3, "spineLocation", .conflict, "min, mid or max"),
            (Options(transitionStyle: .pageCurl, spineLocation: .mid), 4, "spineLocation", .conflict, "`pageViewController.isDoubleSided: true`"),
            (Options(transitionStyle: .pageCurl, spineLocation: .mid, isDoubleSided: true), 5, "spineLocation", .conflict, "even number"),
            (Options(transitionStyle: .pageCurl, isDoubleSided: true), 3, "isDoubleSided", .conflict, "pairs (front, back)"),
        ]
        for (options, count, setting, kind, fix) in cases {
            do {
                _ = try options.validated(pageCount: count)
                Issue.record("accepted \(options)")
            } catch {
                #expect(error.setting == key + setting, "\(error.description)")
                #expect(error.kind == kind, "\(error.description)")
                #expect(error.description.contains(fix), "\(error.description)")
            }
        }
    }

    @Test func spineDefaultsAreUIKits() {
        #expect(Options(transitionStyle: .pageCurl).effectiveSpineLocation == .min)
        #expect(Options(transitionStyle: .scroll).effectiveSpineLocation == Options.SpineLocation.none)
        #expect(Options(transitionStyle: .pageCurl, spineLocation: .mid, isDoubleSided: true).pagesPerSpread == 2)
        #expect(Options(transitionStyle: .scroll).pagesPerSpread == 1)
    }
}

@Suite struct ScrollPageLayoutTests {
    let area = Rect(x: 0, y: 0, width: 300, height: 400)

    @Test func anIntegerOffsetShowsExactlyOnePageFillingTheArea() {
        let layout = ScrollPageLayout(pageArea: area, interPageSpacing: 10, pageCount: 5)
        #expect(layout.pages(offset: 2) == [ScrollPageLayout.Page(index: 2, frame: area)])
    }

    @Test func theGapScrollsWithThePages() {
        let layout = ScrollPageLayout(pageArea: area, interPageSpacing: 10, pageCount: 5)
        let pages = layout.pages(offset: 0.5)
        #expect(pages.map(\.index) == [0, 1])
        #expect(pages[0].frame.x == -155 && pages[1].frame.x == 155)
        // The 10 pt gap sits in the middle of the viewport, between 145 and 155.
        #expect(pages[1].frame.x - (pages[0].frame.x + pages[0].frame.width) == 10)
    }

    @Test func verticalPagesStackAndScrollUp() {
        let layout = ScrollPageLayout(pageArea: area, orientation: .vertical, interPageSpacing: 20, pageCount: 3)
        let pages = layout.pages(offset: 1.25)
        #expect(pages.map(\.index) == [1, 2])
        #expect(pages[0].frame == Rect(x: 0, y: -105, width: 300, height: 400))
        #expect(pages[1].frame.y == 315)
    }

    @Test func pastEitherEndOnlyExistingPagesShow() {
        let layout = ScrollPageLayout(pageArea: area, pageCount: 3)
        #expect(layout.pages(offset: -0.5).map(\.index) == [0])
        #expect(layout.pages(offset: 2.5).map(\.index) == [2])
        #expect(layout.pages(offset: 9).isEmpty)
        #expect(ScrollPageLayout(pageArea: area, pageCount: 0).pages(offset: 0).isEmpty)
        #expect(layout.pages(offset: .nan).isEmpty)
    }

    @Test func listedPagesAreExactlyThoseOverlappingTheArea() async {
        await propertyCheck(input: Gen.double(in: -3...12), Gen.double(in: 0...80), Gen.int(in: 0...10)) { offset, spacing, count in
            let layout = ScrollPageLayout(pageArea: area, interPageSpacing: spacing, pageCount: count)
            let listed = Set(layout.pages(offset: offset).map(\.index))
            for index in 0..<count {
                let start = (Double(index) - offset) * (300 + spacing)
                #expect(listed.contains(index) == (start < 300 && start + 300 > 0), "page \(index) at \(offset)")
            }
            for page in layout.pages(offset: offset) {
                #expect(page.frame.x == (Double(page.index) - offset) * (300 + spacing))
            }
        }
    }

    @Test func hugeOffsetsAndCountsDoNotTrap() {
        let layout = ScrollPageLayout(pageArea: area, pageCount: Int.max)
        #expect(layout.pages(offset: 1e300).isEmpty)
        #expect(layout.pages(offset: 1e12).map(\.index) == [1_000_000_000_000])
    }
}
