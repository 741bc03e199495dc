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
    var options = ScaleTransformViewOptions(
        minScale: 0.60,
        maxScale: 1.00,
        scaleRatio: 0.40,
        translationRatio: .init(x: 0.66, y: 0.20),
        minTranslationRatio: .init(x: -5.00, y: -5.00),
        maxTranslationRatio: .init(x: 5.00, y: 5.00),
        keepVerticalSpacingEqual: true,
        keepHorizontalSpacingEqual: true,
        scaleCurve: .linear,
        translationCurve: .easeIn,
        shadowEnabled: true,
        shadowColor: .init(red: 0.10, green: 0.20, blue: 0.30, alpha: 1.00),
        shadowOpacity: 0.60,
        shadowRadiusMin: 2.00,
        shadowRadiusMax: 13.00,
        shadowOffsetMin: .init(width: 0.00, height: 2.00),
        shadowOffsetMax: .zero,
        shadowOpacityMin: 0.10,
        shadowOpacityMax: 0.10,
        blurEffectEnabled: false,
        blurEffectRadiusRatio: 0.40,
        blurEffectStyle: .light,
        rotation3d: .init(
            angle: 0.79,
            minAngle: -3.14,
            maxAngle: 3.14,
            x: 0.00,
            y: 1.00,
            z: 0.00,
            m34: -0.001000
        ),
        translation3d: .init(
            translateRatios: (0.10, 0.00, -0.70),
            minTranslateRatios: (-1.00, 0.00, -3.00),
            maxTranslateRatios: (1.00, 0.00, 0.00)
        )
    )

    var body: some View {
        ScalePageView(items) { item in
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
