import Problems
import SceneModel
import Transforms

/// Swift for `effect: {custom: …}`: the keyframe tracks as a `TransformableView`'s
/// `transform(progress:)` and `zPosition(progress:)`, after the base effect's own transform
/// (`applyScaleTransform` / `applyStackTransform`) when there is one, with a small keyframe
/// player that eases each stretch by its CSS cubic-Bézier exactly as `flipbook` does.
enum CustomEffectSwiftCode {
    /// The cell extension and the keyframe player.
    @_optimize(none)
    static func cell(_ effect: CustomEffect) throws -> String {
        var conformance = "TransformableView", options = "", apply = ""
        switch effect.base {
        case nil:
            break
        case let base? where base.isScale:
            conformance = "ScaleTransformView"
            options = "    var scaleOptions: ScaleTransformViewOptions {\n" + indent(try SwiftCode.optionsExpression(for: base), by: 8) + "\n    }\n\n"
            apply = "        applyScaleTransform(progress: progress)\n"
        case let base? where base.isStack:
            conformance = "StackTransformView"
            options = "    var stackOptions: StackTransformViewOptions {\n" + indent(try SwiftCode.optionsExpression(for: base), by: 8) + "\n    }\n\n"
            apply = "        applyStackTransform(progress: progress)\n"
        default:
            throw Problem(.unsupported, "\(setting: "effect.custom.base") is a Snapshot effect, whose pieces have no TransformableView form; "
                              + "`flipbook code` writes custom tracks alone or over a Scale or Stack effect")
        }
        // The card, the view upstream's transform views move (`contentView.subviews.first ?? contentView`
        // for a cell): translations are in its size, as the preview's. `contentView` is the whole page,
        // wider than the card by its inset.
        let card = switch effect.base {
        case nil: "contentView.subviews.first ?? contentView"
        case let base? where base.isStack: "cardView"
        default: "scalableView"
        }
        var lines: [String] = ["        let p = Double(progress)", "        let card = \(card)"]
        @_optimize(none)
        func track(_ name: String, _ track: KeyframeTrack?) throws -> String? {
            guard let track else { return nil }
            guard let bezier = track.curve.bezier else {
                throw Problem(.unsupported, "`effect.custom.\(name)` eases with a spring, which has no cubic-Bézier form for `flipbook code` — use a named curve or [x1, y1, x2, y2]")
            }
            let frames = track.keyframes.map { "(\(number($0.progress)), \(number($0.value)))" }.joined(separator: ", ")
            let curve = bezier.isLinear ? "" : ", curve: (\(number(bezier.x1)), \(number(bezier.y1)), \(number(bezier.x2)), \(number(bezier.y2)))"
            return "Keyframes.value(p, [\(frames)]\(curve))"
        }
        let s = try track("scale", effect.scale), r = try track("rotation", effect.rotation)
        let x = try track("translateX", effect.translateX), y = try track("translateY", effect.translateY), z = try track("translateZ", effect.translateZ)
        lines.append("        var t = CATransform3DIdentity")
        if let s { lines.append("        let scale = \(s)\n        t = CATransform3DScale(t, scale, scale, 1)") }
        if let r { lines.append("        t = CATransform3DConcat(t, CATransform3DMakeRotation(\(r), 0, 0, 1))") }
        if x != nil || y != nil || z != nil {
            lines.append("        t = CATransform3DConcat(t, CATransform3DMakeTranslation(\(x ?? "0") * card.bounds.width, \(y ?? "0") * card.bounds.height, \(z ?? "0") * card.bounds.width))")
        }
        if effect.m34 != 0 { lines.append("        var perspective = CATransform3DIdentity\n        perspective.m34 = \(number(effect.m34))\n        t = CATransform3DConcat(t, perspective)") }
        lines.append(apply.isEmpty ? "        card.layer.transform = t" : "        card.layer.transform = CATransform3DConcat(card.layer.transform, t)")
        if let alpha = try track("alpha", effect.alpha) { lines.append("        card.alpha = \(alpha)") }
        if let blur = try track("blur", effect.blur) {
            lines.append("        // Blur (UIBlurEffect style .\(effect.blurStyle.rawValue)): set your blur animator's fractionComplete to this.")
            lines.append("        _ = \(blur)")
        }
        let zPosition = try track("zPosition", effect.zPosition).map {
            // Upstream's `TransformableView.zPosition(progress:)` returns an Int: a CGFloat version
            // would be another method, never called, and the track silently lost.
            "\n\n    func zPosition(progress: CGFloat) -> Int {\n        let p = Double(progress)\n        return Int(\($0).rounded())\n    }"
        } ?? ""
        return """
        // Replace MyCell with your UICollectionViewCell subclass.
        extension MyCell: \(conformance) {
        \(options)    /// `effect.custom`: keyframe tracks over the card's progress\(apply.isEmpty ? "" : ", after the base effect").
            func transform(progress: CGFloat) {
        \(apply)\(lines.joined(separator: "\n"))
            }\(zPosition)
        }

        /// Keyframes as Flipbook plays them: the first value before the first keyframe, the last after
        /// the last, and between two the blend eased by a CSS cubic-Bézier (solved by bisection).
        enum Keyframes {
            static func value(_ p: Double, _ frames: [(Double, Double)], curve: (Double, Double, Double, Double) = (0, 0, 1, 1)) -> CGFloat {
                guard let first = frames.first, let last = frames.last else { return 0 }
                if p <= first.0 { return CGFloat(first.1) }
                if p >= last.0 { return CGFloat(last.1) }
                let upper = frames.firstIndex { $0.0 > p } ?? frames.count - 1
                let (p0, v0) = frames[upper - 1], (p1, v1) = frames[upper]
                return CGFloat(v0 + (v1 - v0) * eased((p - p0) / (p1 - p0), curve))
            }

            static func eased(_ x: Double, _ c: (Double, Double, Double, Double)) -> Double {
                func sample(_ t: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t }
                var low = 0.0, high = 1.0
                for _ in 0..<60 {
                    let t = (low + high) / 2
                    if sample(t, c.0, c.2) < x { low = t } else { high = t }
                }
                return sample((low + high) / 2, c.1, c.3)
            }
        }
        """
    }

    @_optimize(none)
    private static func number(_ value: Double) -> String { value.shortestDescription }

    @_optimize(none)
    private static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
    }
}

private extension Effect {
    @_optimize(none)
    var isScale: Bool {
        if case .scale = self { return true }
        return false
    }

    @_optimize(none)
    var isStack: Bool {
        if case .stack = self { return true }
        return false
    }
}
