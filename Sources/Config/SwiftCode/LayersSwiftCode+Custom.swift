import Transforms

/// The Swift an app needs for Flipbook's custom actions and timing functions, which PVView leaves
/// to the app: a `PVActionBasicType` playing keyframes (PVView's README writes such a type for
/// letter spacing), one `PVTimingFunctionType` per formula (as the README's `EaseOutSineFunction`,
/// `evaluate(_ input: Double) -> Double`), and one for point lists.
extension SwiftCode {
    /// The custom types a scene's actions use, and the names the actions refer to them by.
    struct CustomLayerTypes {
        /// The formulas, in the order they first appear; the first is `TimingFunction1`.
        var formulas: [TimingExpression] = []
        /// Whether any action is a keyframe action.
        var keyframes = false
        /// Whether any timing function is a point list.
        var points = false

        /// Everything `actions` (groups included) use.
        @_optimize(none)
        init(_ actions: [LayerAction]) {
            for action in actions { add(action) }
        }

        @_optimize(none)
        private mutating func add(_ action: LayerAction) {
            if let timing = action.parameters.timing {
                switch timing.function {
                case let .expression(formula) where !formulas.contains(formula): formulas.append(formula)
                case .points: points = true
                default: break
                }
            }
            switch action.change {
            case let .group(children, _): for child in children { add(child) }
            case .keyframes: keyframes = true
            default: break
            }
        }

        /// `TimingFunction1`… for `formula`.
        @_optimize(none)
        func name(of formula: TimingExpression) -> String {
            "TimingFunction\((formulas.firstIndex(of: formula) ?? 0) + 1)"
        }

        /// The declarations, or "" when the scene uses none.
        @_optimize(none)
        var declarations: String {
            var out = ""
            for formula in formulas {
                out += """

                /// The timing function `\(formula.source)` (PVView's custom PVTimingFunctionType).
                struct \(name(of: formula)): PVTimingFunctionType {
                    func evaluate(_ input: Double) -> Double {
                        return \(SwiftCode.swift(formula.root))
                    }
                }

                """
            }
            if points { out += pointsTiming }
            if keyframes { out += keyframeAction }
            return out
        }
    }

    /// `node` as a Swift `Double` expression of `input`: `^` becomes `pow`, `pi` `Double.pi`;
    /// parentheses only where precedence needs them.
    @_optimize(none)
    static func swift(_ node: TimingExpression.Node) -> String {
        swiftTerm(node).text
    }

    /// The text and its precedence: 1 for `+ -`, 2 for `* /`, 3 for a unary minus, 4 for atoms.
    @_optimize(none)
    private static func swiftTerm(_ node: TimingExpression.Node) -> (text: String, precedence: Int) {
        switch node {
        case let .number(value): return (number(value), value < 0 ? 3 : 4)
        case .input: return ("input", 4)
        case .pi: return ("Double.pi", 4)
        case let .negate(operand):
            let inner = swiftTerm(operand)
            return ("-" + (inner.precedence < 4 ? "(\(inner.text))" : inner.text), 3)
        case let .binary(.power, base, exponent):
            return ("pow(\(swift(base)), \(swift(exponent)))", 4)
        case let .binary(op, left, right):
            let precedence = op == .add || op == .subtract ? 1 : 2
            let l = swiftTerm(left), r = swiftTerm(right)
            let leftText = l.precedence < precedence ? "(\(l.text))" : l.text
            // `a - (b + c)` and `a / (b * c)` keep their parentheses; `a + (b + c)` too, as evaluation order matters in floating point.
            let rightText = r.precedence <= precedence ? "(\(r.text))" : r.text
            return ("\(leftText) \(op.rawValue) \(rightText)", precedence)
        case let .call(function, arguments):
            return ("\(function.rawValue)(\(arguments.map(swift).joined(separator: ", ")))", 4)
        }
    }

    static let pointsTiming = """

    /// A timing function through [x, y] points joined by straight lines (Flipbook's `timingFunction: [[x, y], …]`).
    struct PointsTimingFunction: PVTimingFunctionType {
        let points: [(x: Double, y: Double)]

        func evaluate(_ input: Double) -> Double {
            guard let first = points.first, let last = points.last else { return input }
            if input <= first.x { return first.y }
            if input >= last.x { return last.y }
            var upper = 1
            while points[upper].x <= input { upper += 1 }
            let a = points[upper - 1], b = points[upper]
            return a.y + (b.y - a.y) * (input - a.x) / (b.x - a.x)
        }
    }

    """

