import SceneModel
import Transforms

/// Swift for a menu's custom cell (`SceneMenu.cellLayers`): a Parchment `PagingCell` subclass, as
/// Parchment's examples write theirs (`CalendarPagingCell`, `IconPagingCell`). It makes a view per
/// layer (a `UILabel` for a text layer, with its font, colour, alignment and text; a `UIView` with
/// the fill and corner radius of a rect; a plain `UIView` for the other types, to give your own
/// content), places the views at the layers' frames in `layoutSubviews()`, fills `{title}`,
/// `{index}` and `{number}` in `setPagingItem(_:selected:options:)`, and plays the layers' PVView
/// actions at `PagingCellLayoutAttributes.progress` in `apply(_:)`.
extension SwiftCode {
    /// The cell's source; "" when the menu has no cell layers. `custom` names the keyframe actions
    /// and timing formulas of every layer of the scene (`layersSource` writes their declarations once).
    @_optimize(none)
    static func menuCellSource(for menu: SceneMenu, perspective m34: Double, custom: CustomLayerTypes) -> String {
        let layers = menu.cellLayers
        guard !layers.isEmpty else { return "" }
        let animated = layers.filter { !$0.actions.isEmpty }
        var out = """

        // The menu's custom cell (menu.cellLayers): register it for your items,
        // `pagingViewController.register(MenuCell.self, for: PagingIndexItem.self)`. Its actions are
        // PVView's (pod 'PVView'), played at the item's progress (0 not selected … 1 selected).
        import PVView

        final class MenuCell: PagingCell {
            /// Each layer's PVView actions, by layer id.
            static let cellActions: [(id: String, actions: [PVActionBasicType])] = [
        \(animated.map { "        (\(MenuSwiftCode.quoted($0.id)), [\n" + actions($0.actions, indent: 12, custom: custom) + "\n        ])," }.joined(separator: "\n"))
            ]

        \(views(layers, root: "contentView"))

            override func setPagingItem(_ pagingItem: PagingItem, selected: Bool, options: PagingOptions) {
                guard let item = pagingItem as? PagingIndexItem else { return }
                func expanded(_ template: String) -> String {
                    template.replacingOccurrences(of: "{index}", with: String(item.index))
                        .replacingOccurrences(of: "{number}", with: String(item.index + 1))
                        .replacingOccurrences(of: "{title}", with: item.title)
                }
        \(layers.compactMap { layer -> String? in
            guard case let .text(text) = layer.content else { return nil }
            return "        (views[\(MenuSwiftCode.quoted(layer.id))] as? UILabel)?.text = expanded(\(MenuSwiftCode.quoted(text.text)))"
        }.joined(separator: "\n"))
            }

            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                super.apply(layoutAttributes)
                guard let attributes = layoutAttributes as? PagingCellLayoutAttributes else { return }
                for layer in Self.cellActions {
                    guard let view = views[layer.id] else { continue }
                    layer.actions.forEach { $0.update(Double(attributes.progress), target: view) }
                }
            }
        }

        """
        let notes = layers.filter { layer in
            if case .text = layer.content { return false }
            if case .rect = layer.content { return false }
            return true
        }.map { "\($0.id) (\($0.content.typeName))" }
        if !notes.isEmpty {
            out += "// Plain views stand in for \(notes.joined(separator: ", ")): give them your own content.\n"
        }
        if m34 != 0, layers.contains(where: { $0.transform.rotationX != 0 || $0.transform.rotationY != 0 }) {
            out += "// Layers turned in 3-D need the perspective Flipbook draws them with: transform.m34 = \(number(m34)).\n"
        }
        return out
    }

    /// A view per layer in `root` (`contentView` for a cell, `self` for an indicator): `views`, the
    /// initialisers that make them, `add(_:_:in:)` and `layoutSubviews()` placing them at the layers' frames.
    @_optimize(none)
    private static func views(_ layers: [Layer], root: String) -> String {
        let place = layers.map { layer -> String in
            let container = layer.container.map { "size = views[\(MenuSwiftCode.quoted($0))]?.bounds.size ?? .zero; " } ?? "size = \(root).bounds.size; "
            return "        " + (layer.frame.relative ? container : "") + "views[\(MenuSwiftCode.quoted(layer.id))]?.frame = " + frame(layer.frame)
        }
        return """
            /// One view per layer, by id, added in the layers' order.
            private(set) var views: [String: UIView] = [:]

            override init(frame: CGRect) {
                super.init(frame: frame)
                makeViews()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                makeViews()
            }

            private func makeViews() {
        \(layers.map { "        add(\(MenuSwiftCode.quoted($0.id)), " + view(for: $0) + ($0.container.map { ", in: \(MenuSwiftCode.quoted($0))" } ?? "") + ")" }.joined(separator: "\n"))
            }

            /// Adds a layer's view to its container's view (a layer listed before it), else to `\(root)`.
            private func add(_ id: String, _ view: UIView, in container: String? = nil) {
                views[id] = view
                (container.flatMap { views[$0] } ?? \(root)).addSubview(view)
            }

            /// The layers' frames: points in their container (this view, or the layer they sit in), or
            /// fractions of it (`relative`).
            override func layoutSubviews() {
                super.layoutSubviews()
        \(layers.contains { $0.frame.relative } ? "        var size = CGSize.zero\n" : "")\(place.joined(separator: "\n"))
            }
        """
    }

