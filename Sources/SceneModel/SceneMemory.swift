import Problems
import Transforms

/// Memory by arithmetic, before anything is allocated: what one frame of a scene takes, so that a
/// config within every other limit cannot ask for gigabytes (10 000 visible items of a snapshot
/// cut into 2 500 pieces each would be 25 million piece states, about 8 GB).
///
/// One frame in flight holds its pixels (`frameBytes`, 4 bytes a pixel) and its layout
/// (`layoutBytes`: every laid-out item's state, and for a snapshot each piece's state and the
/// region it is drawn with). Exports draw several frames at once: `framesInFlight` fits them in
/// `memoryBudget` as well as in the cores.
extension Scene {
    /// The most bytes the layout of one frame may take (piece states and their drawing regions).
    package static let maximumLayoutBytes = 256 << 20
    /// The bytes that frames drawn at the same time may take together: with the decoded card
    /// images (at most 768 MiB of pixels, `PNGLimits.standard`) kept apart, Flipbook stays near 1 GB.
    package static let memoryBudget = 512 << 20
    /// One snapshot piece laid out: its `PieceState`, and the region (frame, device matrix, alpha,
    /// corner) the renderer makes of it, counted as a second state.
    static let bytesPerPiece = 2 * MemoryLayout<PieceState>.stride
    /// One item laid out, without pieces: its state, and what the renderer makes of it.
    static let bytesPerItem = 2 * MemoryLayout<LaidOutItem>.stride

    /// How many items each frame lays out: all of them unless `numberOfVisibleItems` says fewer.
    package var laidOutItemCount: Int { Swift.max(0, Swift.min(itemCount, numberOfVisibleItems ?? itemCount)) }

    /// The pieces each card is cut into: 0 unless the effect is a snapshot.
    package var piecesPerCard: Int {
        guard case let .snapshot(options) = effect else { return 0 }
        return options.pieceFrames(card: cardFrame.size).count
    }

    /// The bytes of one frame's layout: `laidOutItemCount × (item + piecesPerCard × piece)`.
    package var layoutBytes: Int {
        let perItem = Self.bytesPerItem + piecesPerCard * Self.bytesPerPiece
        return laidOutItemCount.multipliedReportingOverflow(by: perItem).partialValue
    }

    /// The bytes of one frame's pixels: `pixelSize` × 4.
    package var frameBytes: Int {
        let size = pixelSize
        return size.width.multipliedReportingOverflow(by: size.height).partialValue.multipliedReportingOverflow(by: 4).partialValue
    }

    /// The bytes one frame takes while it is drawn: its pixels, and the surfaces a card drawn in
    /// perspective or blurred is composed on (as large as the part of the frame it covers: two
    /// for a blurred card), so 3 × `frameBytes`. A 16384×16384 frame of scale.coverFlow peaked
    /// at 1.74 GB (1.6 × its 1.07 GB of pixels).
    package var drawingBytes: Int {
        frameBytes.multipliedReportingOverflow(by: 3).partialValue
    }

    /// How many frames may be drawn at once: at most `concurrency`, at most what fits in
    /// `memoryBudget` (each frame counted as `drawingBytes`) with `extraBytesPerFrame` more per
    /// frame (an encoded copy, a golden and a diff image), and at least one.
    package func framesInFlight(concurrency: Int, extraBytesPerFrame: Int = 0) -> Int {
        let perFrame = Swift.max(1, drawingBytes + layoutBytes + extraBytesPerFrame)
        return Swift.max(1, Swift.min(concurrency, Self.memoryBudget / perFrame))
    }

    /// Throws when one frame's layout would take more than `maximumLayoutBytes`, naming the two
    /// settings that multiply.
    func validateLayoutMemory() throws {
        let bytes = layoutBytes
        guard bytes > Self.maximumLayoutBytes else { return }
        let pieces = piecesPerCard
        let mebibytes = (bytes + (1 << 20) - 1) >> 20
        let what = pieces > 0
            ? "\(laidOutItemCount) laid-out items × \(pieces) snapshot pieces each"
            : "\(laidOutItemCount) laid-out items"
        throw Problem(.tooLarge, "every frame would hold \(what), about \(mebibytes) MiB, more than the \(Self.maximumLayoutBytes >> 20) MiB a frame's layout may take",
                          fix: pieces > 0
                              ? "use a larger \(setting: "effect.snapshot.pieceSizeRatio") or a smaller \(setting: "numberOfVisibleItems")"
                              : "use a smaller \(setting: "numberOfVisibleItems")")
    }
}
