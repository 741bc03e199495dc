import CairoKit
import Foundation
import Transforms

/// PNG-encoded (base64) bitmaps: the scene's own images (card and layer images, which never
/// change) are encoded once for every frame of a renderer and defined once per document, at its
/// top, under a fixed id; any other picture is encoded each time it is drawn.
final class SVGImages: @unchecked Sendable {
    private let lock = NSLock()
    /// The kept images, in a fixed order (their ids are `k0`, `k1`, …).
    private let kept: [ImageSurface]
    private let indices: [ObjectIdentifier: Int]
    private var encoded: [Int: String] = [:]

    /// Keeps the encodings of `images`, numbered in the order of their `paths` (so ids do not
    /// depend on dictionary order).
    init(keeping images: [String: ImageSurface]) {
        kept = images.keys.sorted().compactMap { images[$0] }
        var indices: [ObjectIdentifier: Int] = [:]
        for (index, image) in kept.enumerated() where indices[ObjectIdentifier(image)] == nil { indices[ObjectIdentifier(image)] = index }
        self.indices = indices
    }

    /// The number of `image` among the kept images, or `nil`.
    func index(of image: ImageSurface) -> Int? { indices[ObjectIdentifier(image)] }

    /// The id of kept image `index`.
    static func id(_ index: Int) -> String { "k" + String(index) }

    /// Appends `<defs>` with the `<image>` of every kept image in `used`.
    func appendDefinitions(of used: Set<Int>, to document: inout SVGText) {
        guard !used.isEmpty else { return }
        document.append("<defs>\n")
        for index in used.sorted() {
            let image = kept[index]
            guard let data = base64PNG(index) else { continue }
            document.append("<image id=\""); document.append(Self.id(index)); document.append("\" width=\""); document.number(Double(image.width))
            document.append("\" height=\""); document.number(Double(image.height))
            document.append("\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"); document.append(data); document.append("\"/>\n")
        }
        document.append("</defs>\n")
    }

    private func base64PNG(_ index: Int) -> String? {
        if let hit = lock.withLock({ encoded[index] }) { return hit }
        guard let data = Self.encode(kept[index]) else { return nil }
        lock.withLock { encoded[index] = data }
        return data
    }

    static func encode(_ image: ImageSurface) -> String? {
        guard let png = try? image.pngData() else { return nil }
        return Data(png).base64EncodedString()
    }
}
