import Foundation
import Problems
import Render
import Testing
import TestSupport
import Transforms
@testable import Config

@Suite struct SwiftCodeTests {
    @Test func everyNamedLayoutPrintsItsLayoutName() throws {
        for layout in NamedLayout.allCases {
            let code = try SwiftCode.source(for: try SceneLoader.load(presetOrPath: layout.name))
            #expect(code.contains(".layout(.\(layout.layoutName))"), "\(layout.name)")
            let protocolName = ["scale": "ScaleTransformView", "stack": "StackTransformView", "snapshot": "SnapshotTransformView"][layout.effectName]!
            #expect(code.contains("extension MyCell: \(protocolName) {"))
        }
    }

    /// Every stored option whose value differs from upstream's default, by upstream's parameter name.
    static func changedOptions<Options>(_ options: Options, defaults: Options) -> [String] {
        let values = Mirror(reflecting: options).children, base = Mirror(reflecting: defaults).children
        return zip(values, base).compactMap { value, original -> String? in
            guard let label = value.label, let hashable = value.value as? AnyHashable,
                  let originalHashable = original.value as? AnyHashable else { return value.label }
            guard hashable != originalHashable else { return nil }
            return label == "stackRotateAngle" ? "stackRotateAngel" : label
        }
    }

    @Test func aTweakedPresetListsEveryOptionThatDiffersFromUpstreamsDefaults() throws {
        for preset in PresetCatalog.all where !preset.name.hasPrefix("pages.") {
            // One change that no named layout has, so the code cannot be `.layout(...)`.
            // The effect's kind (not the name's prefix: `menu.tabs` shows a scale effect).
            let kind: String
            switch try scene("extends: \(preset.name)").effect {
            case .scale: kind = "scale"
            case .stack: kind = "stack"
            case .snapshot: kind = "snapshot"
            default: continue
            }
            let tweak = ["scale": "minScale: 0.123", "stack": "scaleFactor: 0.123", "snapshot": "containerScaleRatio: 0.123"][kind]!
            let scene = try scene("extends: \(preset.name)\neffect: {\(kind): {\(tweak)}}")
            let code = try SwiftCode.optionsExpression(for: scene.effect)
            #expect(!code.contains(".layout("), "\(preset.name)")
            #expect(code.contains("0.123"))
            let changed: [String]
            switch scene.effect {
            case let .scale(options): changed = Self.changedOptions(options, defaults: ScaleTransformViewOptions())
            case let .stack(options): changed = Self.changedOptions(options, defaults: StackTransformViewOptions())
            case let .snapshot(options): changed = Self.changedOptions(options, defaults: SnapshotTransformViewOptions())
            default: changed = []
            }
            // Argument lines: four spaces, a label, a colon.
            let listed = code.split(separator: "\n").filter { $0.hasPrefix("    ") && $0.dropFirst(4).first?.isLetter == true }
                .compactMap { $0.dropFirst(4).split(separator: ":").first.map(String.init) }
            #expect(listed == changed, "\(preset.name): the initialiser must list exactly the options that differ from the defaults")
        }
    }

    @Test func optionsAtTheirDefaultsGiveTheBareInitialiser() throws {
        #expect(try SwiftCode.optionsExpression(for: .stack(StackTransformViewOptions())) == "StackTransformViewOptions()")
    }

