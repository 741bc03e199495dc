import Foundation
import Problems
import Render
import Testing
import TestSupport
import Transforms
@testable import Config

@Suite struct ExtendsTests {
    /// Loads `main` from a folder holding `files`; returns the scene or the error text.
    func load(_ files: [String: String], main: String = "main.yaml") throws -> Result<LoadedScene, Problem> {
        let root = try temporaryFolder(files: files)
        defer { try? FileManager.default.removeItem(at: root) }
        do {
            return .success(try SceneLoader.load(file: root.appendingPathComponent(main), displayName: main))
        } catch let error as Problem {
            return .failure(error)
        }
    }

    @Test func aScriptTimelineReplacesAPresetsSweepAndTheReverse() throws {
        let script = try scene("""
        extends: scale.coverFlow
        timeline: {fps: 30, steps: [{setCurrentPage: {page: 2, duration: 0.5, curve: linear}}]}
        """)
        guard case let .script(timeline) = script.timeline else { Issue.record("not a script: \(script.timeline)"); return }
        #expect(timeline.fps == 30 && timeline.steps == [.setCurrentPage(2, animated: true, duration: 0.5, curve: .linear)])
        let loaded = try load([
            "base.yaml": "extends: scale.coverFlow\ntimeline: {fps: 20, steps: [next]}\n",
            "main.yaml": "extends: base.yaml\ntimeline: {from: 0, to: 1, frames: 3}\n",
        ]).get()
        #expect(loaded.scene.timeline == .sweep(from: 0, to: 1, frames: 3, curve: .linear))
        // Within one form, keys still merge: a new fps keeps the base's steps.
        let merged = try load([
            "base.yaml": "extends: scale.coverFlow\ntimeline: {fps: 20, steps: [next]}\n",
            "main.yaml": "extends: base.yaml\ntimeline: {fps: 40}\n",
        ]).get()
        #expect(merged.scene.timeline == .script(TimelineScript(fps: 40, steps: [.next])))
    }

    @Test func aCustomEffectReplacesAPresetsEffectAndKeepsItsBase() throws {
        let custom = try scene("""
        extends: scale.coverFlow
        effect:
          custom:
            base: scale.coverFlow
            translateY: {keyframes: [[-1, 0.1], [0, 0], [1, 0.1]], curve: easeIn}
            alpha: [[-1, 0.4], [0, 1], [1, 0.4]]
            zPosition: [[-1, -1], [1, 1]]
        """)
        guard case let .custom(effect as CustomEffect) = custom.effect else { Issue.record("not a custom effect"); return }
        #expect(effect.translateY?.curve == .easeIn && effect.alpha?.value(at: 0.5) == 0.7 && effect.base != nil)
        let state = custom.effect.state(progress: 0.5, card: Size(width: 100, height: 100))
        #expect(state.alpha == 0.7 && state.zIndex == 1)
        #expect(loadError("effect: {custom: {alpha: {curve: easeIn}}}\n")?.contains("needs `keyframes`") == true)
        #expect(loadError("effect: {custom: {alpha: [[0, 1, 2]]}}\n") != nil)
        #expect(loadError("effect: {custom: {alpa: [[0, 1]]}}\n")?.contains("did you mean `alpha`") == true)
    }

    @Test func aOneCharacterFileNameExtendsItsNeighbour() throws {
        // Foundation's deletingLastPathComponent traps on such a name on Linux.
        let loaded = try load(["o": "extends: b.yaml\n", "b.yaml": "extends: scale.linear\n"], main: "o")
        #expect((try? loaded.get()) != nil, "\(loaded)")
    }

