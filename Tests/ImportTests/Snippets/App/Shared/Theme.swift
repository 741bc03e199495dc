import UIKit

// The app's own vocabulary: constants the screens use instead of literals.
enum Layout {
    static let spacing: CGFloat = 12
    static let cardScale: CGFloat = 0.7
    static let visibleCards = 4
}

enum MenuMetrics: CGFloat {
    case itemHeight = 44
    case itemWidth = 110
}

extension UIColor {
    static let appTint = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    static var appBackground: UIColor { UIColor(white: 0.97, alpha: 1) }
}

let defaultIndicatorHeight: CGFloat = 3
