import Testing
@testable import Transforms

@Suite("Layer actions resolve as PVView's steps")
struct LayerActionTests {
    static let card = Size(width: 200, height: 300)
    static let box = Layer(id: "box", content: .rect(ShapeContent()), frame: LayerFrame(x: 20, y: 40, width: 60, height: 30))

    func resolved(_ actions: [LayerAction], at p: Double, layer: Layer = box, perspective: Double = 0) -> ResolvedLayer {
        var layer = layer
        layer.actions = actions
        return layer.resolved(pageProgress: p, container: Self.card, perspective: perspective)
    }

    @Test func aLayerWithoutActionsKeepsItsBaseState() {
        let layer = resolved([], at: 0.7)
        #expect(layer.frame == Rect(x: 20, y: 40, width: 60, height: 30))
        #expect(layer.alpha == 1 && layer.transform == .identity && layer.progress == nil)
    }

    @Test func relativeFramesAreFractionsOfTheCard() {
        var layer = Self.box
        layer.frame = LayerFrame(x: 0.1, y: 0.75, width: 0.8, height: 0.12, relative: true)
        let frame = resolved([], at: 0, layer: layer).frame
        #expect(isClose(frame.x, 20) && isClose(frame.y, 225) && isClose(frame.width, 160) && isClose(frame.height, 36))
    }

    @Test func moveWritesPositionTranslationOrOrigin() {
        let position = resolved([LayerAction(.move(.position, from: LayerPoint(x: 0.5, y: 0.5, relative: true), to: LayerPoint(x: 0, y: 0)))], at: 0.25)
        // From the card centre (100, 150) toward (0, 0): a quarter of the way is (75, 112.5), the layer centred on it.
        #expect(position.frame == Rect(x: 45, y: 97.5, width: 60, height: 30))

        let translation = resolved([LayerAction(.move(.translation, from: .zero, to: LayerPoint(x: -80, y: 10)))], at: 0.5)
        #expect(translation.frame == Rect(x: 20, y: 40, width: 60, height: 30))
        #expect(translation.transform == .makeTranslation(x: -40, y: 5, z: 0))

        let origin = resolved([LayerAction(.move(.origin, from: LayerPoint(x: 0, y: 0), to: LayerPoint(x: 100, y: 200)))], at: 0.1)
        #expect(origin.frame == Rect(x: 10, y: 20, width: 60, height: 30))
    }

    @Test func sizeChangesAboutTheCurrentCentre() {
        let layer = resolved([LayerAction(.size(from: LayerSize(width: 60, height: 30), to: LayerSize(width: 0.5, height: 0.1, relative: true)))], at: 0.5)
        // 60×30 → 100×30 halfway is 80×30, about the centre (50, 55).
        #expect(layer.frame == Rect(x: 10, y: 40, width: 80, height: 30))
    }

    @Test func frameInterpolatesOriginAndSizeSeparately() {
        let layer = resolved([LayerAction(.frame(from: Rect(x: 0, y: 0, width: 10, height: 10), to: Rect(x: 100, y: 50, width: 50, height: 30)))], at: 0.5)
        #expect(layer.frame == Rect(x: 50, y: 25, width: 30, height: 20))
    }

    @Test func fadeRotateAndScaleWriteTheirComponents() {
        #expect(resolved([LayerAction(.fade(from: 1, to: 0))], at: 0.3).alpha == 0.7)
        let z = resolved([LayerAction(.rotate(.z, from: 0, to: 1))], at: 0.5)
        #expect(isClose(z.transform, .makeRotation(angle: 0.5, x: 0, y: 0, z: 1)))
        let scaled = resolved([LayerAction(.scale(.uniform, from: 1, to: 2))], at: 0.5)
        #expect(scaled.transform == .makeScale(x: 1.5, y: 1.5, z: 1))
        let onlyX = resolved([LayerAction(.scale(.x, from: 1, to: 3))], at: 0.5)
        #expect(onlyX.transform == .makeScale(x: 2, y: 1, z: 1))
        let onlyY = resolved([LayerAction(.scale(.y, from: 1, to: 0))], at: 0.25)
        #expect(onlyY.transform == .makeScale(x: 1, y: 0.75, z: 1))
    }

    @Test func componentsComposeScaleThenRotationsThenTranslation() {
        let actions = [
            LayerAction(.move(.translation, from: .zero, to: LayerPoint(x: 10, y: 20))),
            LayerAction(.rotate(.z, from: 0, to: 0.4)),
            LayerAction(.rotate(.x, from: 0, to: 0.6)),
            LayerAction(.rotate(.y, from: 0, to: -0.2)),
            LayerAction(.scale(.uniform, from: 1, to: 3)),
        ]
        let m34 = -1.0 / 500
        var perspective = Transform3D.identity
        perspective.m34 = m34
        let expected = Transform3D.makeScale(x: 3, y: 3, z: 1)
            .concatenating(.makeRotation(angle: 0.6, x: 1, y: 0, z: 0))
            .concatenating(.makeRotation(angle: -0.2, x: 0, y: 1, z: 0))
            .concatenating(.makeRotation(angle: 0.4, x: 0, y: 0, z: 1))
            .concatenating(.makeTranslation(x: 10, y: 20, z: 0))
            .concatenating(perspective)
        #expect(isClose(resolved(actions, at: 1, perspective: m34).transform, expected))
        // Flat layers get no perspective: their matrix stays affine.
        #expect(resolved([LayerAction(.rotate(.z, from: 0, to: 1))], at: 1, perspective: m34).transform.isAffine)
    }

