import Parchment
import SwiftUI

/// Parchment 4's SwiftUI page view with its modifiers.
struct SettingsView: View {
    var body: some View {
        PageView {
            Page("General") { Text("General") }
            Page("Privacy") { Text("Privacy") }
            Page("About") { Text("About") }
        }
        .menuItemSize(.fixed(width: 100, height: 48))
        .indicatorColor(.orange)
        .foregroundColor(.gray)
        .selectedColor(.black)
        .menuInsets(.horizontal, 16)
        .menuHorizontalAlignment(.center)
        .indicatorOptions(.visible(height: 3))
    }
}