    @Test func codeUsesUpstreamsSpellingAndTypes() throws {
        let scene = try scene("""
        effect:
          stack:
            stackRotateAngle: pi/16
            popAngle: -pi/4
            shadowColor: "#336699"
            popOffsetRatio: {width: 1, height: 0.5}
            stackPosition: {x: -1, y: 0}
            maxScale: null
        """)
        #expect(try SwiftCode.optionsExpression(for: scene.effect) == """
        StackTransformViewOptions(
            maxScale: nil,
            shadowColor: UIColor(red: 51 / 255, green: 102 / 255, blue: 153 / 255, alpha: 255 / 255),
            stackRotateAngel: .pi / 16,
            popAngle: -.pi / 4,
            popOffsetRatio: CGSize(width: 1, height: 0.5),
            stackPosition: CGPoint(x: -1, y: 0)
        )
        """)
    }

    @Test func rotationTranslationAndPiecesAreSpelledAsUpstream() throws {
        let scale = try scene("""
        effect:
          scale:
            rotation3d: {angle: pi/1.65, minAngle: -pi/3, maxAngle: 1.25, x: 0, y: -1, z: 0, m34: -0.0005, isDoubleSided: true}
            translation3d: {translateRatios: [0.1, 0, -0.7], minTranslateRatios: [-0.1, 0, -3], maxTranslateRatios: [0.1, 0, 0]}
            blurEffectStyle: systemThinMaterialDark
            scaleCurve: easeIn
        """)
        #expect(try SwiftCode.optionsExpression(for: scale.effect) == """
        ScaleTransformViewOptions(
            scaleCurve: .easeIn,
            blurEffectStyle: .systemThinMaterialDark,
            rotation3d: {
                var rotation = ScaleTransformViewOptions.Rotation3dOptions(angle: .pi / 1.65, minAngle: -.pi / 3, maxAngle: 1.25, x: 0, y: -1, z: 0, m34: -0.0005)
                rotation.isDoubleSided = true
                return rotation
            }(),
            translation3d: ScaleTransformViewOptions.Translation3dOptions(translateRatios: (0.1, 0, -0.7), minTranslateRatios: (-0.1, 0, -3), maxTranslateRatios: (0.1, 0, 0))
        )
        """)
        let snapshot = try scene("""
        effect:
          snapshot:
            piecesAlphaRatio: {sum: [{rowOddEven: [0.2, 0]}, {columnBased: 0.1, reversed: true}]}
            piecesTranslationRatio: {product: [{rowBasedMirror: [1, -1]}, {columnOddEven: [[0, 1], [1, 0]], increasing: true}]}
            piecesScaleRatio: {indexBasedCustom: [[0.1, 0.2], {width: 0.3, height: 0.4}]}
            minPiecesTranslationRatio: {x: -1, y: -2}
        """)
        #expect(try SwiftCode.optionsExpression(for: snapshot.effect) == """
        SnapshotTransformViewOptions(
            piecesAlphaRatio: .aggregated([.rowOddEven(0.2, 0), .columnBased(0.1, reversed: true)], +),
            piecesTranslationRatio: .aggregated([.rowBasedMirror(CGPoint(x: 1, y: -1)), .columnOddEven(CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0), increasing: true)], *),
            minPiecesTranslationRatio: .static(CGPoint(x: -1, y: -2)),
            piecesScaleRatio: .indexBasedCustom([CGSize(width: 0.1, height: 0.2), CGSize(width: 0.3, height: 0.4)])
        )
        """)
    }

    @Test func theLayoutSetupCarriesVisibleItemsAndDirection() throws {
        let code = try SwiftCode.source(for: try scene("effect: stack.vortex\nnumberOfVisibleItems: 5\nscrollDirection: vertical"))
        #expect(code.contains("    layout.numberOfVisibleItems = 5\n"))
        #expect(code.contains("    layout.scrollDirection = .vertical\n"))
        let plain = try SwiftCode.source(for: try scene("effect: stack.vortex"))
        #expect(!plain.contains("numberOfVisibleItems"))
    }

    @Test func anglesArePrintedAsMultiplesOfPiOnlyWhenExact() {
        #expect(SwiftCode.angle(.pi / 4) == ".pi / 4")
        #expect(SwiftCode.angle(-.pi / 3) == "-.pi / 3")
        #expect(SwiftCode.angle(.pi / 1.65) == ".pi / 1.65")
        #expect(SwiftCode.angle(.pi) == ".pi")
        #expect(SwiftCode.angle(0.5) == "0.5")
        #expect(SwiftCode.angle(0) == "0")
    }

    /// A custom effect's code: its tracks in `transform(progress:)` after the base's transform,
    /// `zPosition(progress:)`, and a keyframe player that type-checks against UIKit's API.
    @Test func aCustomEffectPrintsATransformableViewThatTypeChecks() throws {
        let bases = ["", "base: scale.coverFlow, ", "base: stack.vortex, "]
        var program = "import Foundation\n"
        for (index, base) in bases.enumerated() {
            let code = try SwiftCode.source(for: try scene("""
            effect: {custom: {\(base)translateY: {keyframes: [[-1, 0.1], [0, 0], [1, 0.1]], curve: easeOut}, rotation: [[0, 0], [1, 0.3]],
                              scale: [[0, 1], [1, 0.8]], alpha: [[-1, 0.4], [0, 1]], zPosition: [[-1, -1], [1, 1]], m34: -0.002}}
            """))
            #expect(code.contains("func transform(progress: CGFloat) {") && code.contains("func zPosition(progress: CGFloat) -> Int {"))
            #expect(code.contains("return Int(Keyframes.value(p, [(-1, -1), (1, 1)]).rounded())"))
            // The card moves, measured by its own bounds: not contentView, which is the whole page.
            #expect(code.contains("let card = \(["contentView.subviews.first ?? contentView", "scalableView", "cardView"][index])\n"))
            #expect(code.contains(" * card.bounds.height") && code.contains("card.layer.transform = "), "translations follow the card, not the cell")
            #expect(!code.contains(" * bounds.") && !code.contains("contentView.bounds") && !code.contains("contentView.layer"))
            #expect(code.contains("Keyframes.value(p, [(-1, 0.1), (0, 0), (1, 0.1)], curve: (0, 0, 0.58, 1))"))
            #expect(code.contains(["extension MyCell: TransformableView {", "extension MyCell: ScaleTransformView {",
                                   "extension MyCell: StackTransformView {"][index]))
            #expect(code.contains("applyScaleTransform(progress: progress)") == (index == 1))
            // Each variant as its own cell type and player, so all three type-check in one file.
            let names = ["MyCell": "MyCell\(index)", "Keyframes": "Keyframes\(index)", "makePagingLayout": "makePagingLayout\(index)"]
            var renamed = code.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
            for (old, new) in names { renamed = renamed.replacingOccurrences(of: old, with: new) }
            program += renamed + "\nfinal class MyCell\(index): UICollectionViewCell {}\n"
        }
        #expect(throws: Problem.self) { try SwiftCode.source(for: try scene("effect: {custom: {base: snapshot.grid, alpha: [[0, 1]]}}")) }
        #expect(throws: Problem.self) {
            try SwiftCode.source(for: try scene("effect: {custom: {alpha: {keyframes: [[0, 1], [1, 0]], curve: {spring: {response: 0.3, dampingFraction: 1}}}}}"))
        }
        let uikit = """
        struct CATransform3D { var m34: CGFloat = 0 }
        let CATransform3DIdentity = CATransform3D()
        func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { t }
        func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a }
        func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { CATransform3DIdentity }
        func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D { CATransform3DIdentity }
        final class CALayer { var transform = CATransform3DIdentity }
        class UIView { let layer = CALayer(); var alpha: CGFloat = 1; var bounds: CGRect { .zero }; var subviews: [UIView] { [] } }
        extension UICollectionViewCell {
            var contentView: UIView { UIView() }
            var scalableView: UIView { UIView() }
            var cardView: UIView { UIView() }
            var bounds: CGRect { .zero }
        }
        protocol TransformableView { func transform(progress: CGFloat) }
        extension TransformableView { func zPosition(progress: CGFloat) -> Int { 0 } }
        extension ScaleTransformView { func applyScaleTransform(progress: CGFloat) {} }
        extension StackTransformView { func applyStackTransform(progress: CGFloat) {} }
        """
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIn = UpstreamAPIStandIn.source.replacingOccurrences(of: "final class MyCell: UICollectionViewCell {}", with: "") + "\n" + uikit
        try Data(standIn.utf8).write(to: folder.appendingPathComponent("Upstream.swift"))
        try Data(program.utf8).write(to: folder.appendingPathComponent("Generated.swift"))
        let swiftc = try #require(["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let run = try runProcess(URL(fileURLWithPath: swiftc), ["-typecheck", "-swift-version", "5", folder.appendingPathComponent("Upstream.swift").path,
                                                                folder.appendingPathComponent("Generated.swift").path])
        #expect(run.status == 0, "generated Swift does not type-check:\n\(run.output)\n\(program)")
    }

    /// Type-checks the generated code for every preset (and a tweak of each) against a stand-in
    /// of upstream's public API, so argument labels, order and types are those an app compiles with.
    @Test func generatedCodeTypeChecksAgainstUpstreamsAPI() throws {
        var declarations: [String] = []
        // Page view controller presets have no CollectionViewPagingLayout effect (PagesConfigTests checks their code).
        for (index, preset) in PresetCatalog.all.enumerated() where !preset.name.hasPrefix("pages.") {
            let scene = try SceneLoader.load(presetOrPath: preset.name)
            let type: String
            switch scene.effect {
            case .scale: type = "ScaleTransformViewOptions"
            case .stack: type = "StackTransformViewOptions"
            case .snapshot: type = "SnapshotTransformViewOptions"
            default: continue
            }
            declarations.append("let preset\(index): \(type) = \(try SwiftCode.optionsExpression(for: scene.effect))")
            // Every option of the preset spelled out: what a tweak of it prints.
            var tweaked = scene.effect
            switch tweaked {
            case var .scale(options): options.minScale = 0.123; options.rotation3d?.isDoubleSided.toggle(); tweaked = .scale(options)
            case var .stack(options): options.scaleFactor = 0.123; tweaked = .stack(options)
            case var .snapshot(options): options.containerScaleRatio = 0.123; tweaked = .snapshot(options)
            default: break
            }
            declarations.append("let tweak\(index): \(type) = \(try SwiftCode.optionsExpression(for: tweaked))")
        }
        // With a ring and an autoplay timer, so their functions type-check too.
        let sample = try SwiftCode.source(for: try scene("""
            extends: scale.carousel3d
            numberOfVisibleItems: 3
            scrollDirection: vertical
            loop: true
            timeline: {steps: [{autoplay: {interval: 2, count: 2, curve: easeOut}}]}
            """))
        #expect(sample.contains("func startInTheMiddle(of layout: CollectionViewPagingLayout)") && sample.contains("func startAutoplay("))
        // And the sections' counts and page(of:), from a scene of its own (a ring has no sections).
        let sections = SectionsSwiftCode.source(for: try scene("extends: scale.coverFlow\nsections: [3, 0, 4]"))
        #expect(sections.contains("let itemsPerSection = [3, 0, 4]") && sections.contains("func page(of indexPath: IndexPath) -> Int"))
        // UIKit and the library become the stand-in; Foundation brings CGFloat, CGPoint and CGSize as UIKit does.
        let program = "import Foundation\n" + (sample + sections).split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
            + "\n\nfunc everyPreset() {\n" + declarations.map { "    " + $0.replacingOccurrences(of: "\n", with: "\n    ") }.joined(separator: "\n") + "\n}\n"
        let run = try typeCheck(program, against: UpstreamAPIStandIn.source)
        #expect(run.status == 0, "generated Swift does not type-check:\n\(run.output)")
    }
}

/// Upstream's public API (CollectionViewPagingLayout's option types and the UIKit types they use),
/// declared with the same names, labels, order and types, bodies left out: enough to type-check
/// generated code on Linux. Written from upstream's declarations, not copied.
enum UpstreamAPIStandIn {
    static let source = """
    import Foundation

    class UIColor {
        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
    extension IndexPath {
        var item: Int { 0 }
        var section: Int { 0 }
    }
    enum UIBlurEffect {
        enum Style {
            case extraLight, light, dark, regular, prominent
            case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
            case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
            case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
        }
    }
    enum UICollectionView { enum ScrollDirection { case horizontal, vertical } }
    class UICollectionViewCell {}
    final class MyCell: UICollectionViewCell {}

    class CollectionViewPagingLayout {
        var numberOfVisibleItems: Int?
        var scrollDirection: UICollectionView.ScrollDirection = .horizontal
        private(set) var currentPage = 0
        func setCurrentPage(_ page: Int, animated: Bool = true, animator: ViewAnimator? = nil, completion: (() -> Void)? = nil) {}
    }
    protocol ViewAnimator {}
    struct DefaultViewAnimator: ViewAnimator {
        enum Curve { case linear, parametric, easeInOut, easeIn, easeOut }
        init(_ duration: TimeInterval, curve: Curve) {}
    }
    enum TransformCurve { case linear, easeIn, easeOut }
    protocol ScaleTransformView { var scaleOptions: ScaleTransformViewOptions { get } }
    protocol StackTransformView { var stackOptions: StackTransformViewOptions { get } }
    protocol SnapshotTransformView { var snapshotOptions: SnapshotTransformViewOptions { get } }

    extension CGPoint {
        static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { lhs }
        static func * (lhs: CGPoint, rhs: CGPoint) -> CGPoint { lhs }
    }
    extension CGSize {
        static func + (lhs: CGSize, rhs: CGSize) -> CGSize { lhs }
        static func * (lhs: CGSize, rhs: CGSize) -> CGSize { lhs }
    }

    struct ScaleTransformViewOptions {
        enum Layout { case invertedCylinder, cylinder, coverFlow, rotary, linear, easeIn, easeOut, blur }
        static func layout(_ layout: Layout) -> Self { Self() }
        struct Rotation3dOptions {
            var isDoubleSided: Bool = false
            init(angle: CGFloat, minAngle: CGFloat, maxAngle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat, m34: CGFloat) {}
        }
        struct Translation3dOptions {
            init(translateRatios: (CGFloat, CGFloat, CGFloat), minTranslateRatios: (CGFloat, CGFloat, CGFloat),
                 maxTranslateRatios: (CGFloat, CGFloat, CGFloat)) {}
        }
        init(minScale: CGFloat = 0, maxScale: CGFloat = 0, scaleRatio: CGFloat = 0, translationRatio: CGPoint = .zero,
             minTranslationRatio: CGPoint? = nil, maxTranslationRatio: CGPoint? = nil, keepVerticalSpacingEqual: Bool = true,
             keepHorizontalSpacingEqual: Bool = true, scaleCurve: TransformCurve = .linear, translationCurve: TransformCurve = .linear,
             shadowEnabled: Bool = true, shadowColor: UIColor = .black, shadowOpacity: Float = 0, shadowRadiusMin: CGFloat = 0,
             shadowRadiusMax: CGFloat = 0, shadowOffsetMin: CGSize = .zero, shadowOffsetMax: CGSize = .zero, shadowOpacityMin: Float = 0,
             shadowOpacityMax: Float = 0, blurEffectEnabled: Bool = false, blurEffectRadiusRatio: CGFloat = 0,
             blurEffectStyle: UIBlurEffect.Style = .light, rotation3d: Rotation3dOptions? = nil, translation3d: Translation3dOptions? = nil) {}
    }

    struct StackTransformViewOptions {
        enum Layout { case transparent, perspective, rotary, vortex, reverse, blur }
        static func layout(_ layout: Layout) -> Self { Self() }
        init(scaleFactor: CGFloat = 0, minScale: CGFloat? = 0, maxScale: CGFloat? = 1, maxStackSize: Int = 3, spacingFactor: CGFloat = 0,
             maxSpacing: CGFloat? = nil, alphaFactor: CGFloat = 0, bottomStackAlphaSpeedFactor: CGFloat = 0, topStackAlphaSpeedFactor: CGFloat = 0,
             perspectiveRatio: CGFloat = 0, shadowEnabled: Bool = true, shadowColor: UIColor = .black, shadowOpacity: Float = 0,
             shadowOffset: CGSize = .zero, shadowRadius: CGFloat = 0, stackRotateAngel: CGFloat = 0, popAngle: CGFloat = 0,
             popOffsetRatio: CGSize = .zero, stackPosition: CGPoint = .zero, reverse: Bool = false, blurEffectEnabled: Bool = false,
             maxBlurEffectRadius: CGFloat = 0, blurEffectStyle: UIBlurEffect.Style = .light) {}
    }

    struct SnapshotTransformViewOptions {
        enum Layout { case grid, space, chess, tiles, lines, bars, puzzle, fade }
        static func layout(_ layout: Layout) -> Self { Self() }
        enum PiecesValue<Type> {
            case columnBased(Type, reversed: Bool = false)
            case rowBased(Type, reversed: Bool = false)
            case columnOddEven(Type, Type, increasing: Bool = false)
            case rowOddEven(Type, Type, increasing: Bool = false)
            case columnBasedMirror(Type, reversed: Bool = false)
            case rowBasedMirror(Type, reversed: Bool = false)
            case indexBasedCustom([Type])
            case rowBasedCustom([Type])
            case columnBasedCustom([Type])
            case `static`(Type)
            case aggregated([PiecesValue<Type>], (Type, Type) -> Type)
        }
        init(pieceSizeRatio: CGSize = .zero, piecesCornerRadiusRatio: PiecesValue<CGFloat> = .static(0),
             piecesAlphaRatio: PiecesValue<CGFloat> = .static(0), piecesTranslationRatio: PiecesValue<CGPoint> = .static(.zero),
             minPiecesTranslationRatio: PiecesValue<CGPoint>? = nil, maxPiecesTranslationRatio: PiecesValue<CGPoint>? = nil,
             piecesScaleRatio: PiecesValue<CGSize> = .static(.zero), containerScaleRatio: CGFloat = 0,
             containerTranslationRatio: CGPoint = .zero, containerMinTranslationRatio: CGPoint? = nil,
             containerMaxTranslationRatio: CGPoint? = nil) {}
    }
    """
}
