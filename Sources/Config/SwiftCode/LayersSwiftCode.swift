import SceneModel
import Transforms

/// PVView Swift for a scene's layers: each action as PVView's initialiser (`PVActionMove(…)`,
/// `PVParameters(…)`), the card layers updated from CollectionViewPagingLayout's
/// `transform(progress:)`, and an overlay's pages for a `PVViewDelegate`.
extension SwiftCode {
    /// The layers' part of `source(for:)`: card layers' actions, an overlay, a menu's custom cell
    /// (`menuCellSource`); empty when no card layer has actions and there is neither.
    @_optimize(none)
    static func layersSource(for scene: Scene) -> String {
        var out = ""
        var animated = scene.card.cardLayers(size: scene.cardFrame.size).filter { !$0.actions.isEmpty }
        if scene.pageViewController != nil, !animated.isEmpty {
            // The card layers' code is a collection view cell's `transform(progress:)`; a page view
            // controller has no cells to call it.
            out += "\n// Card layers with actions (\(animated.map(\.id).joined(separator: ", "))) are not written for a page view controller:\n"
                + "// their PVView actions run from a collection view cell's progress. Drive them from your pages' scroll offset.\n"
            animated = []
        }
        let custom = CustomLayerTypes(animated.flatMap(\.actions) + (scene.overlay?.pages.flatMap { $0.flatMap(\.actions) } ?? [])
                                      + (scene.menu.map { ($0.cellLayers + $0.indicatorLayers).flatMap(\.actions) } ?? []))
        if !animated.isEmpty {
            let (apply, driverNote) = transformCall(for: scene.effect)
            out += """

            // Card layers: PVView actions (pod 'PVView') played from the card's progress.
            // Give MyCell a view per layer and return it from layerView(_:).
            import PVView

            extension MyCell {
                /// Each layer's PVView actions, by layer id.
                static let layerActions: [(id: String, driver: String, actions: [PVActionBasicType])] = [
            \(animated.map { "        (\"\($0.id)\", \"\($0.driver.rawValue)\", [\n" + actions($0.actions, indent: 12, custom: custom) + "\n        ])," }.joined(separator: "\n"))
                ]

                /// CollectionViewPagingLayout calls this with the card's progress (index − offset).
                func transform(progress: CGFloat) {
                    \(apply)
                    for layer in Self.layerActions {
                        // \(driverNote)
                        let pageProgress: Double
                        switch layer.driver {
                        case "absolute": pageProgress = Double(abs(progress))
                        case "item": pageProgress = Double(progress)
                        default: pageProgress = Double(-progress)
                        }
                        layer.actions.forEach { $0.update(pageProgress, target: layerView(layer.id)) }
                    }
                }
            }

            """
        }
        if let overlay = scene.overlay {
            out += """

            // Page overlay: a PVView (pod 'PVView') above the pages. In your PVViewDelegate, return
            // pages.count, the items of each page, their views, and these actions.
            \(animated.isEmpty ? "import PVView\n" : "")
            /// PVView's page rules: `parallaxView.ignoreLastPage = overlayRules.ignoreLastPage` and
            /// `parallaxView.runActionsAfterTransition = overlayRules.runActionsAfterTransition`.
            let overlayRules = (ignoreLastPage: \(overlay.ignoreLastPage), runActionsAfterTransition: \(overlay.runActionsAfterTransition))
            let pages: [[(id: String, actions: [PVActionType])]] = [
            \(overlay.pages.map { page in
                "    [\n" + page.map { "        (\"\($0.id)\", [\n" + actions($0.actions, indent: 12, custom: custom) + "\n        ])," }.joined(separator: "\n") + "\n    ],"
            }.joined(separator: "\n"))
            ]

            """
        }
        if let menu = scene.menu {
            out += menuCellSource(for: menu, perspective: scene.layerPerspective, custom: custom) + menuIndicatorSource(for: menu, custom: custom)
        }
        let all = scene.card.cardLayers(size: scene.cardFrame.size) + (scene.overlay.map(overlayLayers) ?? [])
            + (scene.menu.map { $0.cellLayers + $0.indicatorLayers } ?? [])
        return out + shadows(of: all) + containers(of: all) + custom.declarations
    }

