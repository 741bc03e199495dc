import Foundation
import Testing
@testable import Config
import SceneModel
import TestSupport

/// The menu's Swift (`MenuSwiftCode`) type-checks against Parchment 4.1's API: options, the size
/// delegate of item widths, the infinite data source of a range.
@Suite struct MenuSwiftCodeTypeCheckTests {
    @Test func menuCodeTypeChecksAgainstParchmentsAPI() throws {
        let configs = [
            "extends: menu.tabs",
            "extends: menu.centered",
            "extends: menu.calendar",
            """
            extends: menu.tabs
            itemCount: 3
            menu:
              items: [{title: A, width: 60, selectedWidth: 90, badge: "2"}, B, {title: C, width: 70}]
              menuItemSize: {selfSizing: {estimatedWidth: 80, height: 40}}
              indicatorWidth: {fixed: 20}
              font: {size: 14, weight: 0.1}
              menuTransition: animateAfter
              menuInteraction: swipe
              menuInsets: {left: 4}
              borderOptions: hidden
            """,
            """
            extends: menu.tabs
            itemCount: 201
            numberOfVisibleItems: 3
            menu:
              items: {from: -100, to: 100, title: "Day {index} \\"{number}\\""}
              menuItemSize: {fixed: {width: 90, height: 40}}
            """,
        ]
        var program = "import Foundation\n"
        for (index, yaml) in configs.enumerated() {
            let menu = try #require(try scene(yaml).menu)
            // Each config's declarations in an enum of their own, so the four do not collide.
            let source = MenuSwiftCode.source(for: menu)
            program += "enum Config\(index) {\n" + source.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("func ") || $0.hasPrefix("let ") ? "    static " + $0 : "    " + $0 }.joined(separator: "\n") + "\n}\n"
        }
        let run = try typeCheck(program, against: ParchmentStandIn.source)
        #expect(run.status == 0, "generated Swift does not type-check:\n\(run.output)\n\(program)")
    }
}

/// Parchment 4.1's public API that the menu's Swift uses (and the UIKit types it names), declared
/// with the same names, labels and types, bodies left out. Written from Parchment's declarations.
enum ParchmentStandIn {
    static let source = """
    import Foundation

    class UIColor { init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {} }
    struct UIEdgeInsets {
        init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {}
        static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
    class UIFont {
        struct Weight {
            init(rawValue: CGFloat) {}
            static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
            static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
            static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
        }
        static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    }
    class UIViewController { var title: String?; init() {} }

    enum PagingMenuItemSize {
        case fixed(width: CGFloat, height: CGFloat)
        case sizeToFit(minWidth: CGFloat, height: CGFloat)
        case selfSizing(estimatedWidth: CGFloat, height: CGFloat)
    }
    enum PagingMenuHorizontalAlignment { case left, center, right }
    enum PagingMenuPosition { case top, bottom }
    enum PagingMenuTransition { case scrollAlongside, animateAfter }
    enum PagingMenuInteraction { case scrolling, swipe, wheel, none }
    enum PagingSelectedScrollPosition { case left, right, preferCentered, center }
    enum PagingNavigationOrientation { case horizontal, vertical }
    enum PagingIndicatorOptions {
        case hidden
        case visible(height: CGFloat, zIndex: Int, spacing: UIEdgeInsets, insets: UIEdgeInsets)
    }
    enum PagingBorderOptions {
        case hidden
        case visible(height: CGFloat, zIndex: Int, insets: UIEdgeInsets)
    }
    struct PagingOptions {
        var menuItemSize: PagingMenuItemSize = .sizeToFit(minWidth: 150, height: 40)
        var menuItemSpacing: CGFloat = 0
        var menuItemLabelSpacing: CGFloat = 20
        var menuInsets = UIEdgeInsets.zero
        var menuHorizontalAlignment: PagingMenuHorizontalAlignment = .left
        var menuPosition: PagingMenuPosition = .top
        var menuTransition: PagingMenuTransition = .scrollAlongside
        var menuInteraction: PagingMenuInteraction = .scrolling
        var selectedScrollPosition: PagingSelectedScrollPosition = .preferCentered
        var indicatorOptions: PagingIndicatorOptions = .hidden
        var indicatorColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        var borderOptions: PagingBorderOptions = .hidden
        var borderColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        var font = UIFont.systemFont(ofSize: 15, weight: .medium)
        var selectedFont = UIFont.systemFont(ofSize: 15, weight: .medium)
        var textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        var selectedTextColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        var backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
        var selectedBackgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
        var menuBackgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        var pagingContentBackgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        var contentNavigationOrientation: PagingNavigationOrientation = .horizontal
        init() {}
    }

    protocol PagingItem {}
    struct PagingIndexItem: PagingItem {
        let index: Int
        let title: String
        init(index: Int, title: String) { self.index = index; self.title = title }
    }
    class PagingViewController {}
    protocol PagingViewControllerSizeDelegate: AnyObject {
        func pagingViewController(_: PagingViewController, widthForPagingItem pagingItem: PagingItem, isSelected: Bool) -> CGFloat
    }
    protocol PagingViewControllerInfiniteDataSource: AnyObject {
        func pagingViewController(_: PagingViewController, viewControllerFor pagingItem: PagingItem) -> UIViewController
        func pagingViewController(_: PagingViewController, itemBefore pagingItem: PagingItem) -> PagingItem?
        func pagingViewController(_: PagingViewController, itemAfter pagingItem: PagingItem) -> PagingItem?
    }
    """
}
