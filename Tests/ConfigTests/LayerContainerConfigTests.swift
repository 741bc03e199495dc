import Foundation
import SceneModel
import Testing
import TestSupport
@testable import Config

/// `container` and `clipsToBounds` on layers: read from configs, and refused unless the container
/// is a layer listed before (on an overlay, before it on its page or on an earlier page).
@Suite struct LayerContainerConfigTests {
    static let phone = "{id: phone, type: rect, frame: {x: 10, y: 10, width: 100, height: 200}, clipsToBounds: true}"

    @Test func containersAndClippingAreRead() throws {
        let card = try scene("extends: scale.linear\ncard: {layers: [\(Self.phone), {id: screen, type: rect, container: phone}]}")
        let layers = card.card.layers
        #expect(layers.map(\.container) == [nil, "phone"] && layers.map(\.clipsToBounds) == [true, false])
        let overlay = try scene("""
            extends: scale.linear
            overlay:
              pages:
                - [\(Self.phone)]
                - [{id: screen, type: rect, container: phone}]
                - []
            """)
        #expect(overlay.overlay?.pages[1].first?.container == "phone")
    }

    @Test func aContainerNotListedBeforeIsRefusedWhereItIsWritten() {
        let later = loadError("extends: scale.linear\ncard: {layers: [{id: screen, type: rect, container: phone}, \(Self.phone)]}")
        #expect(later?.contains("`card.layers[0].container`: no layer `phone` is listed before `screen`") == true, "\(later ?? "loaded")")
        #expect(later?.contains("list the container layer first") == true)
        let itself = loadError("extends: scale.linear\ncard: {layers: [{id: screen, type: rect, container: screen}]}")
        #expect(itself?.contains("cannot sit inside itself") == true, "\(itself ?? "loaded")")
        let overlay = loadError("""
            extends: scale.linear
            overlay:
              pages:
                - [{id: screen, type: rect, container: phone}]
                - [\(Self.phone)]
                - []
            """)
        #expect(overlay?.contains("`overlay.pages[0][0].container`: no layer `phone` is listed before `screen`") == true, "\(overlay ?? "loaded")")
        #expect(loadError("extends: scale.linear\ncard: {layers: [{id: a, type: rect, clipsToBounds: 1}]}") != nil)
    }
}
