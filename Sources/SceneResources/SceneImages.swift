import CairoKit
import Foundation
import ImageCodecs
import Inputs
import Problems
import SceneModel
import Transforms

/// The PNG images a scene draws: the card image, layer and overlay images, menu item images.
package enum SceneImages {
    /// Decodes every PNG the scene's layers name (the card image included), once per path, or
    /// takes it from `cache` when the file has not changed since it was decoded there.
    /// Errors name the file and the fix.
    package static func load(of scene: Scene, cache: DecodedImages? = nil) throws -> [String: ImageSurface] {
        var paths: [String] = []
        for layer in scene.card.cardLayers(size: scene.cardFrame.size) + (scene.overlay?.pages.flatMap { $0 } ?? []) + (scene.menu?.cellLayers ?? []) + (scene.menu?.indicatorLayers ?? []) {
            if case let .image(image) = layer.content, !paths.contains(image.path) { paths.append(image.path) }
        }
        for path in scene.menu?.list?.compactMap(\.image) ?? [] where !paths.contains(path) { paths.append(path) }
        func what(_ path: String) -> String {
            path == scene.card.imagePath ? "the card image"
                : scene.menu?.list?.contains { $0.image == path } == true ? "the menu item image" : "the layer image"
        }
        try checkDecodedBytes(of: paths, what: what)
        var images: [String: ImageSurface] = [:]
        for path in paths {
            let what = what(path)
            guard FileManager.default.fileExists(atPath: path) else {
                throw Problem(.missingFile, "\(what) \(path) does not exist", fix: "check the path (relative paths start in the current folder) or remove the image",
                              value: path)
            }
            do {
                images[path] = try cache?.image(at: path) ?? ImageSurface(contentsOfPNG: path)
            } catch var problem as Problem {
                // The codec says what is wrong with the bytes (and its kind); the fix is the scene's to give.
                problem = problem.within("\(what) \(path) could not be read")
                problem.fix = "give a PNG file that opens in an image viewer"
                problem.value = path
                throw problem
            }
        }
        return images
    }

    /// The bytes a scene's images may take decoded, together: the PNG decoder's budget for one
    /// image (768 MiB, `PNGLimits.standard`), so with the frames in flight a run stays near 1 GB
    /// (four 14000² menu item images took 3.1 GB).
    package static let maximumImageBytes = PNGLimits.standard.memoryBudget

    /// Throws before any image is decoded when `paths` together would pass `maximumImageBytes`
    /// decoded (4 bytes a pixel, from each PNG's header), naming the largest. Files whose header
    /// cannot be read, or that pass the decoder's own limits, are left to the decoder, which says
    /// what is wrong with them.
    static func checkDecodedBytes(of paths: [String], what: (String) -> String) throws {
        var sizes: [(path: String, bytes: Int)] = []
        for path in paths {
            // Regular files only (a FIFO would block the open); the signature and IHDR are the first 33 bytes.
            guard (try? InputFile.check(path)) != nil, let handle = FileHandle(forReadingAtPath: path) else { continue }
            defer { try? handle.close() }
            guard let prefix = try? handle.read(upToCount: 64), let header = try? PNGDecoder.header(of: Array(prefix)) else { continue }
            // An image past the decoder's own limits (a side over 16384 px) is left to it: its
            // message names that image and that limit.
            let limits = PNGLimits.standard
            guard header.width <= limits.maximumSide, header.height <= limits.maximumSide,
                  PNGLimits.decodedBytes(width: header.width, height: header.height) <= limits.memoryBudget else { continue }
            sizes.append((path, header.width.multipliedReportingOverflow(by: header.height).partialValue.multipliedReportingOverflow(by: 4).partialValue))
        }
        let total = sizes.reduce(0) { $0.addingReportingOverflow($1.bytes).partialValue }
        guard total > maximumImageBytes, let largest = sizes.max(by: { $0.bytes < $1.bytes }) else { return }
        throw Problem(.tooLarge, "the scene's \(sizes.count) images take \(total >> 20) MiB decoded, more than the \(maximumImageBytes >> 20) MiB its images may take together; the largest is \(what(largest.path)) \(largest.path) (\(largest.bytes >> 20) MiB)",
                          fix: "use smaller images: one drawn a few hundred points wide needs no more than about 1000 px a side")
    }
}
