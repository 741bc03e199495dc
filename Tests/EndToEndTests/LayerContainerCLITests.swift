import Foundation
import Testing
import TestSupport

/// Layers inside layers through the binary: `inspect` names the container, `flipbook code` writes
/// the containers, and a container listed after its layer is exit 2.
@Suite struct LayerContainerCLITests {
    @Test func inspectAndCodeNameTheContainer() throws {
        let root = try TemporaryFolder(files: [
            "c.yaml": """
                extends: scale.linear
                card:
                  layers:
                    - {id: phone, type: rect, frame: {x: 10, y: 10, width: 100, height: 200}, clipsToBounds: true}
                    - {id: screen, type: rect, container: phone, frame: {x: 0.1, y: 0.1, width: 0.8, height: 0.8, relative: true}}
                """,
            "bad.yaml": "extends: scale.linear\ncard: {layers: [{id: screen, type: rect, container: phone}]}\n",
        ])
        let run = try runFlipbook(["inspect", "c.yaml", "--format", "json", "--offsets", "0"], in: root.url)
        try #require(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("{\"id\": \"screen\", \"container\": \"phone\", \"frame\": [10, 20, 80, 160]"), "\(run.stdout.prefix(2000))")
        let code = try runFlipbook(["code", "c.yaml"], in: root.url)
        #expect(code.status == 0 && code.stdout.contains("let layerContainers: [String: String] = [\"screen\": \"phone\"]")
                && code.stdout.contains("let layersClippingToBounds: Set<String> = [\"phone\"]"), "\(code.stdout)")
        let bad = try runFlipbook(["render", "bad.yaml", "--out", "bad.png"], in: root.url)
        #expect(bad.status == 2 && bad.stderr.contains("no layer `phone` is listed before `screen`"), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.path("bad.png").path))
    }
}