    /// Swift for a menu's custom indicator (`SceneMenu.indicatorLayers`): a `PagingIndicatorView`
    /// subclass for Parchment's `indicatorClass`, its views made and placed as a cell's, and
    /// `update(progress:)` to play the layers' actions (Parchment gives an indicator no progress).
    @_optimize(none)
    static func menuIndicatorSource(for menu: SceneMenu, custom: CustomLayerTypes) -> String {
        let layers = menu.indicatorLayers
        guard !layers.isEmpty else { return "" }
        let animated = layers.filter { !$0.actions.isEmpty }
        return """

        // The menu's custom indicator (menu.indicatorLayers): `options.indicatorClass = MenuIndicator.self`.
        // Parchment gives an indicator no progress: call `MenuIndicator.update(progress: abs(progress), in:
        // pagingViewController.collectionView)` from `pagingViewController(_:isScrollingFromItem:toItem:
        // startingViewController:destinationViewController:progress:)`, and with 0 from `didScrollToItem`.
        \(menu.cellLayers.isEmpty ? "import PVView\n" : "")
        final class MenuIndicator: PagingIndicatorView {
            /// Each layer's PVView actions, by layer id.
            static let indicatorActions: [(id: String, actions: [PVActionBasicType])] = [
        \(animated.map { "        (\(MenuSwiftCode.quoted($0.id)), [\n" + actions($0.actions, indent: 12, custom: custom) + "\n        ])," }.joined(separator: "\n"))
            ]

        \(views(layers, root: "self"))

            /// The layers draw the indicator, not Parchment's colour.
            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                super.apply(layoutAttributes)
                backgroundColor = .clear
            }

            /// Plays the layers' actions at the transition's progress (0 at rest … 1 as the next page arrives).
            func update(progress: CGFloat) {
                for layer in Self.indicatorActions {
                    guard let view = views[layer.id] else { continue }
                    layer.actions.forEach { $0.update(Double(progress), target: view) }
                }
            }

            /// Updates every `MenuIndicator` in Parchment's menu collection view.
            static func update(progress: CGFloat, in collectionView: UIView) {
                for case let indicator as MenuIndicator in collectionView.subviews { indicator.update(progress: progress) }
            }
        }

        """
    }

    /// The view a layer starts as, configured with its look where UIKit has it.
    @_optimize(none)
    private static func view(for layer: Layer) -> String {
        var lines: [String] = []
        let type: String
        switch layer.content {
        case let .text(text):
            type = "UILabel"
            lines.append("v.font = \(font(text.font))")
            lines.append("v.textColor = \(color(text.color))")
            lines.append("v.textAlignment = .\(text.alignment.rawValue)")
            if text.wrapping.numberOfLines != 1 { lines.append("v.numberOfLines = \(text.wrapping.numberOfLines)") }
        case let .rect(shape):
            type = "UIView"
            if let fill = shape.fill { lines.append("v.backgroundColor = \(color(fill))") }
            if shape.cornerRadius > 0 { lines.append("v.layer.cornerRadius = \(number(shape.cornerRadius))") }
        default:
            type = "UIView"
        }
        if layer.clipsToBounds { lines.append("v.clipsToBounds = true") }
        if layer.alpha != 1 { lines.append("v.alpha = \(number(Swift.min(1, Swift.max(0, layer.alpha))))") }
        guard !lines.isEmpty else { return "\(type)()" }
        return "{ let v = \(type)(); " + lines.joined(separator: "; ") + "; return v }()"
    }

    /// `CGRect(x: 4, y: 10, width: 40, height: 19)`, or in fractions of `size`.
    @_optimize(none)
    private static func frame(_ frame: LayerFrame) -> String {
        guard frame.relative else {
            return "CGRect(x: \(number(frame.x)), y: \(number(frame.y)), width: \(number(frame.width)), height: \(number(frame.height)))"
        }
        return "CGRect(x: \(number(frame.x)) * size.width, y: \(number(frame.y)) * size.height, "
            + "width: \(number(frame.width)) * size.width, height: \(number(frame.height)) * size.height)"
    }
}
