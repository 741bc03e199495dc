import Foundation
import Testing
@testable import Config
import SceneModel
import TestSupport

/// The app `SwiftProject` writes type-checks on Linux against stand-ins: every Swift file of the app
/// (App.swift, Cards.swift, Screen.swift and Flipbook.swift, imports removed) together with
/// declarations of the UIKit, SwiftUI, CollectionViewPagingLayout and Parchment API it names
/// (UpstreamAPIStandIn's and ParchmentStandIn's, and UIKit's and SwiftUI's below), with the same
/// names, labels and types and no bodies. This catches a misspelt label, a wrong type or a missing
/// function; it cannot catch a stand-in that differs from the real SDK, and nothing here builds or
/// runs the app (that needs Xcode). Custom effects' keyframe code is type-checked by SwiftCodeTests.
@Suite struct SwiftProjectTypeCheckTests {
    static let scenes: [(name: String, yaml: String)] = [
        ("layout", "extends: scale.coverFlow"),
        ("options and dots below", "extends: scale.carousel3d\nnumberOfVisibleItems: 3\npageControl: {placement: below}"),
        ("stack, vertical, dots over", "extends: stack.vortex\nscrollDirection: vertical\npageControl: {}\ncard: {border: {width: 2, color: '#FF0000'}}"),
        ("snapshot, gradient cards", "extends: snapshot.grid\ncard: {fill: {gradient: ['#FF0000', '#0000FF']}, title: null}"),
        ("menu of titles", "extends: menu.tabs"),
        ("menu with widths", """
            extends: menu.tabs
            itemCount: 3
            menu:
              items: [{title: A, width: 60, selectedWidth: 90}, B, {title: C, width: 70}]
            """),
        ("menu of a range", """
            extends: menu.tabs
            itemCount: 201
            menu:
              items: {from: -100, to: 100, title: "Day {index}"}
              menuItemSize: {fixed: {width: 90, height: 40}}
            """),
        ("wrapped title", "extends: scale.coverFlow\ncard: {titleNumberOfLines: 2, titleLineSpacing: 4}"),
        ("page curl", "extends: pages.curl"),
        ("pages with dots", "extends: pages.scroll\npageControl: {}"),
        ("sections", "extends: scale.coverFlow\nsections: [3, 0, 4]\ncard: {title: \"{section}.{item}\", subtitle: \"page {number}\"}"),
        ("ring and autoplay", "extends: scale.carousel3d\nloop: true\ntimeline: {steps: [{autoplay: {interval: 2, count: 2, curve: easeOut}}]}"),
        ("autoplay", "extends: stack.vortex\ntimeline: {steps: [{autoplay: {interval: 1.5, count: 3}}]}"),
    ]

    @Test(arguments: SwiftProjectTypeCheckTests.scenes.map(\.name))
    func appTypeChecks(name: String) throws {
        let yaml = try #require(Self.scenes.first { $0.name == name }).yaml
        let project = try SwiftProject(scene: scene(yaml))
        let program = "import Foundation\n" + project.files.filter { $0.path.hasPrefix("App/") }.map { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        }.joined(separator: "\n")
        let run = try typeCheck(program, against: Self.standIn)
        #expect(run.status == 0, "the \(name) app does not type-check:\n\(run.output)")
    }

    /// UpstreamAPIStandIn's option types and ParchmentStandIn's menu types, over the UIKit below.
    static let standIn: String = {
        let upstream = UpstreamAPIStandIn.source, parchment = ParchmentStandIn.source
        func from(_ start: String, in text: String, upTo end: String? = nil) -> String {
            guard let lower = text.range(of: start)?.lowerBound else { return "" }
            let upper = end.flatMap { text.range(of: $0, range: lower..<text.endIndex)?.lowerBound } ?? text.endIndex
            return String(text[lower..<upper])
        }
        // UIEdgeInsets and UIFont as ParchmentStandIn declares them.
        return "import Foundation\n" + uikit + from("struct UIEdgeInsets {", in: parchment, upTo: "class UIViewController")
            + from("enum UIBlurEffect {", in: upstream, upTo: "enum UICollectionView {")
            + from("class CollectionViewPagingLayout {", in: upstream)
                .replacingOccurrences(of: "class CollectionViewPagingLayout {", with: "class CollectionViewPagingLayout: UICollectionViewLayout {")
            + "\n" + from("enum PagingMenuItemSize {", in: parchment)
                .replacingOccurrences(of: "class PagingViewController {}", with: pagingViewController)
    }()

    static let pagingViewController = """
    class PagingViewController: UIViewController {
        init(options: PagingOptions = PagingOptions()) { super.init(nibName: nil, bundle: nil) }
        convenience init(options: PagingOptions = PagingOptions(), viewControllers: [UIViewController]) { self.init(options: options) }
        required init?(coder: NSCoder) { nil }
        weak var sizeDelegate: PagingViewControllerSizeDelegate?
        weak var infiniteDataSource: PagingViewControllerInfiniteDataSource?
        func select(pagingItem: PagingItem, animated: Bool = false) {}
    }
    """

