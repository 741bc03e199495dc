import Foundation
import SceneModel
import Testing
import Transforms
@testable import Config

/// `card.layers` and `overlay` read as REFERENCE "Layers" spells them, and bad input is refused
/// with the key and the fix.
@Suite struct LayerConfigTests {
    static let base = "effect: scale.linear\n"

    @Test func layersAndTheirActionsDecode() throws {
        let s = try scene(Self.base + """
        card:
          layers:
            - id: title
              type: text
              text: "{number}"
              weight: bold
              frame: {x: 0.1, y: 0.75, width: 0.8, height: 0.12, relative: true}
              actions:
                - move: {fromTranslation: {x: 0, y: 0}, toTranslation: {x: -80, y: 0}}
                  parameters: {startOffset: 0.2, stopOffset: 0.6, timingFunction: easeInOutBack}
                - fade: {from: 1, to: 0}
                  reverse: true
                - group:
                    actions:
                      - scale: {from: 1, to: 1.4}
                      - rotate: {fromZ: 0, toZ: -0.7}
                    childTiming: own
                  parameters: {startOffset: 0, stopOffset: 0.8, clamp: true}
                - fade: {to: 0.5}
                  continue: true
        """)
        let layer = try #require(s.card.layers.first)
        #expect(layer.id == "title" && layer.frame == LayerFrame(x: 0.1, y: 0.75, width: 0.8, height: 0.12, relative: true))
        guard case let .text(text) = layer.content else { Issue.record("not text"); return }
        #expect(text.text == "{number}" && text.font == TextFont(size: 17, weight: .bold))
        #expect(layer.actions.count == 4)
        #expect(layer.actions[0].change == .move(.translation, from: .zero, to: LayerPoint(x: -80, y: 0)))
        #expect(layer.actions[0].parameters == ActionParameters(startOffset: 0.2, stopOffset: 0.6, timing: ActionTiming(curve: .named(.easeInOutBack))))
        #expect(layer.actions[1].change == .fade(from: 0, to: 1))
        #expect(layer.actions[2].change == .group([LayerAction(.scale(.uniform, from: 1, to: 1.4)), LayerAction(.rotate(.z, from: 0, to: -0.7))], childTiming: .own))
        #expect(layer.actions[2].parameters.clamp && layer.actions[2].parameters.stopOffset == 0.8)
        // `continue` starts from the previous fade's end (after its reverse: 1).
        #expect(layer.actions[3].change == .fade(from: 1, to: 0.5))
    }

    @Test func layersNamedLikeTheDefaultsReplaceThem() throws {
        let s = try scene(Self.base + "card:\n  subtitle: sub\n  layers: [{id: title, type: rect}]\n")
        let ids = s.card.cardLayers(size: Size(width: 100, height: 100)).map(\.id)
        #expect(ids == ["subtitle", "title"])
    }

    @Test func overlayPagesReuseLayersByID() throws {
        let s = try scene(Self.base + """
        overlay:
          ignoreLastPage: false
          pages:
            - [{id: logo, type: circle, frame: {x: 10, y: 10, width: 40, height: 40}, actions: [{scale: {to: 2}}]}]
            - [{id: logo, actions: [{scale: {to: 3}, continue: true}]}]
        """)
        let overlay = try #require(s.overlay)
        #expect(!overlay.ignoreLastPage && overlay.pages.count == 2)
        #expect(overlay.pages[1][0].frame == LayerFrame(x: 10, y: 10, width: 40, height: 40))
        #expect(overlay.pages[1][0].actions == [LayerAction(.scale(.uniform, from: 2, to: 3))])
    }

