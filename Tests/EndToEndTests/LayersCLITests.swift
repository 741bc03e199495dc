import Foundation
import TestSupport
import Testing

/// Layers through the real `flipbook` binary: inspect's resolved layers and overlay at several
/// offsets, exit 2 for bad layers, and PVView code.
@Suite(.serialized) struct LayersCLITests {
    static let yaml = """
    effect: {scale: {minScale: 1, maxScale: 1, scaleRatio: 0, translationRatio: {x: 1, y: 0}, shadowEnabled: false}}
    itemCount: 3
    viewport: {width: 300, height: 400}
    card:
      inset: {horizontal: 0, vertical: 0}
      title: null
      layers:
        - id: box
          type: rect
          frame: {x: 10, y: 20, width: 30, height: 40}
          actions:
            - move: {fromTranslation: {x: 0, y: 0}, toTranslation: {x: 100, y: 0}}
              parameters: {startOffset: 0.2, stopOffset: 0.6}
            - fade: {from: 1, to: 0}
            - rotate: {fromZ: 0, toZ: 1}
              parameters: {stopOffset: 0.5}
    overlay:
      pages:
        - [{id: dot, type: circle, frame: {x: 0.5, y: 0.5, width: 20, height: 20, relative: false}, actions: [{scale: {from: 1, to: 3}}]}]
        - []
    """