    /// The UIKit, Core Animation and SwiftUI declarations the app uses (but UIEdgeInsets and UIFont).
    static let uikit = """
    class NSCoder {}
    class CGColor {}
    class UIColor {
        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
        var cgColor: CGColor { CGColor() }
    }
    struct UIFontDescriptor {
        struct AttributeName: Hashable { static let family = AttributeName(), traits = AttributeName() }
        struct TraitKey: Hashable { static let weight = TraitKey() }
        init(fontAttributes: [AttributeName: Any]) {}
    }
    extension UIFont { convenience init(descriptor: UIFontDescriptor, size: CGFloat) { self.init() } }
    struct CATransform3D {}
    class CALayer {
        var cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0, masksToBounds = false
        var borderColor: CGColor?
        var transform = CATransform3D()
    }
    class CAGradientLayer: CALayer {
        var colors: [Any]?
        var startPoint = CGPoint.zero, endPoint = CGPoint.zero
    }
    class NSLayoutConstraint { static func activate(_ constraints: [NSLayoutConstraint]) {} }
    class NSLayoutAnchor<AnchorType> {
        func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
        func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    }
    class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
    class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
    class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
        func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    }
    class UILayoutGuide {
        var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    }
    class UIView {
        struct AutoresizingMask: OptionSet {
            let rawValue: UInt
            static let flexibleWidth = AutoresizingMask(rawValue: 2), flexibleHeight = AutoresizingMask(rawValue: 16)
        }
        class var layerClass: AnyClass { CALayer.self }
        var layer: CALayer { CALayer() }
        var frame = CGRect.zero, bounds = CGRect.zero
        var backgroundColor: UIColor?
        var alpha: CGFloat = 1
        var translatesAutoresizingMaskIntoConstraints = true
        var autoresizingMask: AutoresizingMask = []
        init(frame: CGRect) {}
        required init?(coder: NSCoder) {}
        func addSubview(_ view: UIView) {}
        var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
        var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
        var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
        var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
        var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
        var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
        var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
        var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
        var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    }
    enum NSTextAlignment { case left, center, right }
    class NSMutableParagraphStyle {
        var lineSpacing: CGFloat = 0
        var alignment = NSTextAlignment.left
    }
    class NSAttributedString {
        struct Key: Hashable { static let paragraphStyle = Key() }
        init(string: String, attributes: [Key: Any]? = nil) {}
    }
    class UILabel: UIView {
        var text: String?
        var font: UIFont?
        var textColor: UIColor?
        var textAlignment = NSTextAlignment.left
        var adjustsFontSizeToFitWidth = false
        var numberOfLines = 1
        var attributedText: NSAttributedString?
        init() { super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
    }
    class UIViewController {
        var view: UIView! { nil }
        var title: String?
        init(nibName: String?, bundle: Bundle?) {}
        required init?(coder: NSCoder) {}
        convenience init() { self.init(nibName: nil, bundle: nil) }
        func viewDidLoad() {}
        func viewDidLayoutSubviews() {}
        func viewDidAppear(_ animated: Bool) {}
        func viewWillDisappear(_ animated: Bool) {}
        func addChild(_ child: UIViewController) {}
        func didMove(toParent parent: UIViewController?) {}
    }
    protocol UIScrollViewDelegate: AnyObject {}
    class UIScrollView: UIView {
        var contentOffset = CGPoint.zero
        var isPagingEnabled = false, showsHorizontalScrollIndicator = true, showsVerticalScrollIndicator = true
    }
    class UICollectionViewLayout {}
    class UICollectionViewCell: UIView {
        var contentView: UIView { UIView(frame: .zero) }
    }
    protocol UICollectionViewDataSource: AnyObject {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    }
    protocol UICollectionViewDelegate: UIScrollViewDelegate {}
    extension UICollectionViewDelegate { func scrollViewDidScroll(_ scrollView: UIScrollView) {} }
    extension UICollectionViewDataSource { func numberOfSections(in collectionView: UICollectionView) -> Int { 1 } }
    extension IndexPath {
        init(item: Int, section: Int) { self.init(indexes: [section, item]) }
        var item: Int { 0 }
        var section: Int { 0 }
    }
    class UICollectionView: UIScrollView {
        enum ScrollDirection { case horizontal, vertical }
        init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
        required init?(coder: NSCoder) { nil }
        weak var dataSource: UICollectionViewDataSource?
        weak var delegate: UICollectionViewDelegate?
        func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
        func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
    }
    class UIPageControl: UIView {
        enum BackgroundStyle { case automatic, prominent, minimal }
        enum Direction { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }
        var numberOfPages = 0, currentPage = 0
        var hidesForSinglePage = false
        var pageIndicatorTintColor: UIColor?, currentPageIndicatorTintColor: UIColor?
        var backgroundStyle = BackgroundStyle.automatic
        var direction = Direction.natural
        init() { super.init(frame: .zero) }
        required init?(coder: NSCoder) { nil }
    }
    protocol UIPageViewControllerDataSource: AnyObject {
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    }
    protocol UIPageViewControllerDelegate: AnyObject {}
    class UIPageViewController: UIViewController {
        enum TransitionStyle { case pageCurl, scroll }
        enum NavigationOrientation { case horizontal, vertical }
        enum NavigationDirection { case forward, reverse }
        enum SpineLocation: Int { case none, min, mid, max }
        struct OptionsKey: Hashable { static let spineLocation = OptionsKey(), interPageSpacing = OptionsKey() }
        init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]?) {
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        var isDoubleSided = false
        weak var dataSource: UIPageViewControllerDataSource?
        weak var delegate: UIPageViewControllerDelegate?
        var viewControllers: [UIViewController]? { nil }
        func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                completion: ((Bool) -> Void)? = nil) {}
    }

    protocol View {}
    extension View { func ignoresSafeArea() -> some View { self } }
    protocol Scene {}
    struct WindowGroup<Content: View>: Scene { init(content: () -> Content) {} }
    protocol App { associatedtype Body: Scene; var body: Body { get }; init() }
    extension App { static func main() {} }
    struct UIViewControllerRepresentableContext<Representable> {}
    protocol UIViewControllerRepresentable: View {
        associatedtype UIViewControllerType: UIViewController
        typealias Context = UIViewControllerRepresentableContext<Self>
        func makeUIViewController(context: Context) -> UIViewControllerType
        func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    }

    """
}
