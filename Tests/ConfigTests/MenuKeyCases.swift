import SceneModel
import TestSupport
import Transforms

/// `KeyCoverageTests` cases for every key under `menu:`.
enum MenuKeyCases {
    typealias KeyCase = KeyCoverageTests.KeyCase

    static func option<Value: Equatable & Sendable>(_ path: String, _ yaml: String,
                                                    _ keyPath: KeyPath<PagingOptions, Value> & Sendable, _ expected: Value) -> KeyCase {
        KeyCase("menu.\(path)", "menu: {\(yaml)}", { $0.menu?.options[keyPath: keyPath] == expected })
    }

    static let red = Color(red: 1, green: 0, blue: 0)

    static func indicator(_ scene: Scene) -> (height: Double, zIndex: Int, spacing: EdgeInsets, insets: EdgeInsets)? {
        guard case let .visible(height, zIndex, spacing, insets)? = scene.menu?.options.indicatorOptions else { return nil }
        return (height, zIndex, spacing, insets)
    }

    static func border(_ scene: Scene) -> (height: Double, zIndex: Int, insets: EdgeInsets)? {
        guard case let .visible(height, zIndex, insets)? = scene.menu?.options.borderOptions else { return nil }
        return (height, zIndex, insets)
    }

    static let cases: [KeyCase] = {
        var cases: [KeyCase] = [
            KeyCase("menu", "menu: {}", { $0.menu != nil }),
            KeyCase("menu.items", "itemCount: 2\nmenu: {items: [A, B]}", { $0.menu?.list?.map(\.title) == ["A", "B"] }),
            option("menuItemSize.fixed", "menuItemSize: {fixed: {width: 90, height: 30}}", \.menuItemSize, .fixed(width: 90, height: 30)),
            option("menuItemSize.sizeToFit.minWidth", "menuItemSize: {sizeToFit: {minWidth: 90}}", \.menuItemSize, .sizeToFit(minWidth: 90, height: 40)),
            option("menuItemSize.sizeToFit.height", "menuItemSize: {sizeToFit: {height: 30}}", \.menuItemSize, .sizeToFit(minWidth: 150, height: 30)),
            option("menuItemSize.selfSizing.estimatedWidth", "menuItemSize: {selfSizing: {estimatedWidth: 90}}", \.menuItemSize,
                   .selfSizing(estimatedWidth: 90, height: 40)),
            option("menuItemSize.selfSizing.height", "menuItemSize: {selfSizing: {height: 30}}", \.menuItemSize,
                   .selfSizing(estimatedWidth: 150, height: 30)),
            option("menuItemSpacing", "menuItemSpacing: 6", \.menuItemSpacing, 6),
            option("menuItemLabelSpacing", "menuItemLabelSpacing: 6", \.menuItemLabelSpacing, 6),
            option("menuHorizontalAlignment", "menuHorizontalAlignment: center", \.menuHorizontalAlignment, .center),
            option("menuPosition", "menuPosition: bottom", \.menuPosition, .bottom),
            option("menuTransition", "menuTransition: animateAfter", \.menuTransition, .animateAfter),
            option("selectedScrollPosition", "selectedScrollPosition: center", \.selectedScrollPosition, .center),
            option("indicatorOptions", "indicatorOptions: hidden", \.indicatorOptions, .hidden),
            option("indicatorOptions.visible", "indicatorOptions: {visible: {}}", \.indicatorOptions, .visible(height: 4)),
            KeyCase("menu.indicatorOptions.visible.height", "menu: {indicatorOptions: {visible: {height: 7}}}", { indicator($0)?.height == 7 }),
            KeyCase("menu.indicatorOptions.visible.zIndex", "menu: {indicatorOptions: {visible: {zIndex: -3}}}", { indicator($0)?.zIndex == -3 }),
            option("indicatorColor", "indicatorColor: '#FF0000'", \.indicatorColor, red),
            option("borderOptions", "borderOptions: hidden", \.borderOptions, .hidden),
            option("borderOptions.visible", "borderOptions: {visible: {}}", \.borderOptions, .visible(height: 1)),
            KeyCase("menu.borderOptions.visible.height", "menu: {borderOptions: {visible: {height: 3}}}", { border($0)?.height == 3 }),
            KeyCase("menu.borderOptions.visible.zIndex", "menu: {borderOptions: {visible: {zIndex: 2}}}", { border($0)?.zIndex == 2 }),
            option("borderColor", "borderColor: '#FF0000'", \.borderColor, red),
            option("font", "font: {size: 12, weight: bold}", \.font, TextFont(size: 12, weight: .bold)),
            option("font.size", "font: {size: 12}", \.font.size, 12),
            option("font.family", "font: {family: Inter}", \.font, TextFont(family: "Inter", size: 15, weight: .regular)),
            option("selectedFont.family", "selectedFont: {family: DejaVu Sans, weight: 700}", \.selectedFont,
                   TextFont(family: "DejaVu Sans", size: 15, weight: .bold)),
            option("font.weight", "font: {weight: 0.3}", \.font.weight, .semibold),
            option("selectedFont", "selectedFont: {size: 12, weight: bold}", \.selectedFont, TextFont(size: 12, weight: .bold)),
            option("selectedFont.size", "selectedFont: {size: 12}", \.selectedFont.size, 12),
            option("selectedFont.weight", "selectedFont: {weight: heavy}", \.selectedFont.weight, .heavy),
            option("textColor", "textColor: '#FF0000'", \.textColor, red),
            option("selectedTextColor", "selectedTextColor: '#FF0000'", \.selectedTextColor, red),
            option("backgroundColor", "backgroundColor: '#FF0000'", \.backgroundColor, red),
            option("selectedBackgroundColor", "selectedBackgroundColor: '#FF0000'", \.selectedBackgroundColor, red),
            option("menuBackgroundColor", "menuBackgroundColor: '#FF0000'", \.menuBackgroundColor, red),
            option("pagingContentBackgroundColor", "pagingContentBackgroundColor: '#FF0000'", \.pagingContentBackgroundColor, red),
            KeyCase("menu.contentNavigationOrientation", "scrollDirection: vertical\nmenu: {contentNavigationOrientation: vertical}",
                    { $0.menu?.options.contentNavigationOrientation == .vertical }),
            option("indicatorWidth", "indicatorWidth: text", \.indicatorWidth, .text),
            option("indicatorCornerRadius", "indicatorCornerRadius: 2", \.indicatorCornerRadius, 2),
            option("indicatorStyle", "indicatorStyle: pill", \.indicatorStyle, .pill),
            option("fontTransition", "fontTransition: interpolate", \.fontTransition, .interpolate),
            option("layoutDirection", "layoutDirection: rightToLeft", \.layoutDirection, .rightToLeft),
            option("indicatorWidth.fixed", "indicatorWidth: {fixed: 24}", \.indicatorWidth, .fixed(24)),
            option("badgeColor", "badgeColor: '#FF0000'", \.badgeColor, red),
            option("badgeTextColor", "badgeTextColor: '#FF0000'", \.badgeTextColor, red),
            option("titleNumberOfLines", "titleNumberOfLines: 2", \.titleNumberOfLines, 2),
            option("titleLineSpacing", "titleLineSpacing: 3", \.titleLineSpacing, 3),
            KeyCase("menu.items.from", "itemCount: 3\nmenu: {items: {from: -1, to: 1}}", { $0.menu?.items == .range(from: -1, to: 1, title: "{index}") }),
            KeyCase("menu.items.to", "itemCount: 6\nmenu: {items: {from: 0, to: 5}}", { $0.menu?.items == .range(from: 0, to: 5, title: "{index}") }),
            KeyCase("menu.items.title", "itemCount: 2\nmenu: {items: {from: 1, to: 2, title: 'Day {index}'}}",
                    { $0.menu?.items == .range(from: 1, to: 2, title: "Day {index}") }),
        ]
        for edge in ["top", "left", "bottom", "right"] {
            let keyPath: WritableKeyPath<EdgeInsets, Double> & Sendable = switch edge {
            case "top": \.top
            case "left": \.left
            case "bottom": \.bottom
            default: \.right
            }
            cases.append(KeyCase("menu.menuInsets.\(edge)", "menu: {menuInsets: {\(edge): 3}}", { $0.menu?.options.menuInsets[keyPath: keyPath] == 3 }))
            cases.append(KeyCase("menu.indicatorOptions.visible.spacing.\(edge)", "menu: {indicatorOptions: {visible: {spacing: {\(edge): 3}}}}",
                                 { indicator($0)?.spacing[keyPath: keyPath] == 3 }))
            cases.append(KeyCase("menu.indicatorOptions.visible.insets.\(edge)", "menu: {indicatorOptions: {visible: {insets: {\(edge): 3}}}}",
                                 { indicator($0)?.insets[keyPath: keyPath] == 3 }))
            cases.append(KeyCase("menu.borderOptions.visible.insets.\(edge)", "menu: {borderOptions: {visible: {insets: {\(edge): 3}}}}",
                                 { border($0)?.insets[keyPath: keyPath] == 3 }))
        }
        cases.append(KeyCase("menu.menuInsets", "menu: {menuInsets: {left: 2, right: 2}}", { $0.menu?.options.menuInsets == EdgeInsets(left: 2, right: 2) }))
        cases.append(KeyCase("menu.indicatorOptions.visible.spacing", "menu: {indicatorOptions: {visible: {spacing: {left: 2}}}}",
                             { indicator($0)?.spacing == EdgeInsets(left: 2) }))
        cases.append(KeyCase("menu.indicatorOptions.visible.insets", "menu: {indicatorOptions: {visible: {insets: {left: 2}}}}",
                             { indicator($0)?.insets == EdgeInsets(left: 2) }))
        cases.append(KeyCase("menu.borderOptions.visible.insets", "menu: {borderOptions: {visible: {insets: {left: 2}}}}",
                             { border($0)?.insets == EdgeInsets(left: 2) }))
        return cases
    }()
}