    static let keyframeAction = """

    /// Flipbook's keyframe action: one property of the view through [progress, value] points,
    /// played by PVView like its own actions (a custom PVActionBasicType, as PVView's LetterSpacingAction).
    struct KeyframeAction: PVActionBasicType {
        enum Property { case position, size, alpha, rotation, scale, cornerRadius, color, letterSpacing, textSize, shadowRadius, shadowOpacity, shadowOffset, selectedSegment }

        let property: Property
        let points: [(progress: Double, value: [Double])]
        let parameters: PVParameters

        init(property: Property, points: [(progress: Double, value: [Double])], parameters: PVParameters = .default) {
            self.property = property
            self.points = points
            self.parameters = parameters
        }

        /// Each component between the neighbouring points; the end values outside them.
        func value(at t: Double) -> [Double] {
            guard let first = points.first, let last = points.last else { return [] }
            if t <= first.progress { return first.value }
            if t >= last.progress { return last.value }
            var upper = 1
            while points[upper].progress <= t { upper += 1 }
            let a = points[upper - 1], b = points[upper]
            let f = (t - a.progress) / (b.progress - a.progress)
            return zip(a.value, b.value).map { $0 + ($1 - $0) * f }
        }

        func step(_ progress: Double, target: UIView) {
            let v = value(at: progress).map { CGFloat($0) }
            guard !v.isEmpty else { return }
            switch property {
            case .position: target.layer.position = CGPoint(x: v[0], y: v[1])
            case .size:
                let centre = target.center
                target.frame = CGRect(x: centre.x - v[0] / 2, y: centre.y - v[1] / 2, width: v[0], height: v[1])
            case .alpha: target.alpha = v[0]
            case .rotation: target.layer.setValue(v[0], forKeyPath: "transform.rotation.z")
            case .scale: target.layer.setValue(v[0], forKeyPath: "transform.scale")
            case .cornerRadius: target.layer.cornerRadius = v[0]
            case .color:
                let colour = UIColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
                if let label = target as? UILabel { label.textColor = colour } else { target.backgroundColor = colour }
            case .letterSpacing:
                guard let label = target as? UILabel else { return }
                var attributes: [NSAttributedString.Key: Any] = [.kern: v[0]]
                if let font = label.font { attributes[.font] = font }
                if let colour = label.textColor { attributes[.foregroundColor] = colour }
                label.attributedText = NSAttributedString(string: label.text ?? "", attributes: attributes)
            case .textSize:
                guard let label = target as? UILabel, let font = label.font else { return }
                label.font = font.withSize(v[0])
            case .shadowRadius: target.layer.shadowRadius = v[0]
            case .shadowOpacity: target.layer.shadowOpacity = Float(v[0])
            case .shadowOffset: target.layer.shadowOffset = CGSize(width: v[0], height: v[1])
            case .selectedSegment:
                // UISegmentedControl selects whole segments: the nearest one (the preview slides the thumb between them).
                guard let control = target as? UISegmentedControl, control.numberOfSegments > 0 else { return }
                control.selectedSegmentIndex = min(max(Int(v[0].rounded()), 0), control.numberOfSegments - 1)
            }
        }

        func reverse(with newParameters: PVParameters) -> KeyframeAction {
            KeyframeAction(property: property, points: points.reversed().map { (1 - $0.progress, $0.value) }, parameters: newParameters)
        }
    }

    """

    /// `KeyframeAction(property: .alpha, points: [(0, [1]), (1, [0.2])]`, without the parameters and the closing parenthesis.
    @_optimize(none)
    static func keyframeCall(_ keyframes: LayerKeyframes) -> String {
        let points = keyframes.keyframes.map { "(\(number($0.progress)), [\($0.value.map(number).joined(separator: ", "))])" }
        return "KeyframeAction(property: .\(keyframes.property.rawValue), points: [\(points.joined(separator: ", "))]"
    }
}
