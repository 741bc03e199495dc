@testable import Designer
import Foundation
import TestSupport
import Testing

@Suite struct AssetsTests {
    @Test func theEmbeddedListIsTheAssetsFolder() throws {
        let folder = repositoryRoot.appendingPathComponent("Sources/Designer/Assets")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(Assets.files.keys.sorted() == names)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            #expect(Assets.file(named: name)?.bytes == bytes, "\(name)")
        }
    }

    @Test func mediaTypesFollowTheExtension() {
        #expect(Assets.mediaType(of: "app.js") == "text/javascript; charset=utf-8")
        #expect(Assets.mediaType(of: "style.css") == "text/css; charset=utf-8")
        #expect(Assets.mediaType(of: "logo.svg") == "image/svg+xml")
        #expect(Assets.mediaType(of: "README") == "application/octet-stream")
    }
}
