import Foundation
import TestSupport
import Testing

/// A scene that cannot be drawn is refused with a fix that names the setting the way the user set
/// it: the flag when it came from the command line (or the scene is a built-in preset), the config
/// key when it came from a file. The scene model itself only knows config keys.
@Suite struct SettingNamesTests {
    private let config = "extends: scale.coverFlow\nitemCount: 4\n"

    @Test func flagsGivenAreNamedAsFlags() throws {
        let folder = try TemporaryFolder(files: ["scene.yaml": config])
        let run = try runFlipbook(["strip", "scene.yaml", "--out", "a.png", "--viewport", "5000x5000", "--scale", "4"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: the frame would be 20000×20000 px, more than 16384 px per side — lower --scale or --viewport\n")
    }

    @Test func aPresetsSettingsAreNamedAsFlags() throws {
        let folder = try TemporaryFolder()
        let run = try runFlipbook(["strip", "scale.coverFlow", "--out", "a.png", "--card", "20000x300"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: the card would be 20000×300 px, more than 16384 px per side — lower --card or --scale\n")
    }

    @Test func aConfigsSettingsAreNamedByTheirKeys() throws {
        let folder = try TemporaryFolder(files: ["scene.yaml": config])
        let run = try runFlipbook(["strip", "scene.yaml", "--out", "a.png", "--card", "20000x300"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stderr == "error: the card would be 20000×300 px, more than 16384 px per side — lower --card or `output.scale`\n")
        let big = try TemporaryFolder(files: ["big.yaml": "extends: scale.coverFlow\nitemCount: 20000\n"])
        let loaded = try runFlipbook(["strip", "big.yaml", "--out", "a.png"], in: big.url)
        #expect(loaded.status == 2)
        // Placed at the setting the config writes, named by its key with the value to give.
        #expect(loaded.stderr == "big.yaml:2:1: error: 20000 items would all be laid out in every frame — "
            + "set `numberOfVisibleItems: 5` (upstream's numberOfVisibleItems) or lower `itemCount`\n 2 | itemCount: 20000\n   | ^\n")
        #expect(!FileManager.default.fileExists(atPath: big.path("a.png").path))
    }

    @Test func checkNamesItsFlagsInEachScenesError() throws {
        let folder = try TemporaryFolder(files: ["scene.yaml": config])
        let run = try runFlipbook(["check", "scene.yaml", "--goldens", "g", "--scale", "10", "--record", "never"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("ERROR scene/frames: cannot render scene: the scale 10.0 is outside 0.25…4.0 — use --scale 1, 2 or 3 (pixels per point)\n"))
    }
}
