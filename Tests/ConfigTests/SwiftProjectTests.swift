import Foundation
import Testing
@testable import Config
import SceneModel
import TestSupport

/// "Save as project" (`SwiftProject`): which files each kind of scene gets, that they are the same
/// bytes every time, that `App/Flipbook.swift` is `flipbook code`'s output, and what compiles on
/// Linux: the manifest is read by SwiftPM (`swift package dump-package`) and every Swift file
/// parses (`swiftc -parse`). Type-checking the app against UIKit needs an Apple SDK and is not done
/// here (SwiftProjectTypeCheckTests type-checks it against stand-ins of the APIs it names).
@Suite struct SwiftProjectTests {
    @Test func eachKindHasItsFiles() throws {
        let app = ["App/App.swift", "App/Cards.swift", "App/Flipbook.swift", "App/Screen.swift", "Package.swift", "README.md"]
        let cases: [(preset: String, kind: SwiftProject.Kind, name: String, files: [String])] = [
            ("scale.coverFlow", .effect, "ScaleCoverFlow", app),
            ("stack.vortex", .effect, "StackVortex", app),
            ("snapshot.grid", .effect, "SnapshotGrid", app),
            ("menu.tabs", .menu, "MenuTabs", app),
            ("pages.curl", .pages, "PagesCurl", app),
            ("parallax.onboarding", .effect, "ParallaxOnboarding", (app + ["Extras/PVViewLayers.swift"]).sorted()),
        ]
        for item in cases {
            let project = try SwiftProject(scene: SceneLoader.load(presetOrPath: item.preset))
            #expect(project.kind == item.kind, "\(item.preset)")
            #expect(project.name == item.name, "\(item.preset)")
            #expect(project.files.map(\.path) == item.files, "\(item.preset)")
            #expect(Set(project.files.map(\.path)).isSubset(of: SwiftProject.possiblePaths), "\(item.preset)")
        }
    }

    /// Config's functions carry `@_optimize(none)` (Package.swift says why); the Swift it writes is
    /// an app's and carries none. The attribute once landed inside the string literals that hold
    /// the generated functions, and every preset's code changed without a test noticing.
    @Test func noCompilerAttributeOfFlipbooksOwnIsWrittenIntoAnApp() throws {
        for preset in PresetCatalog.all {
            let scene = try SceneLoader.load(presetOrPath: preset.name)
            var texts = try SwiftProject(scene: scene).files.map(\.text) + [try SwiftCode.source(for: scene)]
            if let swiftUI = try? SwiftCode.swiftUISource(for: scene) { texts.append(swiftUI) }
            for text in texts {
                #expect(!text.contains("_optimize"), "\(preset.name)")
            }
        }
    }

    @Test func dependenciesFollowTheKind() throws {
        func manifest(_ preset: String) throws -> String {
            try #require(try SwiftProject(scene: SceneLoader.load(presetOrPath: preset)).files.first { $0.path == "Package.swift" }).text
        }
        let effect = try manifest("scale.coverFlow"), menu = try manifest("menu.tabs"), pages = try manifest("pages.scroll")
        let layout = #".package(url: "https://github.com/amirdew/CollectionViewPagingLayout", from: "1.1.0")"#
        let parchment = #".package(url: "https://github.com/rechsteiner/Parchment", from: "4.1.0")"#
        #expect(effect.contains(layout) && !effect.contains("Parchment"))
        #expect(menu.contains(layout) && menu.contains(parchment))
        #expect(!pages.contains("package(url:"))
    }

    @Test func flipbookSwiftIsWhatFlipbookCodePrints() throws {
        for preset in ["scale.carousel3d", "menu.centered", "pages.curl", "stack.tinder"] {
            let scene = try SceneLoader.load(presetOrPath: preset)
            let project = try SwiftProject(scene: scene)
            #expect(project.files.first { $0.path == "App/Flipbook.swift" }?.text == (try SwiftCode.source(for: scene)), "\(preset)")
        }
        // A scene with layers: the effect's code in the app, the layers' PVView code in Extras/.
        let scene = try SceneLoader.load(presetOrPath: "parallax.onboarding")
        let project = try SwiftProject(scene: scene)
        let full = try SwiftCode.source(for: scene)
        let code = try #require(project.files.first { $0.path == "App/Flipbook.swift" }).text
        let layers = try #require(project.files.first { $0.path == "Extras/PVViewLayers.swift" }).text
        #expect(!code.contains("PVView") && layers.contains("import PVView"))
        #expect(full.hasPrefix(code.trimmingCharacters(in: .newlines)))
        #expect(full.hasSuffix(SwiftCode.layersSource(for: scene)) && layers.hasSuffix(SwiftCode.layersSource(for: scene).drop { $0 == "\n" }))
    }

    @Test func sameSceneSameBytes() throws {
        for preset in PresetCatalog.all.map(\.name) {
            let scene = try SceneLoader.load(presetOrPath: preset)
            #expect(try SwiftProject(scene: scene) == SwiftProject(scene: scene), "\(preset)")
        }
    }

    @Test func aSceneWithoutSwiftIsRefused() throws {
        let spring = """
        extends: scale.linear
        effect:
          custom:
            scale: {keyframes: [[-1, 0.5], [0, 1], [1, 0.5]], curve: {spring: {response: 0.5, dampingFraction: 0.7}}}
        """
        #expect(throws: (any Error).self) { try SwiftProject(scene: scene(spring)) }
    }

    @Test func typeNames() {
        #expect(SwiftProject.typeName("scale.coverFlow") == "ScaleCoverFlow")
        #expect(SwiftProject.typeName("my-scene_2") == "MyScene2")
        #expect(SwiftProject.typeName("3d cards") == "Paging3dCards")
        #expect(SwiftProject.typeName("ünï") == "N")
        #expect(SwiftProject.typeName("---") == "PagingScene")
    }

    /// Every preset's project, written out: SwiftPM reads each manifest, swiftc parses every Swift file.
    @Test func manifestsReadAndSourcesParse() throws {
        let swift = try #require(["/opt/swift/usr/bin/swift", "/usr/bin/swift"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let swiftc = try #require(["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let root = try TemporaryFolder()
        var sources: [[String]] = []
        for preset in PresetCatalog.all.map(\.name) {
            let folder = root.path(preset)
            var swiftFiles: [String] = []
            for file in try SwiftProject(scene: SceneLoader.load(presetOrPath: preset)).files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
                if file.path.hasSuffix(".swift") && file.path != "Package.swift" { swiftFiles.append(url.path) }
            }
            sources.append(swiftFiles)
            // A few manifests are enough for SwiftPM's reading (each takes a second); every kind is among them.
            if ["scale.coverFlow", "menu.tabs", "pages.curl", "parallax.onboarding"].contains(preset) {
                let dump = try runProcess(URL(fileURLWithPath: swift), ["package", "dump-package"], in: folder)
                #expect(dump.status == 0, "\(preset): \(dump.output)")
                let json = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
                #expect(json?["name"] as? String == SwiftProject.typeName(preset), "\(preset)")
            }
        }
        // One project at a time: swiftc refuses two files of the same name in one run.
        for files in sources {
            let run = try runProcess(URL(fileURLWithPath: swiftc), ["-parse"] + files)
            #expect(run.status == 0, "\(files): \(run.output)")
        }
    }
}