    @Test func mapsMergeDeeplyAndListsReplace() throws {
        let loaded = try load([
            "base.yaml": """
            effect: {scale: {layout: coverFlow, rotation3d: {angle: 1, m34: -0.001}}}
            card: {palette: ["#FF0000", "#00FF00", "#0000FF"], cornerRadius: 4}
            timeline: [0, 1, 2]
            """,
            "main.yaml": """
            extends: base.yaml
            effect: {scale: {rotation3d: {angle: 2}}}
            card: {palette: ["#FFFFFF"]}
            timeline: [5]
            """,
        ]).get()
        let rotation = try #require(loaded.scene.effect.scaleOptions?.rotation3d)
        #expect(rotation.angle == 2)
        #expect(rotation.m34 == -0.001)
        #expect(rotation.minAngle == -.pi / 3, "keys not overridden come from the base")
        #expect(loaded.scene.card.palette == [.white], "lists replace, they do not merge")
        #expect(loaded.scene.card.cornerRadius == 4)
        #expect(loaded.scene.timeline == .offsets([5]))
    }

    @Test func basesApplyLeftToRightThenTheFileItself() throws {
        let loaded = try load([
            "a.yaml": "itemCount: 3\nbackground: \"#FF0000\"\neffect: scale.linear",
            "b.yaml": "itemCount: 4\nnumberOfVisibleItems: 2",
            "main.yaml": "extends: [a.yaml, b.yaml]\nnumberOfVisibleItems: 3",
        ]).get()
        #expect(loaded.scene.itemCount == 4)
        #expect(loaded.scene.numberOfVisibleItems == 3)
        #expect(loaded.scene.background == Color(red: 1, green: 0, blue: 0))
        #expect(loaded.scene.effect.scaleOptions == .layout(.linear))
    }

    @Test func pathsAreRelativeToTheDeclaringFile() throws {
        let loaded = try load([
            "shared/base.yaml": "extends: ../deep/effect.yaml\ncard: {image: card.png}",
            "shared/card.png": "png",
            "deep/effect.yaml": "effect: stack.blur",
            "configs/main.yaml": "extends: ../shared/base.yaml",
        ], main: "configs/main.yaml").get()
        #expect(loaded.scene.effect.stackOptions == .layout(.blur))
        #expect(loaded.scene.card.imagePath?.hasSuffix("/shared/card.png") == true)
        #expect(loaded.files.map(\.lastPathComponent) == ["main.yaml", "base.yaml", "effect.yaml"])
    }

    @Test func presetsCanBeExtendedByNameAndAFileByPath() throws {
        let loaded = try load([
            "mine.yaml": "extends: scale.coverFlow\neffect: {scale: {minScale: 0.5}}",
            "main.yaml": "extends: [./mine.yaml]\nitemCount: 2",
        ]).get()
        var expected = ScaleTransformViewOptions.layout(.coverFlow)
        expected.minScale = 0.5
        #expect(loaded.scene.effect.scaleOptions == expected)
        #expect(loaded.scene.itemCount == 2)
        #expect(loaded.scene.name == "main", "the name is not inherited")
    }

    @Test func upstreamSpellingOverridesTheCorrectSpelling() throws {
        let loaded = try load([
            "main.yaml": "extends: stack.rotary\neffect: {stack: {stackRotateAngel: 0.5}}",
        ]).get()
        #expect(loaded.scene.effect.stackOptions?.stackRotateAngle == 0.5)
    }

