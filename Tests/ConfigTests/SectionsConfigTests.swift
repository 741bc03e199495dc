import Foundation
import SceneModel
import Testing
import TestSupport
@testable import Config

/// `sections:` in configs: they set the item count, agree with one written beside them, replace a
/// base's count under `extends`, and are refused where nothing pages through sections.
@Suite struct SectionsConfigTests {
    @Test func sectionsSetTheItemCountAndReplaceABasesCount() throws {
        let own = try scene("extends: scale.coverFlow\nsections: [3, 0, 4]")
        #expect(own.sections == [3, 0, 4] && own.itemCount == 7)
        #expect(try scene("extends: scale.coverFlow\nitemCount: 7\nsections: [3, 0, 4]").itemCount == 7)
        // A base's sections give way to an itemCount written over them, and the reverse.
        let root = try temporaryFolder(files: [
            "base.yaml": "extends: scale.coverFlow\nsections: [2, 2]\n",
            "count.yaml": "extends: base.yaml\nitemCount: 9\n",
            "more.yaml": "extends: base.yaml\nsections: [1, 1, 1]\n",
            "none.yaml": "extends: base.yaml\nsections: null\n",
            "counted.yaml": "extends: scale.coverFlow\nitemCount: 8\n",
            "over.yaml": "extends: counted.yaml\nsections: [5, 1]\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        func load(_ name: String) throws -> Scene { try SceneLoader.load(file: root.appendingPathComponent(name)).scene }
        #expect(try load("count.yaml").sections == nil && load("count.yaml").itemCount == 9)
        #expect(try load("more.yaml").sections == [1, 1, 1] && load("more.yaml").itemCount == 3)
        #expect(try load("none.yaml").sections == nil && load("none.yaml").itemCount == 4, "null keeps the count in one section")
        #expect(try load("over.yaml").sections == [5, 1] && load("over.yaml").itemCount == 6)
    }

    @Test func sectionsThatCannotBeDrawnAreRefusedWithTheFix() {
        let disagree = loadError("extends: scale.coverFlow\nitemCount: 5\nsections: [3, 4]")
        #expect(disagree?.contains("`sections` add up to 7 items, but `itemCount` is 5") == true, "\(disagree ?? "loaded")")
        #expect(disagree?.contains("remove `itemCount` (sections set it)") == true)
        let ring = loadError("extends: scale.coverFlow\nloop: true\nsections: [3, 4]")
        #expect(ring?.contains("a ring (`loop`) repeats one list of items") == true, "\(ring ?? "loaded")")
        let menu = loadError("extends: menu.tabs\nsections: [3, 2]")
        #expect(menu?.contains("which `menu` does not page through") == true, "\(menu ?? "loaded")")
        #expect(loadError("extends: scale.coverFlow\nsections: []") != nil)
        #expect(loadError("extends: scale.coverFlow\nsections: [2, -1]") != nil)
        #expect(loadError("extends: scale.coverFlow\nsections: [0, 0]") != nil, "no items at all")
    }

    @Test func anItemCountOverrideMakesOneSection() throws {
        let sectioned = try scene("extends: scale.coverFlow\nsections: [3, 4]")
        var overrides = SceneOverrides()
        overrides.itemCount = 9
        #expect(overrides.applied(to: sectioned).sections == nil)
        overrides.itemCount = 7
        #expect(overrides.applied(to: sectioned).sections == [3, 4], "the same count keeps them")
    }
}
