import Foundation
import Testing
@testable import Transforms

/// Keyframe actions (`LayerKeyframes`): interpolation between points, held ends, every property
/// written where PVView's own action would write it, timing and reversal as PVView's actions.
@Suite struct LayerKeyframesTests {
    static let card = Size(width: 200, height: 300)
    static let box = Layer(id: "box", content: .rect(ShapeContent(fill: Color(red: 1, green: 0, blue: 0), cornerRadius: 2)),
                           frame: LayerFrame(x: 20, y: 40, width: 60, height: 30))
    static let label = Layer(id: "label", content: .text(TextContent(text: "Hi")), frame: LayerFrame(x: 0, y: 0, width: 100, height: 40))

    func keyframes(_ property: LayerKeyframes.Property, _ points: [(Double, [Double])]) -> LayerKeyframes {
        LayerKeyframes(property, keyframes: points.map { (progress: $0.0, value: $0.1) })!
    }

    func resolved(_ layer: Layer, _ action: LayerAction, at p: Double) -> ResolvedLayer {
        var layer = layer
        layer.actions = [action]
        return layer.resolved(pageProgress: p, container: Self.card, perspective: 0)
    }

    @Test func valuesAreLinearBetweenNeighboursAndHeldOutside() {
        let alpha = keyframes(.alpha, [(0, [1]), (0.5, [0.2]), (1, [0.6])])
        #expect(alpha.value(at: 0) == [1])
        #expect(alpha.value(at: 0.25) == [0.6])
        #expect(alpha.value(at: 0.5) == [0.2])
        #expect(abs(alpha.value(at: 0.75)[0] - 0.4) < 1e-15)
        #expect(alpha.value(at: -0.3) == [1] && alpha.value(at: 1.4) == [0.6], "ends held, no overshoot")
        let late = keyframes(.scale, [(0.4, [1]), (0.6, [2])])
        #expect(late.value(at: 0.2) == [1] && late.value(at: 0.5) == [1.5] && late.value(at: 0.9) == [2])
    }

    @Test func shadowKeyframesWriteTheShadowAndLeaveTheRestAlone() {
        var box = Self.box
        box.shadow = LayerShadow(opacity: 0.5, radius: 4, offset: Size(width: 0, height: 6))
        #expect(Self.box.shadow == LayerShadow(color: .black, opacity: 0, radius: 3, offset: Size(width: 0, height: -3)), "CALayer's defaults")
        #expect(!Self.box.shadow.isVisible && box.shadow.isVisible)
        let radius = resolved(box, LayerAction(.keyframes(keyframes(.shadowRadius, [(0, [2]), (1, [12])]))), at: 0.25)
        #expect(radius.shadow == LayerShadow(opacity: 0.5, radius: 4.5, offset: Size(width: 0, height: 6)))
        #expect(radius.frame == Rect(x: 20, y: 40, width: 60, height: 30) && radius.alpha == 1 && radius.animatedContent.isEmpty)
        let offset = resolved(box, LayerAction(.keyframes(keyframes(.shadowOffset, [(0, [0, 6]), (1, [4, -2])]))), at: 0.5)
        #expect(offset.shadow.offset == Size(width: 2, height: 2) && offset.shadow.radius == 4)
        let opacity = resolved(Self.box, LayerAction(.keyframes(keyframes(.shadowOpacity, [(0, [0]), (1, [0.8])]))), at: 0.5)
        #expect(opacity.shadow.opacity == 0.4 && opacity.shadow.isVisible, "an animated opacity shows CALayer's default shadow")
        // Reversed as PVView's reverse: keyframe t → 1 − t.
        #expect(keyframes(.shadowRadius, [(0, [2]), (1, [12])]).reversed.value(at: 0.25) == [9.5])
    }

    @Test func aValueWithTheWrongNumberOfComponentsIsRefused() {
        #expect(LayerKeyframes(.position, keyframes: [(0, [1])]) == nil)
        #expect(LayerKeyframes(.alpha, keyframes: []) == nil)
    }