    /// `layerContainers` and `layersClippingToBounds` for layers inside others (`container`) and
    /// layers that clip them; "" when there are none.
    @_optimize(none)
    static func containers(of layers: [Layer]) -> String {
        let inside = layers.compactMap { layer in layer.container.map { (layer.id, $0) } }
        let clipping = layers.filter(\.clipsToBounds).map(\.id)
        guard !inside.isEmpty || !clipping.isEmpty else { return "" }
        let pairs = inside.isEmpty ? "[:]" : "[" + inside.map { "\(MenuSwiftCode.quoted($0.0)): \(MenuSwiftCode.quoted($0.1))" }.joined(separator: ", ") + "]"
        let clips = "[" + clipping.map(MenuSwiftCode.quoted).joined(separator: ", ") + "]"
        return """

        /// Layers inside other layers: add each layer's view as a subview of its container's view (in a
        /// PVViewDelegate, return that view from `parallaxView(_:containerViewForItem:onPage:)`), and set
        /// `clipsToBounds = true` on the views of `layersClippingToBounds`.
        let layerContainers: [String: String] = \(pairs)
        let layersClippingToBounds: Set<String> = \(clips)

        """
    }

    /// An overlay's layers by first appearance, page by page.
    @_optimize(none)
    private static func overlayLayers(_ overlay: PageOverlay) -> [Layer] {
        var seen: Set<String> = []
        return overlay.pages.flatMap { $0 }.filter { seen.insert($0.id).inserted }
    }

    /// `applyShadow(to:layer:)`, setting CALayer's shadow properties of each layer that has a
    /// visible shadow; "" when none has.
    @_optimize(none)
    static func shadows(of layers: [Layer]) -> String {
        let shadowed = layers.filter(\.shadow.isVisible)
        guard !shadowed.isEmpty else { return "" }
        let cases = shadowed.map { layer in
            let s = layer.shadow
            let colour = "UIColor(red: \(number(s.color.red)), green: \(number(s.color.green)), blue: \(number(s.color.blue)), alpha: \(number(s.color.alpha)))"
            return """
                case "\(layer.id)":
                    view.layer.shadowColor = \(colour).cgColor
                    view.layer.shadowOpacity = \(number(s.opacity))
                    view.layer.shadowRadius = \(number(s.radius))
                    view.layer.shadowOffset = CGSize(width: \(number(s.offset.width)), height: \(number(s.offset.height)))
            """
        }.joined(separator: "\n")
        return """

        /// The layers' shadows (CALayer's shadow properties): call it once with each layer's view.
        func applyShadow(to view: UIView, layer id: String) {
            switch id {
        \(cases)
            default: break
            }
        }

        """
    }

    /// The effect's own transform call, kept before the layers'.
    @_optimize(none)
    private static func transformCall(for effect: Effect) -> (String, String) {
        let note = "page: PVView's page progress (offset − index); absolute: |offset − index|; item: index − offset"
        switch effect {
        case .scale: return ("applyScaleTransform(progress: progress)", note)
        case .stack: return ("applyStackTransform(progress: progress)", note)
        default: return ("// Keep your effect's transform here (SnapshotTransformView: call its default implementation).", note)
        }
    }

    /// One action per line (groups spread over their children), indented.
    @_optimize(none)
    static func actions(_ list: [LayerAction], indent: Int, custom: CustomLayerTypes) -> String {
        list.map { String(repeating: " ", count: indent) + action($0, indent: indent, custom: custom) + "," }.joined(separator: "\n")
    }