    func inspect(_ offsets: String) throws -> [[String: Any]] {
        let root = try temporaryFolder(files: ["scene.yaml": Self.yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["inspect", "scene.yaml", "--offsets", offsets, "--format", "json"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return try #require(json?["frames"] as? [[String: Any]])
    }

    /// Item 0's layer `box` in a frame.
    func box(_ frame: [String: Any]) throws -> [String: Any] {
        let items = try #require(frame["items"] as? [[String: Any]])
        let item = try #require(items.first { $0["index"] as? Int == 0 })
        return try #require((item["layers"] as? [[String: Any]])?.first)
    }

    @Test func inspectResolvesEachActionAtSeveralOffsets() throws {
        let frames = try inspect("0,0.4,0.8,-0.5")
        let atZero = try box(frames[0])
        #expect(atZero["id"] as? String == "box" && atZero["frame"] as? [Double] == [10, 20, 30, 40])
        #expect(atZero["alpha"] as? Double == 1 && atZero["progress"] as? Double == 0)
        #expect(atZero["transform"] as? [Double] == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

        // Offset 0.4: the move is halfway (0.4 − 0.2)/0.4, the fade at 0.4, the turn at 0.8 rad.
        let mid = try box(frames[1])
        let t = try #require(mid["transform"] as? [Double])
        #expect(abs((mid["alpha"] as? Double ?? 0) - 0.6) < 1e-12)
        #expect(abs(t[0] - cos(0.8)) < 1e-12 && abs(t[1] - sin(0.8)) < 1e-12)
        #expect(abs(t[12] - 50) < 1e-9 && t[13] == 0)
        #expect(abs((mid["progress"] as? Double ?? 0) - 0.8) < 1e-12)   // the last action's q

        // Offset 0.8: the move is held at its end; the turn is held at 1 rad (stopOffset 0.5 < 1).
        let late = try #require(try box(frames[2])["transform"] as? [Double])
        #expect(abs(late[12] - 100) < 1e-9 && abs(late[0] - cos(1.0)) < 1e-12)

        // A card on the other side (page progress −0.5): the move starts after 0.2, so it stays put,
        // while the fade (startOffset 0) bounces past 1.
        let before = try box(frames[3])
        #expect((before["transform"] as? [Double])?[12] == 0 && before["alpha"] as? Double == 1.5)
    }

    @Test func aOnePageOverlayThatPVViewWouldIgnoreIsRefused() throws {
        let page = "[{id: dot, type: circle, frame: {x: 10, y: 10, width: 20, height: 20}, actions: [{fade: {from: 1, to: 0}}]}]"
        let root = try TemporaryFolder(files: [
            "one.yaml": "effect: scale.linear\noverlay:\n  pages:\n    - \(page)\n",
            "kept.yaml": "effect: scale.linear\noverlay:\n  ignoreLastPage: false\n  pages:\n    - \(page)\n",
        ])
        // PVView would load none of the page's layers: said, not drawn as an empty overlay.
        let one = try runFlipbook(["render", "one.yaml", "--offsets", "0.5", "--out", "one.png"], in: root.url)
        #expect(one.status == 2 && one.stderr.contains("overlay.ignoreLastPage") && one.stderr.contains("add a page"), "\(one.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.path("one.png").path))
        // With ignoreLastPage false the one page plays.
        let kept = try runFlipbook(["inspect", "kept.yaml", "--offsets", "0.5", "--format", "json"], in: root.url)
        #expect(kept.status == 0, "\(kept.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(kept.stdout.utf8)) as? [String: Any]
        let overlay = try #require((json?["frames"] as? [[String: Any]])?.first?["overlay"] as? [String: Any])
        let layers = try #require(overlay["layers"] as? [[String: Any]])
        #expect(layers.count == 1 && layers[0]["alpha"] as? Double == 0.5, "\(overlay)")
    }

    @Test func inspectReportsTheOverlay() throws {
        let frames = try inspect("0.5,1.5")
        let overlay = try #require(frames[0]["overlay"] as? [String: Any])
        #expect(overlay["page"] as? Int == 0 && overlay["progress"] as? Double == 0.5)
        let dot = try #require((overlay["layers"] as? [[String: Any]])?.first)
        #expect(dot["frame"] as? [Double] == [0.5, 0.5, 20, 20])
        #expect((dot["transform"] as? [Double])?.prefix(6) == [2, 0, 0, 0, 0, 2])
        // On the ignored last page, page 0 keeps playing past 1.
        let last = try #require(frames[1]["overlay"] as? [String: Any])
        #expect(last["page"] as? Int == 0 && last["progress"] as? Double == 1.5)
        #expect(((last["layers"] as? [[String: Any]])?.first?["transform"] as? [Double])?.first == 4)
    }

    @Test func theOverlayCarriesItsStateFromFrameToFrame() throws {
        // PVView scrolled 0 → 1.5 → 0.5 has loaded page 1's star and snapped it back to its start;
        // a PVView scrolled straight to 0.5 never saw it.
        let yaml = """
        effect: scale.linear
        itemCount: 3
        overlay:
          pages:
            - [{id: dot, type: circle, frame: {x: 10, y: 10, width: 20, height: 20}, actions: [{fade: {from: 1, to: 0}}]}]
            - [{id: star, type: rect, frame: {x: 50, y: 10, width: 20, height: 20}, actions: [{fade: {from: 1, to: 0}}]}]
            - []
        """
        let root = try temporaryFolder(files: ["scene.yaml": yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        func overlays(_ offsets: String) throws -> [[String: Any]] {
            let run = try runFlipbook(["inspect", "scene.yaml", "--offsets", offsets, "--format", "json"], in: root)
            #expect(run.status == 0, "\(run.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            return try #require((json?["frames"] as? [[String: Any]])?.compactMap { $0["overlay"] as? [String: Any] })
        }
        func ids(_ overlay: [String: Any]) -> [String] { (overlay["layers"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        func alpha(_ overlay: [String: Any], _ id: String) -> Double? {
            (overlay["layers"] as? [[String: Any]])?.first { $0["id"] as? String == id }?["alpha"] as? Double
        }
        let path = try overlays("0,1.5,0.5")
        #expect(ids(path[1]) == ["dot", "star"] && alpha(path[1], "star") == 0.5 && alpha(path[1], "dot") == 0)
        #expect(ids(path[2]) == ["star", "dot"] && alpha(path[2], "star") == 1 && alpha(path[2], "dot") == 0.5)
        let fresh = try overlays("0.5")
        #expect(ids(fresh[0]) == ["dot"])
    }

    @Test func badLayersExitWithStatusTwoAndTheKey() throws {
        let root = try temporaryFolder(files: ["scene.yaml": "effect: scale.linear\ncard: {layers: [{id: a, type: rect, actions: [{fade: {to: 0}, parameters: {startOffset: 1, stopOffset: 0.5}}]}]}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["strip", "scene.yaml", "--out", "strip.png"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("card.layers[0].actions[0].parameters"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("strip.png").path))
    }

    @Test func codeEmitsPVViewActionsAndTheTransformableViewExtension() throws {
        let root = try temporaryFolder(files: ["scene.yaml": Self.yaml])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try runFlipbook(["code", "scene.yaml"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("PVActionMove(fromTranslation: PVPoint(x: 0, y: 0), toTranslation: PVPoint(x: 100, y: 0), parameters: PVParameters(startOffset: 0.2, stopOffset: 0.6))"))
        #expect(run.stdout.contains("PVActionRotate(fromZ: 0, toZ: 1, parameters: PVParameters(stopOffset: 0.5))"))
        #expect(run.stdout.contains("func transform(progress: CGFloat) {\n        applyScaleTransform(progress: progress)"))
        #expect(run.stdout.contains("(\"dot\", [\n            PVActionScale(from: 1, to: 3),"))
    }
}