    @Test(arguments: [
        ("card: {layers: [{id: a, type: rect, actions: [{fade: {to: 0}, parameters: {startOffset: 0.6, stopOffset: 0.4}}]}]}",
         "`card.layers[0].actions[0].parameters`: startOffset 0.6 must be less than stopOffset 0.4 — PVView needs 0 ≤ startOffset < stopOffset ≤ 1"),
        ("card: {layers: [{id: a, type: rect, actions: [{fade: {to: 0}, parameters: {stopOffset: 1.5}}]}]}",
         "`card.layers[0].actions[0].parameters.stopOffset` must be a number in 0…1; got 1.5"),
        ("card: {layers: [{id: a, type: rect, actions: [{fdae: {to: 0}}]}]}",
         "unknown action `fdae` in `card.layers[0].actions[0]` — did you mean `fade`?"),
        ("card: {layers: [{id: a, type: rect, actions: [{fade: {to: 0}, parameters: {timingFunction: easeInOutBak}}]}]}",
         "easeInOutBak"),
        ("card: {layers: [{id: a, type: image, image: missing.png}]}",
         "`card.layers[0].image`: no file at"),
        ("card: {layers: [{id: a, type: txt}]}",
         "`card.layers[0].type`: unknown layer type `txt` — did you mean `text`?"),
        ("card: {layers: [{id: a, type: rect, text: hi}]}",
         "`card.layers[0].text` is a key of text layers; layer `a` is a rect — remove it or change the type"),
        ("card: {layers: [{id: a, type: rect, actions: [{fade: {to: 0}, continue: true}]}]}",
         "`card.layers[0].actions[0].continue`: no earlier fade action of this layer to continue from"),
        ("overlay: {pages: [[{id: a, type: rect}], [{id: a, frame: {x: 1, y: 1, width: 1, height: 1}}]]}",
         "`overlay.pages[1][0].frame`: layer `a` is defined on an earlier page; later pages give only `id` and `actions`"),
        ("card: {layers: [{id: a, type: text, text: hi, numberOfLines: 1.5}]}",
         "`card.layers[0].numberOfLines` must be an integer in 0…100; got 1.5"),
        ("card: {layers: [{id: a, type: text, text: hi, lineSpacing: -1}]}",
         "`card.layers[0].lineSpacing` must be a number in 0…1000; got -1"),
        ("card: {layers: [{id: a, type: rect, numberOfLines: 2}]}",
         "`card.layers[0].numberOfLines` is a key of text layers; layer `a` is a rect"),
        ("card: {titleNumberOfLines: 101}",
         "`card.titleNumberOfLines` must be an integer in 0…100; got 101"),
        ("card: {layers: [{id: a, type: rect}, {id: a, type: circle}]}",
         "`card.layers[1].id`: `a` is already the id of another layer in this list"),
        ("card: {layers: [{id: a, type: rect, shadow: {opacity: 2}}]}",
         "`card.layers[0].shadow.opacity` must be a number in 0…1; got 2"),
        ("card: {layers: [{id: a, type: rect, shadow: {radius: -1}}]}",
         "`card.layers[0].shadow.radius` must be a number in 0…1000000; got -1"),
        ("card: {layers: [{id: a, type: rect, shadow: {blur: 3}}]}",
         "unknown key `blur` in `card.layers[0].shadow`"),
        ("card: {layers: [{id: a, type: rect, actions: [{keyframes: {property: shadowOpacity, points: [[0, 0], [1, 1.5]]}}]}]}",
         "`card.layers[0].actions[0].keyframes.points[1][1]` must be a number in 0…1; got 1.5"),
    ])
    func badLayersAreRefusedWithTheKeyAndTheFix(_ yaml: String, _ message: String) {
        let error = loadErrorLine(Self.base + yaml) ?? "(loaded)"
        #expect(error.contains(message), "\(error)")
    }

    @Test func aShadowStartsFromCALayersDefaults() throws {
        let s = try scene(Self.base + """
        card:
          layers:
            - {id: a, type: rect, shadow: {opacity: 0.3, radius: 8}}
            - {id: b, type: text, text: hi, shadow: {color: "#FF000080", opacity: 1, offset: {width: 2, height: 5}}}
            - {id: c, type: circle}
        """)
        let layers = s.card.layers
        #expect(layers[0].shadow == LayerShadow(color: .black, opacity: 0.3, radius: 8, offset: Size(width: 0, height: -3)))
        #expect(layers[1].shadow == LayerShadow(color: Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255), opacity: 1, radius: 3,
                                                offset: Size(width: 2, height: 5)))
        #expect(layers[2].shadow == .none)
    }

    @Test func textLayersReadTheirLineCountAndSpacing() throws {
        let s = try scene(Self.base + "card: {layers: [{id: a, type: text, text: \"one\\ntwo\", numberOfLines: 0, lineSpacing: 3}]}")
        guard case let .text(text)? = s.card.layers.first?.content else {
            Issue.record("not a text layer")
            return
        }
        #expect(text.text == "one\ntwo")
        #expect(text.wrapping == TextWrapping(numberOfLines: 0, lineSpacing: 3))
        // Left out: one line, no spacing, as UILabel's.
        let plain = try scene(Self.base + "card: {layers: [{id: a, type: text, text: hi}]}")
        guard case let .text(single)? = plain.card.layers.first?.content else { return }
        #expect(single.wrapping == .singleLine)
    }

    @Test func moreThanAThousandLayersAreRefused() {
        let layers = (0...LayersSchema.maximumLayers).map { "{id: l\($0), type: rect}" }.joined(separator: ", ")
        let error = loadErrorLine(Self.base + "card: {layers: [\(layers)]}") ?? "(loaded)"
        #expect(error.contains("`card.layers` has 1001 layers; at most 1000 are allowed — merge layers or split the scene"), "\(error)")
    }
}
