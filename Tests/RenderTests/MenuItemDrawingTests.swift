import Foundation
import Testing
@testable import Render
import SceneModel
import TestSupport
import Transforms

/// The menu's item images and badges are painted where the model puts them.
@Suite struct MenuItemDrawingTests {
    @Test func theImageAndTheBadgeArePaintedInTheirFrames() throws {
        let icon = repositoryRoot.appendingPathComponent("docs/menu/icons/inbox.png").path   // a #037DE9 disc, 48 px
        var scene = smallScene(effect: .scale(.layout(.linear)), viewport: Size(width: 300, height: 100), items: 2)
        var options = PagingOptions()
        options.menuItemSize = .fixed(width: 100, height: 56)
        options.indicatorOptions = .hidden
        options.borderOptions = .hidden
        options.badgeColor = Color(red: 0, green: 1, blue: 0)
        scene.menu = SceneMenu(options: options, items: .list([MenuItem(title: "In", image: icon, badge: "8"), MenuItem(title: "Out")]))
        let renderer = try FrameRenderer(scene: scene)
        let frame = try #require(renderer.menuPainter?.layout.frame(offset: 0).items.first)
        let image = try #require(frame.imageFrame), badge = try #require(frame.badgeFrame)
        let pixels = Pixels(try renderer.image(offset: 0))
        let disc = pixels.rgb(Int(image.midX), Int(image.midY))
        #expect(abs(disc.r - 3) <= 2 && abs(disc.g - 125) <= 2 && abs(disc.b - 233) <= 2, "\(disc)")
        // The badge's capsule away from its text, and nothing of it on the second item.
        let capsule = pixels.rgb(Int(badge.x + 3), Int(badge.midY))
        #expect(capsule.g > 200 && capsule.r < 40 && capsule.b < 40, "\(capsule)")
        let plain = pixels.rgb(Int(badge.x + 3) + 100, Int(badge.midY))
        #expect(plain.r > 240 && plain.g > 240 && plain.b > 240, "\(plain)")
    }
}