    @Test func theTransformActsAboutTheAnchorPoint() {
        var layer = Self.box
        layer.anchor = Point(x: 0, y: 0)
        let turned = resolved([LayerAction(.rotate(.z, from: 0, to: .pi / 2))], at: 1, layer: layer)
        // About the top-left corner (20, 40): the top-right corner (80, 40) turns to (20, 100).
        let corner = turned.toContainer.project(Point(x: 60, y: 0))!
        #expect(isClose(corner.x, 20, 1e-9) && isClose(corner.y, 100, 1e-9))
        let centred = resolved([LayerAction(.rotate(.z, from: 0, to: .pi / 2))], at: 1)
        let other = centred.toContainer.project(Point(x: 60, y: 0))!
        // About the centre (50, 55): (80, 40) turns to (65, 85).
        #expect(isClose(other.x, 65, 1e-9) && isClose(other.y, 85, 1e-9))
    }

    @Test func laterActionsOnTheSamePropertyWin() {
        // PVView updates every action each time: the second fade (not started yet) writes its `from`.
        let actions = [
            LayerAction(.fade(from: 0, to: 1), parameters: ActionParameters(stopOffset: 0.5)),
            LayerAction(.fade(from: 1, to: 0), parameters: ActionParameters(startOffset: 0.5)),
        ]
        #expect(resolved(actions, at: 0.2).alpha == 1)
        #expect(resolved(actions, at: 0.75).alpha == 0.5)
        #expect(resolved(actions, at: 0.75).progress == 0.5)
    }

    @Test func groupsStepEveryChildWithTheGroupsProgress() {
        let children = [
            LayerAction(.fade(from: 0, to: 1), parameters: ActionParameters(startOffset: 0.5, stopOffset: 0.6)),
            LayerAction(.scale(.uniform, from: 0, to: 2), parameters: ActionParameters(stopOffset: 0.1)),
        ]
        let group = LayerAction(.group(children, childTiming: .group), parameters: ActionParameters(startOffset: 0.2, stopOffset: 0.6))
        let layer = resolved([group], at: 0.4)
        // The group's q = 0.5; the children's parameters are ignored.
        #expect(layer.alpha == 0.5 && layer.transform == .makeScale(x: 1, y: 1, z: 1))
        #expect(layer.progress == 0.5)

        let own = LayerAction(.group(children, childTiming: .own), parameters: ActionParameters(startOffset: 0.2, stopOffset: 0.6))
        let nested = resolved([own], at: 0.4)
        // With own timing each child maps the group's 0.5 through its range: fade at (0.5 − 0.5)/0.1 = 0, scale held at its end.
        #expect(nested.alpha == 0 && nested.transform == .makeScale(x: 2, y: 2, z: 1))
    }

    @Test func reverseSwapsValuesAndReplacesParameters() {
        let parameters = ActionParameters(startOffset: 0.2, stopOffset: 0.4)
        let fade = LayerAction(.fade(from: 0, to: 1), parameters: parameters)
        let back = fade.reversed()
        #expect(back.change == .fade(from: 1, to: 0) && back.parameters == .default)
        #expect(fade.reversed(with: ActionParameters(stopOffset: 0.5)).parameters.stopOffset == 0.5)
        let group = LayerAction(.group([fade], childTiming: .own), parameters: parameters)
        // PVView's group reverse gives each child default parameters.
        #expect(group.reversed().change == .group([LayerAction(.fade(from: 1, to: 0))], childTiming: .own))
        #expect([fade, fade].reversedActions(with: parameters).allSatisfy { $0.change == .fade(from: 1, to: 0) && $0.parameters == parameters })
    }

    @Test func continueStartsFromThePreviousActionsEnd() {
        let move = LayerAction(.move(.translation, from: .zero, to: LayerPoint(x: 10, y: 0)))
        let next = move.continued(to: .move(.translation, from: .zero, to: LayerPoint(x: 30, y: 5)))
        #expect(next?.change == .move(.translation, from: LayerPoint(x: 10, y: 0), to: LayerPoint(x: 30, y: 5)))
        #expect(move.continued(to: .move(.position, from: .zero, to: .zero)) == nil)
        #expect(LayerAction(.rotate(.x, from: 0, to: 1)).continued(to: .rotate(.x, from: 0, to: 2))?.change == .rotate(.x, from: 1, to: 2))
        #expect(LayerAction(.fade(from: 1, to: 0.5)).continued(to: .fade(from: 1, to: 0))?.change == .fade(from: 0.5, to: 0))
    }

    @Test func driversGiveTheCardsPageProgress() {
        #expect(LayerDriver.page.progress(offset: 2.25, index: 2) == 0.25)
        #expect(LayerDriver.page.progress(offset: 1.75, index: 2) == -0.25)
        #expect(LayerDriver.absolute.progress(offset: 1.75, index: 2) == 0.25)
        #expect(LayerDriver.item.progress(offset: 1.75, index: 2) == 0.25)
    }

    @Test func templatesExpandIndexAndNumber() {
        #expect(TextContent.expanded("Card {number} of {index}{", index: 4) == "Card 5 of 4{")
        #expect(TextContent.expanded("plain", index: 1) == "plain")
    }
}
