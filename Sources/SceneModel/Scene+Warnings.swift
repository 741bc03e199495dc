import Foundation
import Problems
import Transforms

extension Scene {
    /// The least contrast (WCAG 2's ratio, 1…21) at which page dots count as visible on what they
    /// are drawn over. UIKit's default white dots on a white page are 1:1.
    package static let minimumDotContrast = 1.5

    /// Page dots that would draw but cannot be seen: a control below the pages (`placement: below`)
    /// without a platter whose current dot has less than `minimumDotContrast` against the page's
    /// background (`pageControl: {}` on a white page draws white dots on white). A warning, not a
    /// refusal: the scene draws as the phone would show it. `nil` when the dots can be seen, sit
    /// over the pages' own content (`overlay`, whose colours vary), or on a platter.
    package var pageControlContrastWarning: Problem? {
        guard let control = pageControl, control.placement == .below, control.backgroundStyle != .prominent else { return nil }
        // The dots sit on the control's own background over the page's.
        let page = control.backgroundColor.composited(over: menu?.options.pagingContentBackgroundColor ?? background)
        let dot = control.currentPageIndicatorTintColor.composited(over: page)
        let ratio = Self.contrast(dot, page)
        guard ratio < Self.minimumDotContrast else { return nil }
        let shown = (ratio * 100).rounded() / 100
        return Problem(.conflict, "the current page dot (\(setting: "pageControl.currentPageIndicatorTintColor") \(control.currentPageIndicatorTintColor.hexRGBA)) has a contrast of \(shown.shortestDescription):1 with the page's background \(page.hexRGBA): the dots cannot be seen",
                       fix: "give darker dots on a light page, e.g. \(setting: "pageControl.pageIndicatorTintColor", value: "'#AAAAAA'") and \(setting: "pageControl.currentPageIndicatorTintColor", value: "'#000000'") (UIColor.lightGray and black)",
                       setting: "pageControl.currentPageIndicatorTintColor", value: control.currentPageIndicatorTintColor.hexRGBA)
    }

    /// WCAG 2's contrast ratio of two opaque colours: `(L1 + 0.05) / (L2 + 0.05)`, the lighter's
    /// relative luminance over the darker's, each `0.2126 R + 0.7152 G + 0.0722 B` of linearised sRGB.
    static func contrast(_ a: Color, _ b: Color) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func luminance(_ c: Color) -> Double { 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue) }
        let (la, lb) = (luminance(a), luminance(b))
        return (Swift.max(la, lb) + 0.05) / (Swift.min(la, lb) + 0.05)
    }
}

extension Color {
    /// This colour drawn over the opaque `base` (source-over), opaque.
    func composited(over base: Color) -> Color {
        let a = Swift.min(Swift.max(alpha, 0), 1)
        return Color(red: red * a + base.red * (1 - a), green: green * a + base.green * (1 - a),
                     blue: blue * a + base.blue * (1 - a), alpha: 1)
    }
}
