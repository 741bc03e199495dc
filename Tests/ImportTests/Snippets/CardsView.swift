import CollectionViewPagingLayout
import SwiftUI

struct CardsView: View {
    let cards: [Card]

    var body: some View {
        StackPageView(cards) { card in
            CardView(card: card)
        }
        .options(StackTransformViewOptions(
            scaleFactor: 0.1,
            maxStackSize: 4,
            shadowColor: .systemBlue,
            stackRotateAngel: CGFloat.pi / 18,
            popAngle: -.pi / 9,
            stackPosition: CGPoint(x: 0, y: 1)
        ))
        .numberOfVisibleItems(4)
    }
}
