import Problems
/// An animated file read back: its frames as they are shown (each composed over the ones before
/// it, as a viewer shows them), with how long each shows.
package struct AnimationFile: Sendable {
    /// Canvas pixels per row.
    package var width: Int
    /// Canvas rows.
    package var height: Int
    /// The frames in order, each the whole canvas.
    package var frames: [RGBAPixels]
    /// How long each frame shows, in seconds.
    package var durations: [Double]
    /// How many times the animation plays; 0 = forever.
    package var loopCount: Int

    /// Reads a GIF, WebP or APNG file by its signature (`GIF87a`/`GIF89a`, `RIFF…WEBP`, PNG's).
    package static func decode(_ bytes: [UInt8]) throws(Problem) -> AnimationFile {
        if bytes.starts(with: Array("GIF8".utf8)) { return try GIFDecoder.decode(bytes) }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return try WebPAnimationDecoder.decode(bytes)
        }
        if bytes.starts(with: PNGChunkWriter.signature) { return try APNGDecoder.decode(bytes) }
        let start = String(decoding: bytes.prefix(8).map { (32...126).contains($0) ? $0 : UInt8(ascii: ".") }, as: UTF8.self)
        throw Problem.wrongFormat("the file", isNot: "a GIF, WebP or APNG animation", detail: "it starts with `\(start)`",
                             fix: "give a GIF, WebP or APNG file that Flipbook wrote")
    }
}
