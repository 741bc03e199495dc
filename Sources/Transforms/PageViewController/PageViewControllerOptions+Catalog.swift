// The page view controller's options, described once (see `OptionDescription`): UIKit's
// `UIPageViewController(transitionStyle:navigationOrientation:options:)` arguments, the options
// dictionary's keys, `isDoubleSided` and the view's background, under UIKit's names.

extension PageViewControllerOptions.TransitionStyle: OptionChoice {}
extension PageViewControllerOptions.NavigationOrientation: OptionChoice {}
extension PageViewControllerOptions.SpineLocation: OptionChoice {}

extension PageViewControllerOptions: OptionCatalog {
    /// `UIPageViewController`.
    package static var swiftTypeName: String { "UIPageViewController" }

    /// UIKit's defaults for the options dictionary and `isDoubleSided`; UIKit's initialiser has no
    /// default style, and Flipbook's is `scroll`: `PageViewControllerOptions()`.
    package static var upstreamDefaults: Self { Self() }

    /// Every option: the initialiser's arguments, the options dictionary's keys, then the property.
    package static var options: [OptionDescription<Self>] {
        [
            .init("transitionStyle", \.transitionStyle, "scroll (default here; pages side by side) or pageCurl (pages turn like paper)."),
            .init("navigationOrientation", \.navigationOrientation, "horizontal (default) or vertical."),
            .init("interPageSpacing", \.interPageSpacing, unit: .points, range: .nonNegative, slider: OptionSlider(0, 100, step: 1),
                  swift: .optionsEntry(), only: .when("transitionStyle", is: "scroll"),
                  "Points between pages, scrolling with them (scroll only; UIKit's default 0)."),
            .init("spineLocation", \.spineLocation, swift: .optionsEntry(valueType: "UIPageViewController.SpineLocation"),
                  only: .when("transitionStyle", is: "pageCurl"),
                  "pageCurl only: min (default; left or top edge), mid (two pages; needs isDoubleSided) or max (right or bottom edge)."),
            .init("isDoubleSided", \.isDoubleSided, swift: .property, only: .when("transitionStyle", is: "pageCurl"),
                  "pageCurl only: the back of a turning page shows the next page (pages come in pairs); false shows its own content mirrored and faded."),
            .init("backgroundColor", \.backgroundColor, swiftName: "view.backgroundColor", swift: .property,
                  "The view's background (UIView.backgroundColor) under the pages: seen between them and past either end; default clear."),
        ]
    }
}
