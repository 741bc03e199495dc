import SwiftUI

// Make sure you added this dependency to your project
// More info at https://bit.ly/CVPagingLayout
import CollectionViewPagingLayout

struct ContentView: View {

    // Replace with your data
    struct Item: Identifiable {
        let id: UUID = .init()
        let number: Int
    }
    let items = Array(0..<10).map {
        Item(number: $0)
    }

    // Use the options to customize the layout
    var options = SnapshotTransformViewOptions(
        pieceSizeRatio: .init(width: 0.33, height: 0.25),
        piecesCornerRadiusRatio: .static(0.70),
        piecesAlphaRatio: .aggregated([.rowBasedMirror(
            0.20,
            reversed: false
        ), .columnBasedMirror(
            0.40,
            reversed: false
        )], +),
        piecesTranslationRatio: .aggregated([.rowBasedMirror(
            .init(x: 1.00, y: -1.00),
            reversed: false
        ), .columnBasedMirror(
            .init(x: -1.00, y: 1.00),
            reversed: false
        )], *),
        piecesScaleRatio: .static(.init(width: 0.50, height: 0.50)),
        containerScaleRatio: 0.15,
        containerTranslationRatio: .init(x: 0.70, y: 0.00)
    )

    var body: some View {
        SnapshotPageView(items) { item in
            // Build your view here
            ZStack {
                Rectangle().fill(Color.orange)
                Text("\(item.number)")
            }
        }
        .options(options)
        // The padding around each page
        // you can use `.fractionalWidth` and
        // `.fractionalHeight` too
        .pagePadding(
            vertical: .absolute(100),
            horizontal: .absolute(80)
        )
    }

}
