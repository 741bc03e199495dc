import Dispatch
import FileFormats
import Foundation
import ImageCodecs
import Outputs
import Problems

/// PNG files as the straight RGBA pixels pixelmatch compares (`RGBAPixels`, ImageCodecs).
///
/// PNG files are decoded by libspng straight to RGBA: their colours are the file's bytes, as
/// pixelmatch sees them, whatever their alpha. A Cairo surface becomes the same pixels through
/// `ImageSurface.straightPixels()` (CairoKit), which un-premultiplies with Cairo's PNG writer's
/// rounding (`Premultiplication.unpremultiply`), as Flipbook's PNG encoder does, so a rendered
/// frame compares equal to its PNG file.
extension RGBAPixels {
    /// A `width × height` image filled with one straight-alpha colour.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) throws(Problem) {
        guard width > 0, height > 0 else { throw Problem.invalidImage("image size \(width)×\(height) px has no pixels") }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = red
            bytes[index + 1] = green
            bytes[index + 2] = blue
            bytes[index + 3] = alpha
        }
        try self.init(width: width, height: height, bytes: bytes)
    }

    /// Decodes a PNG file (libspng), refused on its header when larger than `limits` allow.
    /// Errors name the file and say what is wrong with it.
    public init(contentsOfPNG path: String, limits: PNGLimits = .standard) throws(Problem) {
        let bytes: [UInt8]
        do {
            bytes = try PNGFile.read(path)
        } catch {
            throw Problem.badPNG(path: path, problem: error)
        }
        try self.init(pngData: bytes, name: path, limits: limits)
    }

    /// A PNG file's bytes and its size in pixels from its header, without decoding any pixels: a
    /// caller compares the size first and decodes (`init(pngData:)`) only an image it will use,
    /// so a golden of the wrong size never costs its decoded pixels. Errors name the file as `name`
    /// (a golden as `cover/frame-0001.png`, for reports read elsewhere), or by its path.
    package static func pngFile(_ path: String, named name: String? = nil) throws(Problem) -> (bytes: [UInt8], width: Int, height: Int) {
        do {
            let bytes = try PNGFile.read(path)
            let header = try PNGDecoder.header(of: bytes)
            return (bytes, header.width, header.height)
        } catch {
            throw Problem.badPNG(path: name ?? path, problem: error)
        }
    }

    /// Decodes PNG bytes (libspng) to the file's straight RGBA; `name` labels errors (e.g. the golden's path).
    public init(pngData: [UInt8], name: String = "PNG data", limits: PNGLimits = .standard) throws(Problem) {
        do {
            self = try PNGDecoder.decode(pngData, limits: limits)
        } catch {
            throw Problem.badPNG(path: name, problem: error)
        }
    }

    /// PNG bytes of exactly these straight pixels (ImageCodecs' encoder: deterministic; RGB when opaque).
    public func pngData(level: PNGLevel = .default) throws(Problem) -> [UInt8] {
        // The encoder's problems are already this module's (Problem is Problem).
        try PNGEncoder.encode(self, level: level)
    }

    /// Writes a PNG file atomically (`OutputFile`: readers never see half a file, and nothing is
    /// left on failure). Its `Problem` names the path, the reason and the fix (a full disk, a
    /// folder missing).
    public func writePNG(to path: String, level: PNGLevel = .default) throws(Problem) {
        try OutputFile.write(pngData(level: level), to: path)
    }
}

extension RGBAPixels {
    /// Decodes the PNG files of one comparison, checking first, from the headers alone, that
    /// each is within `limits`, that they have one size, and that all of them plus the diff image
    /// (when `drawsDiff`) fit `limits.memoryBudget`; only then are pixels decoded, one file per
    /// core. Results come back in the order of `paths`.
    package static func loadForComparison(_ paths: [String], drawsDiff: Bool, limits: PNGLimits = .standard) throws(Problem) -> [RGBAPixels] {
        var files: [[UInt8]] = []
        var headers: [PNGHeader] = []
        for path in paths {
            do {
                let bytes = try PNGFile.read(path)
                let header = try PNGDecoder.header(of: bytes)
                try limits.check(header)
                files.append(bytes)
                headers.append(header)
            } catch {
                throw Problem.badPNG(path: path, problem: error)
            }
        }
        if let first = headers.first, let other = headers.first(where: { $0.width != first.width || $0.height != first.height }) {
            throw Problem.sizeMismatch(expectedWidth: first.width, expectedHeight: first.height,
                                              actualWidth: other.width, actualHeight: other.height)
        }
        let sizes = headers.map { PNGLimits.decodedBytes(width: $0.width, height: $0.height) }
        let estimate = sizes.reduce(0, +) + (drawsDiff ? sizes.max() ?? 0 : 0)
        do {
            let described = zip(paths, headers).map { "\($0.0) (\($0.1.width)×\($0.1.height) px)" }.joined(separator: " and ")
            try limits.checkMemory(estimate, for: "comparing \(described)\(drawsDiff ? " with a diff image" : "")")
        } catch {
            throw Problem.overBudget(error.description)
        }
        let slots = ResultSlots(count: paths.count), inputs = files
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.store(Result { () throws(Problem) in try RGBAPixels(pngData: inputs[index], name: paths[index], limits: limits) }, at: index)
        }
        return try slots.values.map { result throws(Problem) in try result.get() }
    }
}

/// Each concurrent task writes only its own index.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [Result<RGBAPixels, Problem>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result<RGBAPixels, Problem>, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var values: [Result<RGBAPixels, Problem>] {
        slots.map { $0 ?? .failure(.invalidImage("internal error: an image was not decoded")) }
    }
}
