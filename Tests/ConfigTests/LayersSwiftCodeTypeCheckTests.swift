import Foundation
import Testing
@testable import Config
import SceneModel
import TestSupport

/// `flipbook code` for layers with keyframe actions and custom timing functions: the text (the
/// README's `EaseOutSineFunction` shape, `^` as `pow`), and the whole layers part type-checked on
/// Linux against stand-ins of PVView's and UIKit's API it names (declared from PVView 1.0.4's
/// sources with the same names, labels and types, no bodies). This catches a misspelt label or a
/// wrong type; it cannot catch a stand-in that differs from the real SDK, and nothing here runs the app.
@Suite struct LayersSwiftCodeTypeCheckTests {
    static let yaml = """
    effect: {scale: {minScale: 1, maxScale: 1}}
    card:
      layers:
        - id: word
          type: text
          text: Hello
          actions:
            - keyframes: {property: letterSpacing, points: [[0, 0], [0.5, 6], [1, 2]]}
              parameters: {timingFunction: "sin(input * Double.pi / 2)"}
            - keyframes: {property: color, points: [[0, '#FF0000'], [1, '#0000FF']]}
              parameters: {stopOffset: 0.5, timingFunction: "-x^2 + 2 × x"}
            - group:
                actions:
                  - keyframes: {property: textSize, points: [[0, 17], [1, 24]]}
                  - fade: {from: 1, to: 0.5}
              parameters: {timingFunction: [[0, 0], [0.3, 0.8], [1, 1]]}
    overlay:
      pages:
        - [{id: dot, type: circle, frame: {x: 10, y: 10, width: 20, height: 20}, shadow: {opacity: 0.4, radius: 2, offset: {width: 0, height: 4}}, actions: [{keyframes: {property: position, points: [[0, [10, 10]], [1, [90, 10]]]}, parameters: {timingFunction: "sin(input * Double.pi / 2)"}}]}]
        - - id: dot
            actions:
              - keyframes: {property: shadowRadius, points: [[0, 2], [1, 12]]}
              - keyframes: {property: shadowOffset, points: [[0, [0, 4]], [1, {width: 3, height: 9}]]}
              - keyframes: {property: shadowOpacity, points: [[0, 0.4], [1, 0.1]]}
        - []
    """