    /// `PVActionFade(from: 1, to: 0, parameters: PVParameters(stopOffset: 0.5))`.
    @_optimize(none)
    static func action(_ action: LayerAction, indent: Int, custom: CustomLayerTypes) -> String {
        let parameters = self.parameters(action.parameters, custom: custom)
        let tail = parameters.isEmpty ? "" : ", parameters: \(parameters)"
        let note = action.parameters.clamp ? " /* clamp: true has no PVView equivalent */" : ""
        switch action.change {
        case let .move(kind, from, to):
            let name = kind == .position ? "Position" : kind == .translation ? "Translation" : "Origin"
            return "PVActionMove(from\(name): \(point(from)), to\(name): \(point(to))\(tail))" + note
        case let .size(from, to):
            return "PVActionSize(from: \(size(from)), to: \(size(to))\(tail))" + note
        case let .frame(from, to):
            return "PVActionFrame(fromFrame: \(rect(from)), toFrame: \(rect(to))\(tail))" + note
        case let .fade(from, to):
            return "PVActionFade(from: \(number(from)), to: \(number(to))\(tail))" + note
        case let .rotate(axis, from, to):
            let suffix = axis.rawValue.uppercased()
            return "PVActionRotate(from\(suffix): \(angle(from)), to\(suffix): \(angle(to))\(tail))" + note
        case let .scale(kind, from, to):
            let suffix = kind == .uniform ? "" : kind.rawValue.uppercased()
            return "PVActionScale(from\(suffix): \(number(from)), to\(suffix): \(number(to))\(tail))" + note
        case let .keyframes(keyframes):
            return keyframeCall(keyframes) + "\(tail))" + note
        case let .group(children, childTiming):
            let own = childTiming == .own ? " /* childTiming: own — PVView groups ignore the children's parameters */" : ""
            return "PVActionGroup(actions: [\n" + actions(children, indent: indent + 4, custom: custom) + "\n" + String(repeating: " ", count: indent) + "]\(tail))" + own + note
        }
    }

    /// `PVParameters(startOffset: 0.2, timingFunction: PVTimingFunction(name: .easeInOutBack))`, or
    /// nothing for the defaults.
    @_optimize(none)
    static func parameters(_ parameters: ActionParameters, custom: CustomLayerTypes) -> String {
        var arguments: [String] = []
        if parameters.startOffset != 0 { arguments.append("startOffset: \(number(parameters.startOffset))") }
        if parameters.stopOffset != 1 { arguments.append("stopOffset: \(number(parameters.stopOffset))") }
        if let timing = parameters.timing {
            switch timing.function {
            case let .expression(formula):
                arguments.append("timingFunction: \(custom.name(of: formula))()")
            case let .points(track):
                let points = track.keyframes.map { "(\(number($0.progress)), \(number($0.value)))" }.joined(separator: ", ")
                arguments.append("timingFunction: PointsTimingFunction(points: [\(points)])")
            case let .curve(.named(name)):
                arguments.append("timingFunction: PVTimingFunction(name: .\(name.rawValue))")
            case let .curve(.cubicBezier(x1, y1, x2, y2)):
                arguments.append("timingFunction: PVTimingFunction(controlPoint1: CGPoint(x: \(number(x1)), y: \(number(y1))), controlPoint2: CGPoint(x: \(number(x2)), y: \(number(y2))))")
            case let .curve(curve):
                arguments.append("timingFunction: nil /* \(curve.spelling): PVView has no springs; write a PVTimingFunctionType */")
            }
        }
        return arguments.isEmpty ? "" : "PVParameters(" + arguments.joined(separator: ", ") + ")"
    }

    @_optimize(none)
    private static func point(_ value: LayerPoint) -> String {
        "PVPoint(x: \(number(value.x)), y: \(number(value.y))\(value.relative ? ", isRelative: true" : ""))"
    }

    @_optimize(none)
    private static func size(_ value: LayerSize) -> String {
        "PVSize(width: \(number(value.width)), height: \(number(value.height))\(value.relative ? ", isRelative: true" : ""))"
    }

    @_optimize(none)
    private static func rect(_ value: Rect) -> String {
        "CGRect(x: \(number(value.x)), y: \(number(value.y)), width: \(number(value.width)), height: \(number(value.height)))"
    }
}
