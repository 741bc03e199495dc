import Foundation
import Render
import SceneModel
import Testing
import TestSupport
import Transforms
@testable import Config

/// Every key of the published schema reaches the scene or the effect options: setting it changes
/// the decoded value the renderer and the transforms read.
@Suite struct KeyCoverageTests {
    /// A key, a config that sets it, and what the decoded scene must then hold.
    struct KeyCase: CustomStringConvertible, Sendable {
        let path: String
        let yaml: String
        let holds: @Sendable (Scene) -> Bool
        var description: String { path }

        init(_ path: String, _ yaml: String, _ holds: @escaping @Sendable (Scene) -> Bool) {
            self.path = path
            self.yaml = yaml
            self.holds = holds
        }

        /// The config: `yaml`, plus a default effect when it sets none.
        var config: String { yaml.contains("effect") || yaml.contains("extends") ? yaml : yaml + "\neffect: scale.linear\n" }
        /// The same config without the key (for keys under `effect`, the same kind of effect).
        var baseline: String {
            if path.hasPrefix("effect.scale") { return "effect: {scale: {}}" }
            if path.hasPrefix("effect.stack") { return "effect: {stack: {}}" }
            if path.hasPrefix("effect.snapshot") { return "effect: {snapshot: {}}" }
            if path.hasPrefix("effect.custom") { return "effect: {custom: {}}" }
            return "effect: scale.linear"
        }
    }

    static let blue = Color(red: 0, green: 0, blue: 1)
    static let red = Color(red: 1, green: 0, blue: 0)