    @Test func eachGeometricPropertyIsWrittenAsPVViewsActionWould() {
        let position = resolved(Self.box, LayerAction(.keyframes(keyframes(.position, [(0, [50, 55]), (1, [150, 55])]))), at: 0.5)
        #expect(position.anchorPosition == Point(x: 100, y: 55))
        let size = resolved(Self.box, LayerAction(.keyframes(keyframes(.size, [(0, [60, 30]), (1, [100, 50])]))), at: 0.5)
        #expect(size.frame == Rect(x: 10, y: 35, width: 80, height: 40), "about the centre, as PVActionSize")
        let alpha = resolved(Self.box, LayerAction(.keyframes(keyframes(.alpha, [(0, [1]), (1, [0])]))), at: 0.25)
        #expect(alpha.alpha == 0.75)
        let turned = resolved(Self.box, LayerAction(.keyframes(keyframes(.rotation, [(0, [0]), (1, [1])]))), at: 0.5)
        #expect(turned.transform == LayerTransform(rotationZ: 0.5).matrix(perspective: 0))
        let scaled = resolved(Self.box, LayerAction(.keyframes(keyframes(.scale, [(0, [1]), (1, [3])]))), at: 0.5)
        #expect(scaled.transform == LayerTransform(scaleX: 2, scaleY: 2).matrix(perspective: 0))
        #expect(scaled.animatedContent.isEmpty)
    }

    @Test func contentPropertiesChangeTheContent() {
        let radius = resolved(Self.box, LayerAction(.keyframes(keyframes(.cornerRadius, [(0, [2]), (1, [12])]))), at: 0.5)
        #expect(radius.content == .rect(ShapeContent(fill: Color(red: 1, green: 0, blue: 0), cornerRadius: 7)))
        #expect(radius.animatedContent == [.cornerRadius])
        // Colours blend by sRGB component, as Color.blended.
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let colour = resolved(Self.box, LayerAction(.keyframes(keyframes(.color, [(0, [1, 0, 0, 1]), (1, [0, 0, 1, 0.5])]))), at: 0.25)
        #expect(colour.content.value(of: .color) == [red.blended(to: blue, fraction: 0.25)].map { [$0.red, $0.green, $0.blue, $0.alpha] }.first)
        let spacing = resolved(Self.label, LayerAction(.keyframes(keyframes(.letterSpacing, [(0, [0]), (1, [8])]))), at: 0.5)
        #expect(spacing.content.value(of: .letterSpacing) == [4])
        let size = resolved(Self.label, LayerAction(.keyframes(keyframes(.textSize, [(0, [17]), (1, [33])]))), at: 0.5)
        #expect(size.content.value(of: .textSize) == [25])
        // A text property on a rect (refused when configs are read) changes nothing.
        let ignored = resolved(Self.box, LayerAction(.keyframes(keyframes(.textSize, [(0, [17]), (1, [33])]))), at: 0.5)
        #expect(ignored.content == Self.box.content)
        #expect(LayerKeyframes.Property.letterSpacing.applies(to: Self.label.content) && !LayerKeyframes.Property.letterSpacing.applies(to: Self.box.content))
        #expect(LayerKeyframes.Property.alpha.applies(to: Self.box.content))
    }

    @Test func theActionsTimingAndRangeApplyBeforeTheKeyframes() throws {
        // Parameters 0.2…0.6 and sin(x·π/2): at page progress 0.4 the action is halfway (q = 0.5),
        // eased to sin(π/4), then read off the keyframes 0 → 10.
        let formula = try TimingExpression.parse("sin(x * pi / 2)").get()
        let parameters = ActionParameters(startOffset: 0.2, stopOffset: 0.6, timing: ActionTiming(.expression(formula)))
        let action = LayerAction(.keyframes(keyframes(.letterSpacing, [(0, [0]), (1, [10])])), parameters: parameters)
        let value = resolved(Self.label, action, at: 0.4).content.value(of: .letterSpacing)?.first ?? .nan
        #expect(abs(value - 10 * sin(Double.pi / 4)) < 1e-12)
        #expect(resolved(Self.label, action, at: 0.1).content.value(of: .letterSpacing) == [0])
        #expect(resolved(Self.label, action, at: 0.9).content.value(of: .letterSpacing) == [10])
    }

    @Test func reversingMovesEachKeyframeToOneMinusItsProgress() {
        let forward = keyframes(.alpha, [(0, [1]), (0.25, [0.5]), (1, [0])])
        let backward = forward.reversed
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(backward.value(at: t)[0] - forward.value(at: 1 - t)[0]) < 1e-15)
        }
        let action = LayerAction(.keyframes(forward)).reversed()
        #expect(action.change == .keyframes(backward) && action.kind == "keyframes.alpha")
        #expect(LayerAction(.keyframes(forward)).continued(to: .keyframes(forward)) == nil, "keyframes are not continued")
    }
}
