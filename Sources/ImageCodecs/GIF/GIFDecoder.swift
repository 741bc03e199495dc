import CGif
import FileFormats
import Foundation
import Problems

/// Reads an animated GIF with giflib (`DGifSlurp`, which also undoes interlacing) and composes its
/// frames as a viewer shows them: each image drawn over the canvas at its offset (its transparent
/// index left out), shown for its delay, then disposed of as its graphic control block says
/// (keep, clear its rectangle to transparent, or restore the canvas from before it).
enum GIFDecoder {
    /// The largest canvas side read, as in `AnimationFormat.gif`.
    static let maximumSide = 65_535
    /// The most bytes the composed frames may take.
    static let maximumBytes = AnimationLimits.memoryBudget

    static func decode(_ bytes: [UInt8]) throws(Problem) -> AnimationFile {
        let source = GIFSource(bytes)
        var status: Int32 = 0
        let context = Unmanaged.passRetained(source)
        defer { context.release() }
        guard let gif = DGifOpen(context.toOpaque(), { file, buffer, count in
            guard let file, let buffer, let user = file.pointee.UserData, count > 0 else { return 0 }
            return Unmanaged<GIFSource>.fromOpaque(user).takeUnretainedValue().read(into: buffer, count: Int(count))
        }, &status) else {
            throw Problem.wrongFormat("the file", isNot: "a readable GIF", detail: message(status), fix: "give a GIF that Flipbook wrote")
        }
        defer { DGifCloseFile(gif, &status) }
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        guard width >= 1, height >= 1, width <= maximumSide, height <= maximumSide else {
            throw Problem(.tooLarge, "the GIF's canvas is \(width)×\(height) px", fix: "give a GIF of 1 to \(maximumSide) px per side")
        }
        guard DGifSlurp(gif) == GIF_OK else {
            throw Problem.damagedInput("the GIF", message(gif.pointee.Error))
        }
        let count = Int(gif.pointee.ImageCount)
        let frameBytes = width * height * 4
        guard count >= 1, count <= AnimationLimits.maximumFrames, count * frameBytes <= maximumBytes else {
            throw Problem(.tooLarge, "the GIF has \(count) frames of \(width)×\(height) px", fix: "give at most \(AnimationLimits.maximumFrames) frames within \(maximumBytes >> 20) MiB")
        }
        guard let images = gif.pointee.SavedImages else {
            throw Problem.damagedInput("the GIF", "it has no images")
        }

        var canvas = [UInt8](repeating: 0, count: frameBytes)
        var frames: [RGBAPixels] = []
        var durations: [Double] = []
        for index in 0..<count {
            let image = images[index]
            var control = GraphicsControlBlock(DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
            _ = DGifSavedExtensionToGCB(gif, Int32(index), &control)
            let before = control.DisposalMode == DISPOSE_PREVIOUS ? canvas : []
            let description = image.ImageDesc
            guard let map = description.ColorMap ?? gif.pointee.SColorMap, let colours = map.pointee.Colors, let raster = image.RasterBits else {
                throw Problem.damagedInput("GIF frame \(index + 1)", "it has no colour table")
            }
            let left = Int(description.Left), top = Int(description.Top)
            let imageWidth = Int(description.Width), imageHeight = Int(description.Height)
            let colourCount = Int(map.pointee.ColorCount)
            for y in 0..<imageHeight where (0..<height).contains(top + y) {
                for x in 0..<imageWidth where (0..<width).contains(left + x) {
                    let entry = Int(raster[y * imageWidth + x])
                    if entry == Int(control.TransparentColor) || entry >= colourCount { continue }
                    let colour = colours[entry], k = ((top + y) * width + left + x) * 4
                    canvas[k] = colour.Red
                    canvas[k + 1] = colour.Green
                    canvas[k + 2] = colour.Blue
                    canvas[k + 3] = 255
                }
            }
            frames.append(RGBAPixels(uncheckedWidth: width, height: height, bytes: canvas))
            durations.append(Double(control.DelayTime) / 100)
            switch control.DisposalMode {
            case DISPOSE_BACKGROUND:
                // The frame's rectangle clipped to the canvas (a damaged one may lie past it).
                let rows = min(max(0, top), height)..<min(max(0, top + imageHeight), height)
                let columns = min(max(0, left), width)..<min(max(0, left + imageWidth), width)
                for y in rows {
                    for x in columns {
                        let k = (y * width + x) * 4
                        canvas[k] = 0; canvas[k + 1] = 0; canvas[k + 2] = 0; canvas[k + 3] = 0
                    }
                }
            case DISPOSE_PREVIOUS:
                canvas = before
            default:
                break
            }
        }
        return AnimationFile(width: width, height: height, frames: frames, durations: durations,
                                loopCount: loopCount(gif))
    }

    /// The NETSCAPE2.0 loop count (0 = forever); a GIF without one plays once.
    private static func loopCount(_ gif: UnsafeMutablePointer<GifFileType>) -> Int {
        var blocks: [(UnsafeMutablePointer<ExtensionBlock>, Int)] = []
        if let global = gif.pointee.ExtensionBlocks { blocks.append((global, Int(gif.pointee.ExtensionBlockCount))) }
        if let images = gif.pointee.SavedImages, gif.pointee.ImageCount > 0, let first = images[0].ExtensionBlocks {
            blocks.append((first, Int(images[0].ExtensionBlockCount)))
        }
        for (list, count) in blocks {
            for index in 0..<count where list[index].Function == APPLICATION_EXT_FUNC_CODE {
                guard index + 1 < count, let name = list[index].Bytes, list[index].ByteCount == 11,
                      String(decoding: UnsafeBufferPointer(start: name, count: 11), as: UTF8.self) == "NETSCAPE2.0",
                      let data = list[index + 1].Bytes, list[index + 1].ByteCount >= 3, data[0] == 1 else { continue }
                return Int(data[1]) | Int(data[2]) << 8
            }
        }
        return 1
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}

/// The bytes giflib reads through its input callback.
private final class GIFSource {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int32 {
        let n = min(count, bytes.count - position)
        guard n > 0 else { return 0 }
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            buffer.update(from: base + position, count: n)
        }
        position += n
        return Int32(n)
    }
}
