import Foundation
import Testing
import TestSupport

/// A custom effect's round trip: config → `flipbook code` → the math that code runs in an app → the
/// transforms `flipbook inspect` reports for the preview. The generated Swift is compiled and run
/// against a stand-in of UIKit and CollectionViewPagingLayout that does Core Animation's matrix
/// arithmetic for real, in a cell laid out as an app lays it out (`contentView` the whole page, the
/// card its first subview, smaller by the card's inset). The base effect's own transform comes from
/// `flipbook inspect` of the base alone, so what is checked is the code's own part: which view it
/// moves, in which units, in which order.
@Suite struct CustomEffectRoundTripTests {
    /// Every kind of base `flipbook code` writes: none, Scale (two layouts), Stack.
    static let bases = ["", "scale.linear", "scale.coverFlow", "stack.vortex"]
    /// The page (300 × 400) and the card: the page is what the old code wrongly measured by.
    static let page = (width: 300.0, height: 400.0), card = (width: 192.0, height: 260.0)
    static let offsets = "0,0.3,0.75,1.6"

    @Test func theGeneratedCodeMovesTheCardAsThePreviewDoes() throws {
        let swiftc = try #require(["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let root = try TemporaryFolder()
        var program = "", main = "", expected: [[Double]] = []
        for (index, base) in Self.bases.enumerated() {
            let scene = """
            viewport: {width: \(Self.page.width), height: \(Self.page.height)}
            card: {size: {width: \(Self.card.width), height: \(Self.card.height)}}
            itemCount: 5
            """
            let tracks = """
            translateX: [[-1, -0.5], [0, 0], [1, 0.5]]
                translateY: {keyframes: [[-1, 0.15], [0, 0], [1, 0.15]], curve: easeOut}
                translateZ: [[-1, -0.2], [1, 0.2]]
                rotation: [[-1, -0.2], [0, 0], [1, 0.2]]
                scale: [[-1, 0.8], [0, 1], [1, 0.8]]
                alpha: [[-1, 0.4], [0, 1], [1, 0.4]]
                m34: -0.002
            """
            try Data((scene + "\neffect:\n  custom:\n    \(base.isEmpty ? "" : "base: \(base)\n    ")\(tracks)\n").utf8)
                .write(to: root.path("custom\(index).yaml"))
            let code = try runFlipbook(["code", "custom\(index).yaml"], in: root.url)
            #expect(code.status == 0, "\(code.output)")
            let custom = try items(inspecting: "custom\(index).yaml", in: root)
            var baseItems: [Item] = []
            if !base.isEmpty {
                try Data((scene + "\neffect: \(base)\n").utf8).write(to: root.path("base\(index).yaml"))
                baseItems = try items(inspecting: "base\(index).yaml", in: root)
                try #require(baseItems.map(\.progress) == custom.map(\.progress))
            }
            // Each base's cell, player and layout function under names of its own, so all four compile together.
            var renamed = code.stdout.split(separator: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
            for name in ["MyCell", "Keyframes", "makePagingLayout"] { renamed = renamed.replacingOccurrences(of: name, with: "\(name)\(index)") }
            program += renamed + "\nfinal class MyCell\(index): UICollectionViewCell {}\n"
            for (itemIndex, item) in custom.enumerated() {
                let baseTransform = baseItems.isEmpty ? "nil" : "CATransform3D(\(baseItems[itemIndex].transform.map { "\($0)" }.joined(separator: ", ")))"
                main += "show(MyCell\(index)(), progress: \(item.progress), base: \(baseTransform))\n"
                expected.append(item.transform + [item.alpha])
            }
        }
        try Data(("import Foundation\n" + program).utf8).write(to: root.path("Generated.swift"))
        try Data(Self.standIn.utf8).write(to: root.path("StandIn.swift"))
        try Data(("import Foundation\n" + main).utf8).write(to: root.path("main.swift"))
        let build = try runProcess(URL(fileURLWithPath: swiftc), ["-swift-version", "5", "-o", "app", "StandIn.swift", "Generated.swift", "main.swift"], in: root.url)
        try #require(build.status == 0, "the generated Swift does not compile:\n\(build.output)\n\(program)")
        let run = try runProcess(root.path("app"), [], in: root.url)
        try #require(run.status == 0, "\(run.output)")
        let actual = run.stdout.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        try #require(actual.count == expected.count && expected.count > 4 * 3)
        for (line, (app, preview)) in zip(actual, expected).enumerated() {
            let worst = zip(app, preview).map { abs($0 - $1) }.max() ?? .infinity
            #expect(app.count == 17 && worst <= 0.01, "sample \(line): the app's card \(app) is not the preview's \(preview)")
        }
    }

    struct Item {
        var progress: Double
        var transform: [Double]
        var alpha: Double
    }

    /// Every item `flipbook inspect` lists at the offsets, frame by frame.
    func items(inspecting config: String, in root: TemporaryFolder) throws -> [Item] {
        let run = try runFlipbook(["inspect", config, "--offsets", Self.offsets, "--format", "json"], in: root.url)
        try #require(run.status == 0, "\(run.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        return try frames.flatMap { frame in
            try #require(frame["items"] as? [[String: Any]]).map { item in
                Item(progress: try #require(item["progress"] as? Double), transform: try #require(item["transform"] as? [Double]),
                     alpha: try #require(item["alpha"] as? Double))
            }
        }
    }

