import CairoKit
import Dispatch
import Foundation
import Outputs

/// An 8-bit image with straight (not premultiplied) alpha, stored as `R, G, B, A` bytes row after row
/// with no padding: the layout pixelmatch reads and a PNG decoder returns.
///
/// Cairo keeps pixels premultiplied. Converting a Cairo surface back to straight colour uses the same
/// rounding as Cairo's PNG writer, so a PNG that Cairo wrote (every Flipbook frame) reads back as the
/// bytes of the file. PNG files with semi-transparent pixels are decoded by ImageDiff's own decoder,
/// so their colours are the file's too, whoever wrote it.
public struct RGBAImage: Hashable, Sendable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A per pixel, top row first.
    public private(set) var bytes: [UInt8]

    /// An image over existing bytes. Throws when the byte count is not `width × height × 4`.
    public init(width: Int, height: Int, bytes: [UInt8]) throws(ImageDiffError) {
        guard width > 0, height > 0 else {
            throw ImageDiffError.invalidImage("image size \(width)×\(height) px has no pixels")
        }
        guard bytes.count == width * height * 4 else {
            throw ImageDiffError.invalidImage(
                "a \(width)×\(height) RGBA image needs \(width * height * 4) bytes, got \(bytes.count)")
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// For buffers this module sized itself.
    init(uncheckedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A `width × height` image filled with one straight-alpha colour.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) throws(ImageDiffError) {
        guard width > 0, height > 0 else {
            throw ImageDiffError.invalidImage("image size \(width)×\(height) px has no pixels")
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = red
            bytes[index + 1] = green
            bytes[index + 2] = blue
            bytes[index + 3] = alpha
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The straight-alpha pixels of a Cairo surface (un-premultiplied with Cairo's PNG writer's rounding).
    public init(surface: ImageSurface) {
        let width = surface.width, height = surface.height, stride = surface.stride
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let source = UnsafeRawPointer(surface.pixels)
        bytes.withUnsafeMutableBufferPointer { destination in
            guard let base = destination.baseAddress else { return }
            for y in 0..<height {
                let row = source + y * stride
                let out = base + y * width * 4
                for x in 0..<width {
                    // ARGB32 is one native-endian 32-bit word per pixel.
                    let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let alpha = pixel >> 24
                    let o = out + x * 4
                    if alpha == 255 {
                        o[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                        o[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        o[2] = UInt8(truncatingIfNeeded: pixel)
                        o[3] = 255
                    } else if alpha == 0 {
                        o[0] = 0; o[1] = 0; o[2] = 0; o[3] = 0
                    } else {
                        o[0] = UInt8(truncatingIfNeeded: (((pixel >> 16) & 0xFF) * 255 + alpha / 2) / alpha)
                        o[1] = UInt8(truncatingIfNeeded: (((pixel >> 8) & 0xFF) * 255 + alpha / 2) / alpha)
                        o[2] = UInt8(truncatingIfNeeded: ((pixel & 0xFF) * 255 + alpha / 2) / alpha)
                        o[3] = UInt8(truncatingIfNeeded: alpha)
                    }
                }
            }
        }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Decodes a PNG file. Errors name the file and say what is wrong with it.
    public init(contentsOfPNG path: String) throws(ImageDiffError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw ImageDiffError.unreadable(path: path, reason: isDirectory.boolValue ? "it is a folder" : "no such file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImageDiffError.unreadable(path: path, reason: error.localizedDescription)
        }
        try self.init(pngData: Array(data), name: path)
    }

    /// Decodes PNG bytes; `name` labels errors (e.g. the golden's path).
    ///
    /// Cairo decodes (fast, and exact for opaque pixels and for every PNG Cairo wrote). When the
    /// image has pixels with alpha below 255, whose colours Cairo's premultiplication may have
    /// rounded, ImageDiff's own decoder reads the file again so those colours are the file's bytes,
    /// as pixelmatch sees them.
    public init(pngData: [UInt8], name: String = "PNG data") throws(ImageDiffError) {
        let surface: ImageSurface
        do {
            surface = try ImageSurface(pngData: pngData)
        } catch {
            throw ImageDiffError.unreadable(path: name, reason: "not a readable PNG file (\(Self.reason(error, path: name)))")
        }
        self.init(surface: surface)
        if hasTranslucentPixels, let exact = try? PNGDecoder.decode(pngData), exact.width == width, exact.height == height {
            self = exact
        }
    }

    /// Whether any pixel has alpha below 255.
    var hasTranslucentPixels: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 3
            while index < buffer.count {
                if buffer[index] != 255 { return true }
                index += 4
            }
            return false
        }
    }

    private static func reason(_ error: any Error, path: String) -> String {
        let text = String(describing: error)
        // CairoKit's messages start with the path; the error already carries it.
        if text.hasPrefix(path + ": ") { return String(text.dropFirst(path.count + 2)) }
        return text
    }

    /// A Cairo surface holding this image (premultiplied with Cairo's PNG reader's rounding).
    public func surface() throws(ImageDiffError) -> ImageSurface {
        let surface: ImageSurface
        do {
            surface = try ImageSurface(width: width, height: height)
        } catch {
            throw ImageDiffError.invalidImage(String(describing: error))
        }
        let stride = surface.stride
        let destination = UnsafeMutableRawPointer(surface.pixels)
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for y in 0..<height {
                let row = base + y * width * 4
                let out = destination + y * stride
                for x in 0..<width {
                    let p = row + x * 4
                    let alpha = UInt32(p[3])
                    let pixel: UInt32
                    if alpha == 255 {
                        pixel = 0xFF00_0000 | UInt32(p[0]) << 16 | UInt32(p[1]) << 8 | UInt32(p[2])
                    } else {
                        pixel = alpha << 24 | Self.premultiply(p[0], alpha) << 16
                            | Self.premultiply(p[1], alpha) << 8 | Self.premultiply(p[2], alpha)
                    }
                    out.storeBytes(of: pixel, toByteOffset: x * 4, as: UInt32.self)
                }
            }
        }
        surface.markDirty()
        return surface
    }

    /// Cairo's PNG reader's premultiplication: `round(alpha × colour / 255)`.
    private static func premultiply(_ colour: UInt8, _ alpha: UInt32) -> UInt32 {
        let t = alpha * UInt32(colour) + 0x80
        return (t + (t >> 8)) >> 8
    }

    /// PNG bytes (Cairo's encoder: deterministic). Exact for opaque pixels; semi-transparent colours
    /// go through premultiplication like any Cairo drawing.
    public func pngData() throws(ImageDiffError) -> [UInt8] {
        do {
            return try surface().pngData()
        } catch let error as ImageDiffError {
            throw error
        } catch {
            throw ImageDiffError.invalidImage(String(describing: error))
        }
    }

    /// Writes a PNG file atomically: readers never see half a file, and nothing is left on failure.
    public func writePNG(to path: String) throws(ImageDiffError) {
        let data = try pngData()
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            // The message already names the path; keep only its reason.
            let message = (error as? OutputError)?.problem ?? String(describing: error), prefix = "cannot write \(path): "
            throw ImageDiffError.unwritable(path: path, reason: message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message)
        }
    }

    /// Sets pixel `(x, y)` to a straight-alpha colour (for building test images).
    public mutating func setPixel(x: Int, y: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        let i = (y * width + x) * 4
        bytes[i] = red
        bytes[i + 1] = green
        bytes[i + 2] = blue
        bytes[i + 3] = alpha
    }

    /// The straight RGBA bytes of pixel `(x, y)`.
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }
}

extension RGBAImage {
    /// Decodes several PNG files at once, one per core: comparing two large images is mostly
    /// PNG decoding, which this halves on two cores. Results come back in the order of `paths`.
    public static func load(pngFiles paths: [String]) -> [Result<RGBAImage, ImageDiffError>] {
        let slots = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.store(Result { () throws(ImageDiffError) in try RGBAImage(contentsOfPNG: paths[index]) }, at: index)
        }
        return slots.values
    }
}

/// Each concurrent task writes only its own index.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Result<RGBAImage, ImageDiffError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result<RGBAImage, ImageDiffError>, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [Result<RGBAImage, ImageDiffError>] {
        slots.map { $0 ?? .failure(.invalidImage("internal error: an image was not decoded")) }
    }
}
