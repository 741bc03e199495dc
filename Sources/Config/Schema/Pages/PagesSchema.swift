import Problems
import SceneModel
import Transforms

/// The `pageViewController:` and `pageControl:` keys: `UIPageViewController` and `UIPageControl`
/// under UIKit's names (docs/PAGES.md), plus the curl's parameters.
/// UIKit's refusals (spacing with a page curl, a middle spine without double sides, …) are
/// checked once the whole scene is read (`check`), where the item count is known.
enum PagesSchema {
    /// The `pageViewController` field: options applied onto UIKit's defaults; `null` for none.
    @_optimize(none)
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
    @_optimize(none)
    static var pageControl: Field<SceneDraft> {
        Field.optionalObject("pageControl", \.scene.pageControl, control, new: PageControlOptions(),
                             "Page dots (UIPageControl's names; Flipbook's geometry: 7 pt dots 9 pt apart in a 26 pt control); null or absent for none.")
            .noting { node, draft in draft.pageControlMark = node.mark }
    }

    /// The page view controller's options and the curl, decoded together.
    struct PagesDraft {
        var options: PageViewControllerOptions
        var curl: CurlOptions
    }

    /// The page view controller's options (`PageViewControllerOptions.options`) and the curl
    /// (`CurlOptions.options`), from their catalogs.
    @_optimize(none)
    static var options: ObjectSchema<PagesDraft> {
        let curlKeys = CurlOptions.options.map(\.key).joined(separator: ", ")
        return ObjectSchema(fields: ObjectSchema(catalog: PageViewControllerOptions.self).fields.map { $0.lifted(\PagesDraft.options) } + [
            .object("curl", \.curl, curl, "Flipbook's page-curl parameters (UIKit's curl has none): \(curlKeys)."),
        ])
    }

    static var curl: ObjectSchema<CurlOptions> { ObjectSchema(catalog: CurlOptions.self) }

    /// The page dots' options, from their catalog (`PageControlOptions.options`).
    static var control: ObjectSchema<PageControlOptions> { ObjectSchema(catalog: PageControlOptions.self) }

    /// UIKit's refusals and the page control's limits, once the whole scene is known.
    @_optimize(none)
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
