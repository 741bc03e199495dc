import FileFormats
import SceneModel
import Testing
import Transforms

/// The scene as a value: its defaults, its pixel sizes, the checks that it can be drawn (each refusal
/// names the setting by its config key), its templates and its timelines.
@Suite struct SceneModelTests {
    func scene(_ change: (inout Scene) -> Void = { _ in }) -> Scene {
        var scene = Scene(name: "test", viewport: Size(width: 300, height: 400), effect: .scale(.layout(.coverFlow)))
        change(&scene)
        return scene
    }

    @Test func theDefaultSceneIsDrawable() throws {
        try scene().validate()
        #expect(scene().itemCount == 5)
        #expect(scene().timeline == .offsets([0, 0.25, 0.5, 0.75, 1]))
    }

    @Test("an output format is spelt once: png, svg, then each animated format, and read back from its spelling")
    func outputFormatsRoundTrip() {
        #expect(OutputOptions.Format.allCases.map(\.rawValue) == ["png", "svg", "gif", "webp", "apng", "mp4"])
        for format in OutputOptions.Format.allCases {
            #expect(OutputOptions.Format(rawValue: format.rawValue) == format)
            #expect(format.isAnimated == (format.animation != nil))
        }
        #expect(OutputOptions.Format(rawValue: "GIF") == nil)
        #expect(OutputOptions.Format.animated(.mp4).animation == .mp4 && OutputOptions.Format.svg.animation == nil)
    }

    @Test("output.pngLevel is held once: frames, strips and APNG read the same level")
    func pngLevelIsOneValue() {
        var output = OutputOptions(pngLevel: .small)
        #expect(output.pngLevel == .small && output.animation.pngLevel == .small)
        output.pngLevel = .fast
        #expect(output.animation.pngLevel == .fast)
        #expect(OutputOptions().pngLevel == .default)
    }

    @Test func pixelSizesAreThePointsTimesTheScaleRoundedUp() {
        let doubled = scene { $0.output.scale = 2 }
        #expect(doubled.pixelSize == (600, 800))
        #expect(doubled.pagePixelSize == (600, 800))
        let odd = scene { $0.viewport = Size(width: 100.2, height: 50); $0.output.scale = 1.5 }
        #expect(odd.pixelSize == (151, 75))
        // A hair under a whole number stays that number.
        #expect(scene { $0.viewport = Size(width: 99.999_999_999_9, height: 10) }.pixelSize.width == 100)
    }

    /// One undrawable change to the default scene, and the config key its refusal must name.
    enum BadSetting: String, CaseIterable, Sendable {
        case emptyViewport, hugeScale, nanScale, frameOverCairosLimit, insetLeavingNoCard, negativeItems, negativeVisible

        var key: String {
            switch self {
            case .emptyViewport: "viewport"
            case .hugeScale, .nanScale, .frameOverCairosLimit: "output.scale"
            case .insetLeavingNoCard: "card.size"
            case .negativeItems: "itemCount"
            case .negativeVisible: "numberOfVisibleItems"
            }
        }

        func apply(to scene: inout Scene) {
            switch self {
            case .emptyViewport: scene.viewport = Size(width: 0, height: 400)
            case .hugeScale: scene.output.scale = 10
            case .nanScale: scene.output.scale = .nan
            case .frameOverCairosLimit: scene.viewport = Size(width: 10_000, height: 400); scene.output.scale = 2
            case .insetLeavingNoCard: scene.cardPlacement = .inset(horizontal: 0.6, vertical: 0.1)
            case .negativeItems: scene.itemCount = -1
            case .negativeVisible: scene.numberOfVisibleItems = -1
            }
        }
    }

    @Test("each undrawable setting is refused, naming its config key", arguments: BadSetting.allCases)
    func undrawableSettingsAreRefused(bad: BadSetting) {
        let scene = scene { bad.apply(to: &$0) }
        #expect {
            try scene.validate()
        } throws: { error in
            String(describing: error).contains(bad.key)
        }
    }

    @Test func templatesNameTheItem() {
        #expect(CardStyle.expand("Card {number} of {index}", index: 2) == "Card 3 of 2")
        #expect(CardStyle.expand("no placeholders", index: 7) == "no placeholders")
    }

    @Test func sweepsIncludeBothEndsAndOffsetListsStayAsGiven() throws {
        let sweep = scene { $0.timeline = .sweep(from: 1, to: 3, frames: 5, curve: .linear) }
        #expect(try sweep.validatedOffsets() == [1, 1.5, 2, 2.5, 3])
        #expect(!sweep.isTimeBased && sweep.timelineFPS == nil)
        let one = scene { $0.timeline = .sweep(from: 2, to: 4, frames: 1, curve: .linear) }
        #expect(try one.validatedOffsets() == [2])
        let listed = scene { $0.timeline = .offsets([0.5, 0, 2]) }
        #expect(try listed.validatedOffsets() == [0.5, 0, 2])
    }

    @Test func badTimelinesAreRefused() {
        #expect(throws: (any Error).self) { try scene { $0.timeline = .offsets([]) }.validatedOffsets() }
        #expect(throws: (any Error).self) { try scene { $0.timeline = .offsets([0, .infinity]) }.validatedOffsets() }
        #expect(throws: (any Error).self) { try scene { $0.timeline = .sweep(from: 0, to: 1, frames: 0, curve: .linear) }.validatedOffsets() }
    }
}
