import SceneModel
import Transforms

/// `KeyCoverageTests` cases for every key under `pageViewController:` and `pageControl:`.
enum PagesKeyCases {
    typealias KeyCase = KeyCoverageTests.KeyCase

    static func page<Value: Equatable & Sendable>(_ path: String, _ yaml: String,
                                                  _ keyPath: KeyPath<PageViewControllerOptions, Value> & Sendable, _ expected: Value) -> KeyCase {
        KeyCase("pageViewController.\(path)", "itemCount: 4\npageViewController: {\(yaml)}", { $0.pageViewController?[keyPath: keyPath] == expected })
    }

    static func curl<Value: Equatable & Sendable>(_ key: String, _ yaml: String, _ keyPath: KeyPath<CurlOptions, Value> & Sendable,
                                                  _ expected: Value) -> KeyCase {
        KeyCase("pageViewController.curl.\(key)", "pageViewController: {transitionStyle: pageCurl, curl: {\(key): \(yaml)}}",
                { $0.curl[keyPath: keyPath] == expected })
    }

    static func control<Value: Equatable & Sendable>(_ key: String, _ yaml: String, _ keyPath: KeyPath<PageControlOptions, Value> & Sendable,
                                                     _ expected: Value) -> KeyCase {
        KeyCase("pageControl.\(key)", "pageControl: {\(key): \(yaml)}", { $0.pageControl?[keyPath: keyPath] == expected })
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    static let cases: [KeyCase] = [
        KeyCase("pageViewController", "pageViewController: {}", { $0.pageViewController != nil }),
        page("transitionStyle", "transitionStyle: pageCurl", \.transitionStyle, .pageCurl),
        page("navigationOrientation", "navigationOrientation: vertical", \.navigationOrientation, .vertical),
        page("interPageSpacing", "interPageSpacing: 10", \.interPageSpacing, 10),
        page("spineLocation", "transitionStyle: pageCurl, spineLocation: max", \.spineLocation, .max),
        page("isDoubleSided", "transitionStyle: pageCurl, isDoubleSided: true", \.isDoubleSided, true),
        curl("radius", "30", \.radius, 30),
        curl("grab", "0.5", \.grab, 0.5),
        curl("lift", "0", \.lift, 0),
        curl("backFade", "0.2", \.backFade, 0.2),
        curl("shadowOpacity", "0.1", \.shadowOpacity, 0.1),
        curl("shadowRadius", "4", \.shadowRadius, 4),
        KeyCase("pageControl", "pageControl: {}", { $0.pageControl != nil }),
        control("numberOfPages", "3", \.numberOfPages, 3),
        control("currentPage", "2", \.currentPage, 2),
        control("hidesForSinglePage", "true", \.hidesForSinglePage, true),
        control("pageIndicatorTintColor", "\"#FF0000\"", \.pageIndicatorTintColor, red),
        control("currentPageIndicatorTintColor", "\"#FF0000\"", \.currentPageIndicatorTintColor, red),
        control("backgroundStyle", "prominent", \.backgroundStyle, .prominent),
        control("direction", "rightToLeft", \.direction, .rightToLeft),
        control("updates", "progress", \.updates, .progress),
        control("maxVisibleDots", "5", \.maxVisibleDots, 5),
        control("dotSize", "8", \.dotSize, 8),
        control("dotSpacing", "6", \.dotSpacing, 6),
        control("controlHeight", "30", \.controlHeight, 30),
        control("bottomInset", "20", \.bottomInset, 20),
        control("placement", "overlay", \.placement, .overlay),
        control("platterColor", "\"#FF0000\"", \.platterColor, red),
    ]
}