    @Test func customTypesArePrintedOnceEach() throws {
        let code = SwiftCode.layersSource(for: try scene(Self.yaml))
        #expect(code.contains("struct TimingFunction1: PVTimingFunctionType {\n    func evaluate(_ input: Double) -> Double {\n        return sin(input * Double.pi / 2)\n    }\n}"), "\(code)")
        #expect(code.contains("return -pow(input, 2) + 2 * input"), "\(code)")
        #expect(!code.contains("TimingFunction3"), "the same formula twice is one type")
        #expect(code.contains("KeyframeAction(property: .letterSpacing, points: [(0, [0]), (0.5, [6]), (1, [2])], parameters: PVParameters(timingFunction: TimingFunction1()))"), "\(code)")
        #expect(code.contains("KeyframeAction(property: .color, points: [(0, [1, 0, 0, 1]), (1, [0, 0, 1, 1])], parameters: PVParameters(stopOffset: 0.5, timingFunction: TimingFunction2()))"), "\(code)")
        #expect(code.contains("PVParameters(timingFunction: PointsTimingFunction(points: [(0, 0), (0.3, 0.8), (1, 1)]))"), "\(code)")
        #expect(code.contains("KeyframeAction(property: .position, points: [(0, [10, 10]), (1, [90, 10])], parameters: PVParameters(timingFunction: TimingFunction1()))"), "\(code)")
        #expect(code.contains("KeyframeAction(property: .shadowRadius, points: [(0, [2]), (1, [12])]),"), "\(code)")
        #expect(code.contains("KeyframeAction(property: .shadowOffset, points: [(0, [0, 4]), (1, [3, 9])]),"), "\(code)")
        #expect(code.contains("""
            case "dot":
                view.layer.shadowColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor
                view.layer.shadowOpacity = 0.4
                view.layer.shadowRadius = 2
                view.layer.shadowOffset = CGSize(width: 0, height: 4)
            default: break
        """), "\\(code)")
        #expect(code.components(separatedBy: "struct KeyframeAction: PVActionBasicType").count == 2)
        #expect(code.components(separatedBy: "struct PointsTimingFunction").count == 2)
        // A scene without custom actions prints none of the types.
        let plain = SwiftCode.layersSource(for: try scene("extends: parallax.cards"))
        #expect(!plain.contains("KeyframeAction") && !plain.contains("TimingFunction1") && !plain.contains("PointsTimingFunction"))
    }

    /// A menu's custom cell (`menu.cellLayers`): a `PagingCell` subclass with a view per layer, its
    /// labels' text from the item, its actions played at the item's progress; type-checked with the
    /// calendar cell, the star and a cell with a rect, a container and relative frames.
    @Test func theMenuCellTypeChecksAgainstParchmentAndPVView() throws {
        let custom = """
            extends: menu.tabs
            menu:
              cellLayers:
                - {id: pill, type: rect, fill: "#EEEEEE", cornerRadius: 8, clipsToBounds: true, frame: {x: 0.1, y: 0.1, width: 0.8, height: 0.8, relative: true},
                   actions: [{keyframes: {property: color, points: [[0, "#EEEEEE"], [1, "#037DE9"]]}, parameters: {timingFunction: "x^2"}}]}
                - {id: label, type: text, text: "{number}. {title}", container: pill, alignment: left, numberOfLines: 2, alpha: 0.5,
                   actions: [{fade: {from: 0.5, to: 1}}]}
                - {id: art, type: circle, frame: {x: 2, y: 2, width: 8, height: 8}}
            """
        let indicator = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/menu/menu-indicator.yaml"), encoding: .utf8)
        let both = custom + "\n  indicatorLayers: [{id: ring, type: circle, actions: [{scale: {from: 1, to: 2}}]}, {id: tag, type: text, text: x, container: ring}]"
        for yaml in ["extends: menu.calendarCell", "extends: menu.star", custom, indicator, both] {
            let code = SwiftCode.layersSource(for: try scene(yaml))
            #expect(code.contains("final class MenuCell: PagingCell") || code.contains("final class MenuIndicator: PagingIndicatorView"), "\(code)")
            let program = "import Foundation\n" + code.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
            let run = try typeCheck(program, against: Self.standIn + Self.pagingCellStandIn)
            #expect(run.status == 0, "the menu cell does not type-check:\n\(run.output)\n\(program)")
        }
        let calendar = SwiftCode.layersSource(for: try scene("extends: menu.calendarCell"))
        #expect(calendar.contains("(views[\"weekdayLabel\"] as? UILabel)?.text = expanded(\"{title}\")"), "\(calendar)")
        #expect(calendar.contains("views[\"dateLabel\"]?.frame = CGRect(x: 0, y: 10, width: 48, height: 19)"), "\(calendar)")
        #expect(calendar.contains("KeyframeAction(property: .color, points: [(0, [0.5019607843137255"), "\(calendar)")
        let plain = try scene("extends: menu.calendarCell\nmenu: {cellLayers: []}")
        #expect(!SwiftCode.layersSource(for: plain).contains("MenuCell"))
    }

    /// Parchment's `PagingCell` and the UIKit a generated cell uses, over `standIn`.
    static let pagingCellStandIn = """

    class UICollectionViewLayoutAttributes {}
    class PagingCellLayoutAttributes: UICollectionViewLayoutAttributes { var progress: CGFloat = 0 }
    protocol PagingItem {}
    struct PagingIndexItem: PagingItem { let index: Int; let title: String }
    struct PagingOptions {}
    class UICollectionReusableView: UIView { func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {} }
    class PagingIndicatorView: UICollectionReusableView {}
    struct PVActionScale: PVActionBasicType {
        let parameters: PVParameters
        init(from fromScale: Double = 1, to toScale: Double = 1, parameters: PVParameters = .default) { self.parameters = parameters }
        func step(_ progress: Double, target: UIView) {}
        func reverse(with newParameters: PVParameters) -> PVActionScale { self }
    }
    class PagingCell: UICollectionViewCell {
        func setPagingItem(_ pagingItem: PagingItem, selected: Bool, options: PagingOptions) {}
        func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
    }
    struct PVActionRotate: PVActionBasicType {
        let parameters: PVParameters
        init(fromDegrees: Double = 0, toDegrees: Double = 0, parameters: PVParameters = .default) { self.parameters = parameters }
        init(fromZ: Double = 0, toZ: Double = 0, parameters: PVParameters = .default) { self.parameters = parameters }
        func step(_ progress: Double, target: UIView) {}
        func reverse(with newParameters: PVParameters) -> PVActionRotate { self }
    }
    """

    @Test func theLayersCodeTypeChecksAgainstPVView() throws {
        let code = SwiftCode.layersSource(for: try scene(Self.yaml))
        let program = "import Foundation\n" + code.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let run = try typeCheck(program, against: Self.standIn)
        #expect(run.status == 0, "the layers code does not type-check:\n\(run.output)\n\(program)")
    }

    /// PVView 1.0.4's protocols, parameters and the actions the scene uses, over the UIKit they need.
    static let standIn = """
    import Foundation
    class CALayer {
        var position = CGPoint.zero; var cornerRadius: CGFloat = 0; func setValue(_ value: Any?, forKeyPath keyPath: String) {}
        var shadowRadius: CGFloat = 3; var shadowOpacity: Float = 0; var shadowOffset = CGSize(width: 0, height: -3)
        var shadowColor: CGColor?
    }
    class CGColor {}
    class UIColor {
        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}; var cgColor: CGColor { CGColor() }
        static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1), white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
    class UIFont {
        struct Weight { let rawValue: CGFloat; static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3), bold = Weight(rawValue: 0.4) }
        func withSize(_ fontSize: CGFloat) -> UIFont { self }
        static func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    }
    enum NSTextAlignment { case left, center, right, justified, natural }
    class UIView {
        let layer = CALayer(); var alpha: CGFloat = 1; var center = CGPoint.zero; var frame = CGRect.zero
        var backgroundColor: UIColor?; var superview: UIView?; var bounds = CGRect.zero; var clipsToBounds = false
        init(frame: CGRect = .zero) {}
        required init?(coder: NSCoder) {}
        func addSubview(_ view: UIView) {}
        var subviews: [UIView] { [] }
        func layoutSubviews() {}
    }
    class UILabel: UIView {
        var text: String?; var font: UIFont!; var textColor: UIColor!; var attributedText: NSAttributedString?
        var textAlignment = NSTextAlignment.natural; var numberOfLines = 1
    }
    class UISegmentedControl: UIView { var numberOfSegments: Int { 0 }; var selectedSegmentIndex: Int = 0 }
    class UICollectionViewCell: UIView { var contentView: UIView { self } }
    extension NSAttributedString.Key {
        static let kern = NSAttributedString.Key("NSKern"), font = NSAttributedString.Key("NSFont")
        static let foregroundColor = NSAttributedString.Key("NSColor")
    }

    protocol PVActionType { func update(_ progress: Double, target: UIView) }
    protocol PVActionBasicType: PVActionType {
        var parameters: PVParameters { get }
        func step(_ progress: Double, target: UIView)
        func reverse(with newParameters: PVParameters) -> Self
    }
    extension PVActionBasicType { func update(_ progress: Double, target: UIView) {} }
    protocol PVTimingFunctionType { func evaluate(_ input: Double) -> Double }
    struct PVParameters {
        let startOffset: Double; let stopOffset: Double; let timingFunction: PVTimingFunctionType?
        static var `default`: PVParameters { PVParameters() }
        init(startOffset: Double = 0, stopOffset: Double = 1, timingFunction: PVTimingFunctionType? = nil) {
            self.startOffset = startOffset; self.stopOffset = stopOffset; self.timingFunction = timingFunction
        }
    }
    struct PVActionFade: PVActionBasicType {
        let parameters: PVParameters
        init(from fromOpacity: Double = 1, to toOpacity: Double = 1, parameters: PVParameters = .default) { self.parameters = parameters }
        func step(_ progress: Double, target: UIView) {}
        func reverse(with newParameters: PVParameters) -> PVActionFade { self }
    }
    struct PVActionGroup: PVActionBasicType {
        let parameters: PVParameters
        init(actions: [PVActionBasicType], parameters: PVParameters = .default) { self.parameters = parameters }
        func step(_ progress: Double, target: UIView) {}
        func reverse(with newParameters: PVParameters) -> PVActionGroup { self }
    }

    final class MyCell: UICollectionViewCell {
        func layerView(_ id: String) -> UIView { UIView() }
        func applyScaleTransform(progress: CGFloat) {}
    }
    """
}