    static let cases: [KeyCase] = [
        // The scene.
        KeyCase("extends", "extends: stack.vortex", { $0.effect.stackOptions == .layout(.vortex) }),
        KeyCase("name", "name: hello", { $0.name == "hello" }),
        KeyCase("viewport", "viewport: {width: 320, height: 480}", { $0.viewport == Size(width: 320, height: 480) }),
        KeyCase("background", "background: \"#0000FF\"", { $0.background == blue }),
        KeyCase("itemCount", "itemCount: 9", { $0.itemCount == 9 }),
        KeyCase("numberOfVisibleItems", "numberOfVisibleItems: 3", { $0.numberOfVisibleItems == 3 }),
        KeyCase("loop", "loop: true", { $0.loop }),
        KeyCase("sections", "sections: [2, 0, 3]", { $0.sections == [2, 0, 3] && $0.itemCount == 5 }),
        KeyCase("scrollDirection", "scrollDirection: vertical", { $0.scrollDirection == .vertical }),
        KeyCase("drawsShadows", "drawsShadows: false", { !$0.drawsShadows }),
        KeyCase("card.inset", "card: {inset: {horizontal: 0.1, vertical: 0.2}}", { $0.cardPlacement == .inset(horizontal: 0.1, vertical: 0.2) }),
        KeyCase("card.size", "card: {size: {width: 100, height: 150}}", { $0.cardPlacement == .size(Size(width: 100, height: 150)) }),
        KeyCase("card.fill", "card: {fill: \"#0000FF\"}", { $0.card.fill == .solid(blue) }),
        KeyCase("card.fill.gradient", "card: {fill: {gradient: [\"#FF0000\", \"#0000FF\"]}}", { $0.card.fill == .gradient(red, blue) }),
        KeyCase("card.palette", "card: {palette: [\"#FF0000\", \"#0000FF\"]}", { $0.card.palette == [red, blue] }),
        KeyCase("card.cornerRadius", "card: {cornerRadius: 4}", { $0.card.cornerRadius == 4 }),
        KeyCase("card.border", "card: {border: {width: 3, color: \"#FF0000\"}}", { $0.card.border == LayerBorder(width: 3, color: red) }),
        KeyCase("card.border.width", "card: {border: {width: 5}}", { $0.card.border == LayerBorder(width: 5, color: .black) }),
        KeyCase("card.border.color", "card: {border: {color: \"#0000FF\"}}", { $0.card.border == LayerBorder(width: 1, color: blue) }),
        KeyCase("card.title", "card: {title: \"Page {number}\"}", { $0.card.title == "Page {number}" }),
        KeyCase("card.subtitle", "card: {subtitle: \"of {index}\"}", { $0.card.subtitle == "of {index}" }),
        KeyCase("card.textColor", "card: {textColor: \"#FF0000\"}", { $0.card.textColor == red }),
        KeyCase("card.titleFont", "card: {titleFont: {family: Inter, weight: 300, size: 30}}",
                { $0.card.titleFont == CaptionFont(family: "Inter", weight: .light, size: 30) }),
        KeyCase("card.titleFont.family", "card: {titleFont: {family: Inter}}", { $0.card.titleFont == CaptionFont(family: "Inter", weight: .bold) }),
        KeyCase("card.titleFont.weight", "card: {titleFont: {weight: thin}}", { $0.card.titleFont == CaptionFont(weight: .thin) }),
        KeyCase("card.titleFont.size", "card: {titleFont: {size: 12}}", { $0.card.titleFont == CaptionFont(weight: .bold, size: 12) }),
        KeyCase("card.subtitleFont", "card: {subtitleFont: {family: Inter, weight: 900}}", { $0.card.subtitleFont == CaptionFont(family: "Inter", weight: .black) }),
        KeyCase("card.subtitleFont.family", "card: {subtitleFont: {family: DejaVu Sans}}", { $0.card.subtitleFont.family == "DejaVu Sans" }),
        KeyCase("card.subtitleFont.weight", "card: {subtitleFont: {weight: 500}}", { $0.card.subtitleFont.weight == .medium }),
        KeyCase("card.subtitleFont.size", "card: {subtitleFont: {size: 9}}", { $0.card.subtitleFont.size == 9 }),
        KeyCase("fonts", "fonts: [../card.png]", { $0.fonts.count == 1 && $0.fonts[0].hasSuffix("/card.png") && $0.fonts[0].hasPrefix("/") }),
        KeyCase("card.titleNumberOfLines", "card: {titleNumberOfLines: 0}", { $0.card.titleWrapping.numberOfLines == 0 }),
        KeyCase("card.titleLineSpacing", "card: {titleLineSpacing: 4.5}", { $0.card.titleWrapping.lineSpacing == 4.5 }),
        KeyCase("card.subtitleNumberOfLines", "card: {subtitleNumberOfLines: 3}", { $0.card.subtitleWrapping.numberOfLines == 3 }),
        KeyCase("card.subtitleLineSpacing", "card: {subtitleLineSpacing: 1000}", { $0.card.subtitleWrapping.lineSpacing == 1000 }),
        KeyCase("card.image", "card: {image: ../card.png}", { $0.card.imagePath?.hasSuffix("/card.png") == true }),
        KeyCase("card.layers", "card: {layers: [{id: dot, type: circle, actions: [{fade: {to: 0}}]}]}", { $0.card.layers.first?.id == "dot" && $0.card.layers.first?.actions.count == 1 }),
        KeyCase("overlay.pages", "overlay: {pages: [[{id: a, type: rect}], []]}", { $0.overlay?.pages.count == 2 && $0.overlay?.pages[0].first?.id == "a" }),
        KeyCase("overlay.ignoreLastPage", "overlay: {ignoreLastPage: false}", { $0.overlay?.ignoreLastPage == false }),
        KeyCase("overlay.runActionsAfterTransition", "overlay: {runActionsAfterTransition: false}", { $0.overlay?.runActionsAfterTransition == false }),
        KeyCase("overlay.direction", "overlay: {direction: vertical}", { $0.overlay?.direction == .vertical }),
        KeyCase("timeline", "timeline: [0, 2.5]", { $0.timeline == .offsets([0, 2.5]) }),
        KeyCase("timeline.from", "timeline: {from: 2}", { $0.timeline == .sweep(from: 2, to: 1, frames: 5, curve: .linear) }),
        KeyCase("timeline.to", "timeline: {to: 4}", { $0.timeline == .sweep(from: 0, to: 4, frames: 5, curve: .linear) }),
        KeyCase("timeline.frames", "timeline: {frames: 9}", { $0.timeline == .sweep(from: 0, to: 1, frames: 9, curve: .linear) }),
        KeyCase("timeline.curve", "timeline: {curve: [0.1, 0.2, 0.3, 0.4]}", { $0.timeline == .sweep(from: 0, to: 1, frames: 5, curve: .cubicBezier(0.1, 0.2, 0.3, 0.4)) }),
        KeyCase("timeline.curve.spring.response", "timeline: {curve: {spring: {response: 0.4}}}",
                { $0.timeline == .sweep(from: 0, to: 1, frames: 5, curve: .spring(Spring(response: 0.4, dampingFraction: 0.825))) }),
        KeyCase("timeline.curve.spring.dampingFraction", "timeline: {curve: {spring: {dampingFraction: 0.95}}}",
                { $0.timeline == .sweep(from: 0, to: 1, frames: 5, curve: .spring(Spring(response: 0.55, dampingFraction: 0.95))) }),
        KeyCase("timeline.curve.spring.mass", "timeline: {curve: {spring: {mass: 2, stiffness: 100, damping: 10}}}",
                { $0.timeline == .sweep(from: 0, to: 1, frames: 5, curve: .spring(Spring(mass: 2, stiffness: 100, damping: 10))) }),
        KeyCase("timeline.curve.spring.stiffness", "timeline: {curve: {spring: {mass: 1, stiffness: 50, damping: 10}}}",
                { $0.timeline == .sweep(from: 0, to: 1, frames: 5, curve: .spring(Spring(mass: 1, stiffness: 50, damping: 10))) }),
        KeyCase("timeline.curve.spring.damping", "timeline: {curve: {spring: {mass: 1, stiffness: 100, damping: 7}}}",
                { $0.timeline == .sweep(from: 0, to: 1, frames: 5, curve: .spring(Spring(mass: 1, stiffness: 100, damping: 7))) }),
        KeyCase("timeline.curve.spring.initialVelocity", "timeline: {curve: {spring: {response: 0.4, dampingFraction: 1, initialVelocity: 3}}}",
                { $0.timeline == .sweep(from: 0, to: 1, frames: 5, curve: .spring(Spring(response: 0.4, dampingFraction: 1, initialVelocity: 3))) }),
        KeyCase("timeline.curve", "timeline: {curve: easeOutBack}", { $0.timeline == .sweep(from: 0, to: 1, frames: 5, curve: .named(.easeOutBack)) }),
        KeyCase("timeline.fps", "timeline: {fps: 30, steps: [{wait: 0.1}]}", { if case let .script(s) = $0.timeline { return s.fps == 30 } else { return false } }),
        KeyCase("timeline.start", "timeline: {start: 2, steps: [{wait: 0.1}]}", { if case let .script(s) = $0.timeline { return s.start == 2 } else { return false } }),
        KeyCase("timeline.steps", "timeline: {steps: [{drag: {by: -120, duration: 0.3}}, release, next]}", {
            if case let .script(s) = $0.timeline { return s.steps == [.drag(.curve(by: -120, duration: 0.3, curve: .linear)), .release(velocity: nil), .next] } else { return false } }),
        KeyCase("timeline.curveSolver", "timeline: {from: 0, to: 1, curveSolver: pvview}", { $0.curveSolver == .pvview }),
        KeyCase("paging", "paging: elegantPages.earlyCutoff", { $0.paging == .elegantPages(.earlyCutoffDefault) }),
        KeyCase("paging.elegantPages.bounces", "paging: {elegantPages: {bounces: true}}", { $0.paging == .elegantPages(ElegantPagesPaging(turn: .regular(pageTurnDelta: 0.3), bounces: true)) }),
        KeyCase("paging.elegantPages.regular.pageTurnDelta", "paging: {elegantPages: {regular: {pageTurnDelta: 0.5}}}", { $0.paging == .elegantPages(ElegantPagesPaging(turn: .regular(pageTurnDelta: 0.5))) }),
        KeyCase("paging.elegantPages.earlyCutoff.scrollResistanceCutOff", "paging: {elegantPages: {earlyCutoff: {scrollResistanceCutOff: 20}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 20, pageTurnCutOff: 80, pageTurnAnimation: .spring(Spring(response: 0.4, dampingFraction: 0.95))))) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnCutOff", "paging: {elegantPages: {earlyCutoff: {pageTurnCutOff: 60}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 60, pageTurnAnimation: .spring(Spring(response: 0.4, dampingFraction: 0.95))))) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation", "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: easeInOut}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .easeInOut))) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.spring.response", "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {spring: {response: 0.3}}}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .spring(Spring(response: 0.3, dampingFraction: 0.825))))) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.spring.dampingFraction", "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {spring: {dampingFraction: 1}}}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .spring(Spring(response: 0.55, dampingFraction: 1))))) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.spring.mass", "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {spring: {mass: 2, stiffness: 100, damping: 10}}}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .spring(Spring(mass: 2, stiffness: 100, damping: 10))))) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.spring.stiffness", "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {spring: {mass: 1, stiffness: 50, damping: 10}}}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .spring(Spring(mass: 1, stiffness: 50, damping: 10))))) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.spring.damping", "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {spring: {mass: 1, stiffness: 100, damping: 7}}}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .spring(Spring(mass: 1, stiffness: 100, damping: 7))))) }),
        KeyCase("paging.elegantPages.earlyCutoff.pageTurnAnimation.spring.initialVelocity", "paging: {elegantPages: {earlyCutoff: {pageTurnAnimation: {spring: {response: 0.4, dampingFraction: 1, initialVelocity: 2}}}}}", {
            $0.paging == .elegantPages(ElegantPagesPaging(turn: .earlyCutoff(scrollResistanceCutOff: 40, pageTurnCutOff: 80, pageTurnAnimation: .spring(Spring(response: 0.4, dampingFraction: 1, initialVelocity: 2))))) }),
        KeyCase("output.format", "output: {format: svg}", { $0.output.format == .svg }),
        KeyCase("output.scale", "output: {scale: 2}", { $0.output.scale == 2 }),
        KeyCase("output.pngLevel", "output: {pngLevel: small}", { $0.output.pngLevel == .small }),
        KeyCase("output.svgRasterScale", "output: {svgRasterScale: 3}", { $0.output.svgRasterScale == 3 }),
        KeyCase("output.path", "output: {path: out/strip.png}", { $0.output.path?.hasSuffix("/out/strip.png") == true }),
        KeyCase("output.fps", "output: {fps: 24}", { $0.output.animation.framesPerSecond == 24 }),
        KeyCase("output.loop", "output: {loop: 3}", { $0.output.animation.loopCount == 3 }),
        KeyCase("output.quality", "output: {quality: 80}", { $0.output.animation.webp.quality == 80 }),
        KeyCase("output.dithering", "output: {dithering: 0.5}", { $0.output.animation.gif.dithering == 0.5 }),
        KeyCase("output.palette", "output: {palette: per-frame}", { $0.output.animation.gif.palette == .perFrame }),
        KeyCase("effect", "effect: snapshot.grid", { $0.effect.snapshotOptions == .layout(.grid) }),

        // Scale.
        KeyCase("effect.scale.layout", "effect: {scale: {layout: coverFlow}}", { $0.effect.scaleOptions == .layout(.coverFlow) }),
        scale("minScale", "0.5", \.minScale, 0.5),
        scale("maxScale", "0.9", \.maxScale, 0.9),
        scale("scaleRatio", "0.1", \.scaleRatio, 0.1),
        scale("translationRatio", "[0.5, 0.25]", \.translationRatio, Point(x: 0.5, y: 0.25)),
        scale("minTranslationRatio", "null", \.minTranslationRatio, nil),
        scale("maxTranslationRatio", "{x: 1, y: 2}", \.maxTranslationRatio, Point(x: 1, y: 2)),
        scale("keepVerticalSpacingEqual", "false", \.keepVerticalSpacingEqual, false),
        scale("keepHorizontalSpacingEqual", "false", \.keepHorizontalSpacingEqual, false),
        scale("scaleCurve", "easeIn", \.scaleCurve, .easeIn),
        scale("translationCurve", "easeOut", \.translationCurve, .easeOut),
        scale("shadowEnabled", "false", \.shadowEnabled, false),
        scale("shadowColor", "\"#FF0000\"", \.shadowColor, red),
        scale("shadowOpacity", "0.3", \.shadowOpacity, 0.3),
        scale("shadowRadiusMin", "1", \.shadowRadiusMin, 1),
        scale("shadowRadiusMax", "20", \.shadowRadiusMax, 20),
        scale("shadowOffsetMin", "{width: 1, height: 1}", \.shadowOffsetMin, Size(width: 1, height: 1)),
        scale("shadowOffsetMax", "[3, 9]", \.shadowOffsetMax, Size(width: 3, height: 9)),
        scale("shadowOpacityMin", "0.2", \.shadowOpacityMin, 0.2),
        scale("shadowOpacityMax", "0.7", \.shadowOpacityMax, 0.7),
        scale("blurEffectEnabled", "true", \.blurEffectEnabled, true),
        scale("blurEffectRadiusRatio", "0.8", \.blurEffectRadiusRatio, 0.8),
        scale("blurEffectStyle", "systemMaterialDark", \.blurEffectStyle, .systemMaterialDark),
        KeyCase("effect.scale.rotation3d",
                "effect: {scale: {rotation3d: {angle: pi/4, minAngle: -90deg, maxAngle: 1.5, x: 0, y: 1, z: 0, m34: -0.001}}}", {
            $0.effect.scaleOptions?.rotation3d == .init(angle: .pi / 4, minAngle: -90 * .pi / 180, maxAngle: 1.5, x: 0, y: 1, z: 0, m34: -0.001)
        }),
        rotation("angle", "45deg", \.angle, 45 * .pi / 180),
        rotation("minAngle", "-pi/2", \.minAngle, -.pi / 2),
        rotation("maxAngle", "2pi/3", \.maxAngle, 2 * .pi / 3),
        rotation("x", "1", \.x, 1),
        rotation("y", "0.5", \.y, 0.5),
        rotation("z", "1", \.z, 1),
        rotation("m34", "-0.002", \.m34, -0.002),
        rotation("isDoubleSided", "true", \.isDoubleSided, true),
        KeyCase("effect.scale.translation3d",
                "effect: {scale: {translation3d: {translateRatios: [1, 2, 3], minTranslateRatios: [-1, -2, -3], maxTranslateRatios: {x: 4, y: 5, z: 6}}}}", {
            $0.effect.scaleOptions?.translation3d == .init(translateRatios: Vector3(1, 2, 3), minTranslateRatios: Vector3(-1, -2, -3),
                                                          maxTranslateRatios: Vector3(4, 5, 6))
        }),
        translation("translateRatios", "[0.2, 0, -1]", \.translateRatios, Vector3(0.2, 0, -1)),
        translation("minTranslateRatios", "[-1, 0, -4]", \.minTranslateRatios, Vector3(-1, 0, -4)),
        translation("maxTranslateRatios", "[1, 0, 1]", \.maxTranslateRatios, Vector3(1, 0, 1)),

        // Stack.
        KeyCase("effect.stack.layout", "effect: {stack: {layout: vortex}}", { $0.effect.stackOptions == .layout(.vortex) }),
        stack("scaleFactor", "0.3", \.scaleFactor, 0.3),
        stack("minScale", "null", \.minScale, nil),
        stack("maxScale", "1.5", \.maxScale, 1.5),
        stack("maxStackSize", "5", \.maxStackSize, 5),
        stack("spacingFactor", "0.1", \.spacingFactor, 0.1),
        stack("maxSpacing", "0.2", \.maxSpacing, 0.2),
        stack("alphaFactor", "0.25", \.alphaFactor, 0.25),
        stack("bottomStackAlphaSpeedFactor", "2", \.bottomStackAlphaSpeedFactor, 2),
        stack("topStackAlphaSpeedFactor", "0.5", \.topStackAlphaSpeedFactor, 0.5),
        stack("perspectiveRatio", "0.2", \.perspectiveRatio, 0.2),
        stack("shadowEnabled", "false", \.shadowEnabled, false),
        stack("shadowColor", "\"#0000FF\"", \.shadowColor, blue),
        stack("shadowOpacity", "0.5", \.shadowOpacity, 0.5),
        stack("shadowOffset", "{width: 2, height: 3}", \.shadowOffset, Size(width: 2, height: 3)),
        stack("shadowRadius", "4", \.shadowRadius, 4),
        stack("stackRotateAngle", "pi/8", \.stackRotateAngle, .pi / 8),
        stack("stackRotateAngel", "10deg", \.stackRotateAngle, 10 * .pi / 180),
        stack("popAngle", "-pi/4", \.popAngle, -.pi / 4),
        stack("popOffsetRatio", "{width: 1, height: -1}", \.popOffsetRatio, Size(width: 1, height: -1)),
        stack("stackPosition", "{x: 1, y: 0}", \.stackPosition, Point(x: 1, y: 0)),
        stack("reverse", "true", \.reverse, true),
        stack("blurEffectEnabled", "true", \.blurEffectEnabled, true),
        stack("maxBlurEffectRadius", "0.3", \.maxBlurEffectRadius, 0.3),
        stack("blurEffectStyle", "dark", \.blurEffectStyle, .dark),

        // Snapshot.
        KeyCase("effect.snapshot.layout", "effect: {snapshot: {layout: puzzle}}", { $0.effect.snapshotOptions == .layout(.puzzle) }),
        snapshot("pieceSizeRatio", "{width: 0.5, height: 0.25}", \.pieceSizeRatio, Size(width: 0.5, height: 0.25)),
        snapshot("piecesCornerRadiusRatio", "0.5", \.piecesCornerRadiusRatio, .static(0.5)),
        snapshot("piecesAlphaRatio", "{rowBased: 0.1, reversed: true}", \.piecesAlphaRatio, .rowBased(0.1, reversed: true)),
        snapshot("piecesTranslationRatio", "{columnBasedMirror: [1, 0]}", \.piecesTranslationRatio, .columnBasedMirror(Point(x: 1, y: 0))),
        snapshot("minPiecesTranslationRatio", "[-1, -1]", \.minPiecesTranslationRatio, .static(Point(x: -1, y: -1))),
        snapshot("maxPiecesTranslationRatio", "{rowBasedCustom: [[1, 0], [0, 1]]}", \.maxPiecesTranslationRatio,
                 .rowBasedCustom([Point(x: 1, y: 0), Point(x: 0, y: 1)])),
        snapshot("piecesScaleRatio", "{static: {width: 0.5, height: 0.5}}", \.piecesScaleRatio, .static(Size(width: 0.5, height: 0.5))),
        snapshot("containerScaleRatio", "0.5", \.containerScaleRatio, 0.5),
        snapshot("containerTranslationRatio", "{x: 0.5, y: 0.1}", \.containerTranslationRatio, Point(x: 0.5, y: 0.1)),
        snapshot("containerMinTranslationRatio", "{x: -1, y: -1}", \.containerMinTranslationRatio, Point(x: -1, y: -1)),
        snapshot("containerMaxTranslationRatio", "{x: 1, y: 1}", \.containerMaxTranslationRatio, Point(x: 1, y: 1)),
    ] + MenuKeyCases.cases + PagesKeyCases.cases + customEffectCases + DirectionAndSpringKeyCases.cases

    /// `effect.custom`: each track reaches the state at progress 1 of a 100-pt card.
    static let customEffectCases: [KeyCase] = {
        @Sendable func state(_ scene: Scene) -> ItemState { scene.effect.state(progress: 1, card: Size(width: 100, height: 100)) }
        return [
            KeyCase("effect.custom.base", "effect: {custom: {base: scale.coverFlow}}", { state($0).transform != .identity }),
            KeyCase("effect.custom.translateX", "effect: {custom: {translateX: [[1, 0.5]]}}", { state($0).transform.m41 == 50 }),
            KeyCase("effect.custom.translateY", "effect: {custom: {translateY: [[1, 0.5]]}}", { state($0).transform.m42 == 50 }),
            KeyCase("effect.custom.translateZ", "effect: {custom: {translateZ: [[1, 0.5]]}}", { state($0).transform.m43 == 50 }),
            KeyCase("effect.custom.scale", "effect: {custom: {scale: [[1, 0.5]]}}", { state($0).transform.m11 == 0.5 }),
            KeyCase("effect.custom.rotation", "effect: {custom: {rotation: [[1, 1]]}}", { abs(state($0).transform.m12 - sin(1)) < 1e-12 }),
            KeyCase("effect.custom.alpha", "effect: {custom: {alpha: [[1, 0.5]]}}", { state($0).alpha == 0.5 }),
            KeyCase("effect.custom.blur", "effect: {custom: {blur: [[1, 0.5]]}}", { state($0).blur == 0.5 }),
            KeyCase("effect.custom.zPosition", "effect: {custom: {zPosition: [[1, 7]]}}", { state($0).zIndex == 7 }),
            KeyCase("effect.custom.blurStyle", "effect: {custom: {blur: [[1, 0.5]], blurStyle: dark}}", { state($0).blurStyle == .dark }),
            KeyCase("effect.custom.m34", "effect: {custom: {m34: -0.002}}", { state($0).transform.m34 == -0.002 }),
        ]
    }()

    static func scale<Value: Equatable & Sendable>(_ key: String, _ yaml: String, _ keyPath: KeyPath<ScaleTransformViewOptions, Value> & Sendable,
                                                   _ expected: Value) -> KeyCase {
        KeyCase("effect.scale.\(key)", "effect: {scale: {\(key): \(yaml)}}", { $0.effect.scaleOptions?[keyPath: keyPath] == expected })
    }

    static func rotation<Value: Equatable & Sendable>(_ key: String, _ yaml: String,
                                                      _ keyPath: KeyPath<ScaleTransformViewOptions.Rotation3dOptions, Value> & Sendable,
                                                      _ expected: Value) -> KeyCase {
        KeyCase("effect.scale.rotation3d.\(key)", "effect: {scale: {layout: coverFlow, rotation3d: {\(key): \(yaml)}}}",
                { $0.effect.scaleOptions?.rotation3d?[keyPath: keyPath] == expected })
    }

    static func translation<Value: Equatable & Sendable>(_ key: String, _ yaml: String,
                                                         _ keyPath: KeyPath<ScaleTransformViewOptions.Translation3dOptions, Value> & Sendable,
                                                         _ expected: Value) -> KeyCase {
        KeyCase("effect.scale.translation3d.\(key)", "effect: {scale: {layout: coverFlow, translation3d: {\(key): \(yaml)}}}",
                { $0.effect.scaleOptions?.translation3d?[keyPath: keyPath] == expected })
    }

    static func stack<Value: Equatable & Sendable>(_ key: String, _ yaml: String, _ keyPath: KeyPath<StackTransformViewOptions, Value> & Sendable,
                                                   _ expected: Value) -> KeyCase {
        KeyCase("effect.stack.\(key)", "effect: {stack: {\(key): \(yaml)}}", { $0.effect.stackOptions?[keyPath: keyPath] == expected })
    }

    static func snapshot<Value: Equatable & Sendable>(_ key: String, _ yaml: String, _ keyPath: KeyPath<SnapshotTransformViewOptions, Value> & Sendable,
                                                      _ expected: Value) -> KeyCase {
        KeyCase("effect.snapshot.\(key)", "effect: {snapshot: {\(key): \(yaml)}}", { $0.effect.snapshotOptions?[keyPath: keyPath] == expected })
    }

    @Test(arguments: cases)
    func settingTheKeyChangesTheDecodedScene(_ key: KeyCase) throws {
        let root = try temporaryFolder(files: ["card.png": "not read by the loader", "dir/scene.yaml": key.config, "dir/baseline.yaml": key.baseline])
        defer { try? FileManager.default.removeItem(at: root) }
        let changed = try SceneLoader.load(file: root.appendingPathComponent("dir/scene.yaml")).scene
        let baseline = try SceneLoader.load(file: root.appendingPathComponent("dir/baseline.yaml")).scene
        #expect(key.holds(changed), "\(key.path) did not reach the scene")
        #expect(!key.holds(baseline), "\(key.path): the baseline already holds the value, so the test proves nothing")
    }

    /// Every key path in the published JSON Schema (object properties, recursively, through `anyOf`).
    static func schemaKeyPaths() -> [String] {
        var paths: [String] = []
        func visit(_ schema: JSONValue, prefix: String) {
            if case let .object(members)? = schema["properties"] {
                // {x, y}, {width, height} and friends are values, not keys of their own.
                let names = Set(members.map(\.key))
                let isComponents = !names.isEmpty && names.isSubset(of: ["x", "y", "z", "width", "height", "horizontal", "vertical"])
                    && !prefix.hasSuffix("rotation3d") && !prefix.hasSuffix("border")
                if isComponents { return }
                for member in members {
                    let path = prefix.isEmpty ? member.key : prefix + "." + member.key
                    paths.append(path)
                    visit(member.value, prefix: path)
                }
            }
            if case let .array(choices)? = schema["anyOf"] {
                for choice in choices { visit(choice, prefix: prefix) }
            }
        }
        visit(ConfigSchema.json, prefix: "")
        return paths
    }

    @Test func everySchemaKeyHasACase() {
        let covered = Set(Self.cases.map(\.path))
        let paths = Self.schemaKeyPaths()
        #expect(paths.count > 90)
        // A map such as `card` is covered by the cases of its keys.
        // Catalogued options are covered one by one by CatalogCoverageTests.
        let catalogued = { (path: String) in CatalogCoverageTests.coveredPrefixes.contains { path.hasPrefix($0) } }
        let uncovered = paths.filter { path in !covered.contains(path) && !covered.contains { $0.hasPrefix(path + ".") } && !catalogued(path) }
        #expect(uncovered.isEmpty, "no test shows that these keys reach the scene: \(uncovered)")
        for path in covered {
            #expect(paths.contains(path), "`\(path)` is tested but not in the schema")
        }
    }
}