    /// UIKit, Core Animation and the transform views, as far as the generated code reaches, with
    /// Core Animation's arithmetic (row vectors: `Concat(a, b)` applies `a` then `b`, `Scale(t, …)`
    /// scales before `t`). `applyScaleTransform`/`applyStackTransform` put the base transform the
    /// preview computed on the card, as upstream's put theirs on `scalableView`/`cardView`.
    static let standIn = """
    import Foundation

    struct CATransform3D {
        var m: [CGFloat]
        init(_ m: CGFloat...) { self.m = m }
        var m34: CGFloat {
            get { m[11] }
            set { m[11] = newValue }
        }
    }
    let CATransform3DIdentity = CATransform3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
    func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        var out = CATransform3DIdentity
        for row in 0..<4 {
            for column in 0..<4 {
                out.m[row * 4 + column] = (0..<4).reduce(0) { $0 + a.m[row * 4 + $1] * b.m[$1 * 4 + column] }
            }
        }
        return out
    }
    func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        CATransform3D(sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0, 0, 0, 0, 1)
    }
    func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
    }
    func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        precondition(x == 0 && y == 0 && z == 1, "the stand-in rotates about z only")
        return CATransform3D(cos(angle), sin(angle), 0, 0, -sin(angle), cos(angle), 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
    }
    func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        CATransform3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, tx, ty, tz, 1)
    }
    final class CALayer { var transform = CATransform3DIdentity }
    class UIView {
        let layer = CALayer()
        var alpha: CGFloat = 1
        let bounds: CGRect
        var subviews: [UIView] = []
        init(width: CGFloat, height: CGFloat) { bounds = CGRect(x: 0, y: 0, width: width, height: height) }
    }
    /// A page-sized cell holding a card-sized card, centred, as an app's.
    class UICollectionViewCell {
        let contentView = UIView(width: \(page.width), height: \(page.height))
        required init() { contentView.subviews = [UIView(width: \(card.width), height: \(card.height))] }
    }
    protocol TransformableView { func transform(progress: CGFloat) }
    extension TransformableView { func zPosition(progress: CGFloat) -> Int { 0 } }

    /// The transform the preview gives the base effect at the progress being shown.
    var baseTransform = CATransform3DIdentity

    struct ScaleTransformViewOptions {
        enum Layout { case linear, coverFlow }
        static func layout(_ layout: Layout) -> Self { Self() }
    }
    protocol ScaleTransformView: TransformableView { var scaleOptions: ScaleTransformViewOptions { get } }
    extension ScaleTransformView where Self: UICollectionViewCell {
        var scalableView: UIView { contentView.subviews.first ?? contentView }
        func applyScaleTransform(progress: CGFloat) { scalableView.layer.transform = baseTransform }
    }
    struct StackTransformViewOptions {
        enum Layout { case vortex }
        static func layout(_ layout: Layout) -> Self { Self() }
    }
    protocol StackTransformView: TransformableView { var stackOptions: StackTransformViewOptions { get } }
    extension StackTransformView where Self: UICollectionViewCell {
        var cardView: UIView { contentView.subviews.first ?? contentView }
        func applyStackTransform(progress: CGFloat) { cardView.layer.transform = baseTransform }
    }
    class CollectionViewPagingLayout {}

    /// Prints the card's transform (16 numbers, row-major) and alpha after `cell.transform(progress:)`.
    func show(_ cell: UICollectionViewCell & TransformableView, progress: CGFloat, base: CATransform3D?) {
        baseTransform = base ?? CATransform3DIdentity
        cell.transform(progress: progress)
        let card = cell.contentView.subviews[0]
        print((card.layer.transform.m + [card.alpha]).map { "\\($0)" }.joined(separator: " "))
    }
    """
}
