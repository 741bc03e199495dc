import Problems
import SceneModel
import Transforms

/// The `pageViewController:` and `pageControl:` keys: `UIPageViewController` and `UIPageControl`
/// under UIKit's names (docs/PAGES.md), plus the curl's parameters.
/// UIKit's refusals (spacing with a page curl, a middle spine without double sides, …) are
/// checked once the whole scene is read (`check`), where the item count is known.
enum PagesSchema {
    /// The `pageViewController` field: options applied onto UIKit's defaults; `null` for none.
    static var pageViewController: Field<SceneDraft> {
        let json: JSONValue = .object(["anyOf": [options.json, .object(["type": "null"])]])
        return Field(key: "pageViewController", json: Schemas.describe(json,
              "Pages that fill the viewport and scroll or curl, as UIPageViewController shows them (the cards become pages, one per item); null or absent for the collection-view scene.")) { node, draft, path in
            if case .null = node.value {
                draft.scene.pageViewController = nil
                return
            }
            var value = PagesDraft(options: draft.scene.pageViewController ?? PageViewControllerOptions(), curl: draft.scene.curl)
            try options.apply(node, to: &value, at: path)
            draft.scene.pageViewController = value.options
            draft.scene.curl = value.curl
            draft.pagesMark = node.mark
        }.reading { draft in
            draft.scene.pageViewController.map { options.values(of: PagesDraft(options: $0, curl: draft.scene.curl)) } ?? .null
        }
    }

    /// The `pageControl` field: page dots with UIPageControl's names; `null` for none.
    static var pageControl: Field<SceneDraft> {
        let json: JSONValue = .object(["anyOf": [control.json, .object(["type": "null"])]])
        return Field(key: "pageControl", json: Schemas.describe(json,
              "Page dots (UIPageControl's names; Flipbook's geometry: 7 pt dots 9 pt apart in a 26 pt control); null or absent for none.")) { node, draft, path in
            if case .null = node.value {
                draft.scene.pageControl = nil
                return
            }
            var value = draft.scene.pageControl ?? PageControlOptions()
            try control.apply(node, to: &value, at: path)
            draft.scene.pageControl = value
            draft.pageControlMark = node.mark
        }.reading { draft in draft.scene.pageControl.map(control.values(of:)) ?? .null }
    }

    /// The page view controller's options and the curl, decoded together.
    struct PagesDraft {
        var options: PageViewControllerOptions
        var curl: CurlOptions
    }

    static var options: ObjectSchema<PagesDraft> {
        ObjectSchema(fields: [
            .value("transitionStyle", \.options.transitionStyle, Schemas.enumeration(PageViewControllerOptions.TransitionStyle.self),
                   "scroll (default here; pages side by side) or pageCurl (pages turn like paper)."),
            .value("navigationOrientation", \.options.navigationOrientation, Schemas.enumeration(PageViewControllerOptions.NavigationOrientation.self),
                   "horizontal (default) or vertical."),
            .value("interPageSpacing", \.options.interPageSpacing,
                   Schemas.number(.nonNegative).slider(0, 100, step: 1).only(when: "transitionStyle", is: "scroll"),
                   "Points between pages, scrolling with them (scroll only; UIKit's default 0)."),
            .value("spineLocation", \.options.spineLocation,
                   Schemas.optional(Schemas.enumeration(PageViewControllerOptions.SpineLocation.self)).only(when: "transitionStyle", is: "pageCurl"),
                   "pageCurl only: min (default; left or top edge), mid (two pages; needs isDoubleSided) or max (right or bottom edge)."),
            .value("isDoubleSided", \.options.isDoubleSided, Schemas.bool.only(when: "transitionStyle", is: "pageCurl"),
                   "pageCurl only: the back of a turning page shows the next page (pages come in pairs); false shows its own content mirrored and faded."),
            .object("curl", \.curl, curl, "Flipbook's page-curl parameters (UIKit's curl has none): radius, grab, lift, backFade, shadowOpacity, shadowRadius."),
        ])
    }

    static var curl: ObjectSchema<CurlOptions> {
        let fraction = Schemas.number(.between(0, 1))
        return ObjectSchema(fields: [
            .value("radius", \.radius, Schemas.optional(Schemas.number(.nonNegative)),
                   "The curl's radius in points at the start of a turn (it tightens to 0 as the page lands); null: 14 % of the page's width."),
            .value("grab", \.grab, fraction, "Where the finger holds the free edge, 0…1 from the spine's start (1: the far corner; default 0.9)."),
            .value("lift", \.lift, fraction, "How far the drag bows toward the edge's middle, as a fraction of its length (0: a straight turn; default 0.2)."),
            .value("backFade", \.backFade, fraction, "Single-sided pages: how much the mirrored back is blended toward white (default 0.7)."),
            .value("shadowOpacity", \.shadowOpacity, fraction, "The shadow on the page underneath (default 0.4)."),
            .value("shadowRadius", \.shadowRadius, Schemas.number(.nonNegative), "Its blur, as CALayer.shadowRadius in points (default 16)."),
        ])
    }

    /// The page dots' options, from their catalog (`PageControlOptions.options`).
    static var control: ObjectSchema<PageControlOptions> { ObjectSchema(catalog: PageControlOptions.self) }

    /// UIKit's refusals and the page control's limits, once the whole scene is known.
    static func check(_ draft: SceneDraft, root: ConfigNode) throws {
        let scene = draft.scene
        // The model's problems name their settings; the file adds where the object is.
        if let options = scene.pageViewController {
            do {
                _ = try options.validated(pageCount: scene.itemCount)
                _ = try scene.curl.validated()
            } catch {
                throw error.located(at: draft.pagesMark ?? root.mark)
            }
        }
        if let control = scene.pageControl {
            do {
                _ = try control.validated()
            } catch {
                throw error.located(at: draft.pageControlMark ?? root.mark)
            }
        }
    }
}
