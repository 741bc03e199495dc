/// A general action on one animatable property of a layer, given as keyframes over the action
/// progress: what PVView leaves to an app's own `PVActionType` (its README's `LetterSpacingAction`).
///
/// The action is played as every PVView action: the page progress is mapped through its
/// parameters and timing function to an eased progress `t` (`ActionParameters`), and the property
/// takes the keyframes' value at `t`. Between neighbouring keyframes `(t0, v0)`, `(t1, v1)` each
/// component is `v0 + (v1 − v0)·(t − t0)/(t1 − t0)`; before the first keyframe it is the first
/// value and after the last the last value (a `KeyframeTrack` per component), so an easing that
/// overshoots holds the end values instead of running past them. Colours are blended by sRGB
/// component, as `Color.blended` blends the menu's colours.
package struct LayerKeyframes: Hashable, Sendable {
    /// The properties a keyframe action can write.
    package enum Property: String, CaseIterable, Hashable, Sendable {
        /// `layer.position` (the anchor point in the container), points: `[x, y]`.
        case position
        /// `bounds.size` about the current centre, as PVView's `size`, points: `[width, height]`.
        case size
        /// Opacity.
        case alpha
        /// `transform.rotation.z`, radians.
        case rotation
        /// `transform.scale` (both axes).
        case scale
        /// Corner radius of a `rect` or `gradient`, points.
        case cornerRadius
        /// The colour of a `text`, or the fill of a `rect` or `circle`: `[red, green, blue, alpha]`.
        case color
        /// A text's letter spacing (UIKit's `.kern`), points after each character.
        case letterSpacing
        /// A text's font size, points.
        case textSize
        /// `shadowRadius`, points (σ = radius / 2).
        case shadowRadius
        /// `shadowOpacity`.
        case shadowOpacity
        /// `shadowOffset`, points in the layer's coordinates: `[width, height]`.
        case shadowOffset
        /// A segmented control's selected segment, fractional while its thumb slides between two.
        case selectedSegment

        /// How many numbers a value has: 2 for position, size and shadowOffset, 4 for a colour, else 1.
        package var componentCount: Int {
            switch self {
            case .position, .size, .shadowOffset: return 2
            case .color: return 4
            default: return 1
            }
        }

        /// The layer types whose content has this property, `nil` for every type.
        package var layerTypes: [String]? {
            switch self {
            case .position, .size, .alpha, .rotation, .scale, .shadowRadius, .shadowOpacity, .shadowOffset: return nil
            case .cornerRadius: return ["rect", "gradient"]
            case .color: return ["text", "rect", "circle"]
            case .letterSpacing, .textSize: return ["text"]
            case .selectedSegment: return ["segmented"]
            }
        }

        /// Whether a layer drawing `content` has this property.
        package func applies(to content: LayerContent) -> Bool {
            layerTypes?.contains(content.typeName) ?? true
        }
    }

    /// The property written.
    package let property: Property
    /// One track per component of the value (see `Property.componentCount`), sharing progresses.
    package let tracks: [KeyframeTrack]

    /// Keyframes `(progress, value)` for `property`, each value with `property.componentCount`
    /// numbers; `nil` when there are none or a value has the wrong count.
    package init?(_ property: Property, keyframes: [(progress: Double, value: [Double])]) {
        guard !keyframes.isEmpty, keyframes.allSatisfy({ $0.value.count == property.componentCount }) else { return nil }
        self.property = property
        tracks = (0..<property.componentCount).map { component in
            KeyframeTrack(keyframes.map { ($0.progress, $0.value[component]) })
        }
    }

    /// The keyframes as given to `init`, in ascending progress.
    package var keyframes: [(progress: Double, value: [Double])] {
        guard let first = tracks.first else { return [] }
        return first.keyframes.indices.map { index in
            (first.keyframes[index].progress, tracks.map { $0.keyframes[index].value })
        }
    }

    /// The value at eased progress `t`, one number per component.
    package func value(at t: Double) -> [Double] {
        tracks.map { $0.value(at: t) }
    }

    /// PVView's `reverse`: played backwards, each keyframe moved from `t` to `1 − t`.
    package var reversed: LayerKeyframes {
        let frames = keyframes.map { (progress: 1 - $0.progress, value: $0.value) }
        return LayerKeyframes(property, keyframes: frames) ?? self
    }
}

extension LayerState {
    /// Writes `keyframes`' value at eased progress `t`. A content property on a layer without it
    /// (refused when configs are read) changes nothing.
    mutating func step(_ keyframes: LayerKeyframes, by t: Double) {
        let value = keyframes.value(at: t)
        func number(_ index: Int) -> Double { index < value.count ? value[index] : 0 }
        switch keyframes.property {
        case .position: position = Point(x: number(0), y: number(1))
        case .size:
            let centre = center, width = number(0), height = number(1)
            frame = Rect(x: centre.x - width / 2, y: centre.y - height / 2, width: width, height: height)
        case .alpha: alpha = number(0)
        case .rotation: transform.rotationZ = number(0)
        case .scale: transform.scaleX = number(0); transform.scaleY = number(0)
        case .shadowRadius: shadow.radius = number(0)
        case .shadowOpacity: shadow.opacity = number(0)
        case .shadowOffset: shadow.offset = Size(width: number(0), height: number(1))
        case .cornerRadius, .color, .letterSpacing, .textSize, .selectedSegment:
            content.set(keyframes.property, to: value)
            if !animatedContent.contains(keyframes.property) { animatedContent.append(keyframes.property) }
        }
    }
}

extension LayerContent {
    /// Sets a content property (`cornerRadius`, `color`, `letterSpacing`, `textSize`, `selectedSegment`) where the
    /// content has it; other contents are left as they are.
    mutating func set(_ property: LayerKeyframes.Property, to value: [Double]) {
        func number(_ index: Int) -> Double { index < value.count ? value[index] : 0 }
        let colour = Color(red: number(0), green: number(1), blue: number(2), alpha: number(3))
        switch (property, self) {
        case (.cornerRadius, .rect(var shape)): shape.cornerRadius = number(0); self = .rect(shape)
        case (.cornerRadius, .gradient(var gradient)): gradient.cornerRadius = number(0); self = .gradient(gradient)
        case (.color, .text(var text)): text.color = colour; self = .text(text)
        case (.color, .rect(var shape)): shape.fill = colour; self = .rect(shape)
        case (.color, .circle(var shape)): shape.fill = colour; self = .circle(shape)
        case (.letterSpacing, .text(var text)): text.letterSpacing = number(0); self = .text(text)
        case (.textSize, .text(var text)): text.font.size = number(0); self = .text(text)
        case (.selectedSegment, .segmented(var control)): control.selected = number(0); self = .segmented(control)
        default: break
        }
    }

    /// A content property's current value, `nil` where the content has none.
    package func value(of property: LayerKeyframes.Property) -> [Double]? {
        switch (property, self) {
        case let (.cornerRadius, .rect(shape)): return [shape.cornerRadius]
        case let (.cornerRadius, .gradient(gradient)): return [gradient.cornerRadius]
        case let (.color, .text(text)): return [text.color.red, text.color.green, text.color.blue, text.color.alpha]
        case let (.color, .rect(shape)), let (.color, .circle(shape)):
            return shape.fill.map { [$0.red, $0.green, $0.blue, $0.alpha] }
        case let (.letterSpacing, .text(text)): return [text.letterSpacing]
        case let (.textSize, .text(text)): return [text.font.size]
        case let (.selectedSegment, .segmented(control)): return control.selected.map { [$0] }
        default: return nil
        }
    }
}
