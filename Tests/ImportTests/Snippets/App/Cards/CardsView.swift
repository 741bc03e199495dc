import CollectionViewPagingLayout
import SwiftUI

extension StackTransformViewOptions {
    /// The app's own named layout, used as `.options(.flowStack)`.
    static let flowStack = StackTransformViewOptions(
        scaleFactor: 0.1,
        maxStackSize: 4,
        spacingFactor: 0.08,
        perspectiveRatio: 0.2,
        shadowRadius: 6
    )
}

struct Deal: Identifiable {
    let id: Int
}

struct DealsView: View {
    let deals = (0..<6).map { Deal(id: $0) }

    var body: some View {
        StackPageView(deals) { deal in
            Text("\(deal.id)")
        }
        .options(.flowStack)
    }
}

struct TicketsView: View {
    let tickets = (0..<4).map { Deal(id: $0) }

    var body: some View {
        StackPageView(tickets) { ticket in
            Text("Ticket \(ticket.id)")
        }
    }
}