    @Test func aFileExtendingItselfIsACycle() throws {
        #expect(try load(["main.yaml": "extends: main.yaml\neffect: scale.linear"]).failureLine
                == "main.yaml:1:10: error: `extends` cycle: main.yaml → main.yaml — remove one of these `extends`")
    }

    @Test func cyclesNameTheWholeChain() throws {
        let error = try load([
            "main.yaml": "extends: a.yaml",
            "a.yaml": "extends: b.yaml",
            "b.yaml": "effect: scale.linear\nextends: [c.yaml]",
            "c.yaml": "extends: a.yaml",
        ]).failureLine
        #expect(error?.hasPrefix("c.yaml:1:10: error: `extends` cycle: a.yaml → b.yaml → c.yaml → a.yaml") == true, "\(error ?? "")")
    }

    @Test func aDiamondIsNotACycle() throws {
        let loaded = try load([
            "base.yaml": "effect: scale.blur",
            "left.yaml": "extends: base.yaml\nitemCount: 2",
            "right.yaml": "extends: base.yaml\nitemCount: 3",
            "main.yaml": "extends: [left.yaml, right.yaml]",
        ]).get()
        #expect(loaded.scene.itemCount == 3)
    }

    @Test func missingFilesAndUnknownPresetsAreErrors() throws {
        #expect(try load(["main.yaml": "extends: nope.yaml"]).failureLine == "main.yaml:1:10: error: `extends`: no file at nope.yaml (paths are relative to main.yaml)")
        #expect(try load(["main.yaml": "extends: [scale.linear, stack.vortx]"]).failureLine
                == "main.yaml:1:25: error: `extends[1]`: unknown preset `stack.vortx` — did you mean `stack.vortex`?")
        #expect(try load(["main.yaml": "extends: wobble"]).failureLine
                == "main.yaml:1:10: error: `extends`: unknown preset `wobble` — `flipbook presets` lists them; for a file, write ./wobble.yaml")
        #expect(try load(["main.yaml": "extends: {a: 1}"]).failureLine
                == "main.yaml:1:10: error: `extends` must be a preset name, a config file path, or a list of them; got a map")
    }

    @Test("a base that cannot be read is said at the extends that names it, with the reader's problem kept as data")
    func anUnreadableBaseIsSaidAtItsReference() throws {
        let root = try temporaryFolder(files: ["main.yaml": "itemCount: 3\nextends: ./base.yaml\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("base.yaml"), withIntermediateDirectories: false)
        let problem = #expect(throws: Problem.self) {
            try SceneLoader.load(file: root.appendingPathComponent("main.yaml"), displayName: "main.yaml")
        }
        #expect(problem?.setting == "extends")
        #expect(problem?.position?.line == 2 && problem?.position?.file == "main.yaml")
        #expect(problem?.message.hasPrefix("`extends`: ") == true, "\(problem?.message ?? "")")
        #expect(problem?.kind == .notRegularFile, "\(String(describing: problem?.kind))")
    }

    @Test func errorsInABasePointIntoTheBase() throws {
        #expect(try load(["base.yaml": "effect: {scale: {minScale: x}}", "main.yaml": "extends: base.yaml"]).failureLine
                == "base.yaml:1:28: error: `effect.scale.minScale` must be a number in -1000000…1000000; got the string \"x\"")
        #expect(try load(["base.yaml": "effect: [", "main.yaml": "extends: base.yaml"]).failureLine?.hasPrefix("base.yaml:2:1: error: YAML syntax error: did not find expected node content") == true)
    }

    @Test func switchingEffectKindsUnderExtendsIsExplained() throws {
        #expect(try load(["main.yaml": "extends: scale.linear\neffect: {stack: {}}"]).failureLine?
            .hasSuffix("an effect has one kind — to switch kinds, don't extend a preset of another kind") == true)
        // Replacing the whole effect with a layout name works: a string replaces a map.
        #expect(try load(["main.yaml": "extends: scale.linear\neffect: stack.vortex"]).get().scene.effect.stackOptions == .layout(.vortex))
    }

    @Test func mergeKeepsTheOverridesMarks() throws {
        let error = try load([
            "base.yaml": "effect: scale.linear\ncard: {cornerRadius: 3}",
            "main.yaml": "extends: base.yaml\ncard: {cornerRadius: -3}",
        ]).failureLine
        #expect(error == "main.yaml:2:22: error: `card.cornerRadius` must be a number in 0…1000000; got -3")
    }
}

extension Result where Failure == Problem {
    /// The error's first line, or `nil` on success.
    var failureLine: String? {
        guard case let .failure(error) = self else { return nil }
        return error.description.split(separator: "\n", maxSplits: 1).first.map(String.init)
    }
}
