extension SnapshotTransformViewOptions: PagingEffect {
    /// Upstream's snapshot container and pieces as values, in the steady state of continuous
    /// scrolling: translations and clamps use this frame's scaled sizes.
    /// At progress exactly 0, or when no snapshot can be made (see `pieceFrames`), the plain card:
    /// identity, no pieces.
    public func state(progress: Double, card: Size) -> ItemState {
        let zIndex = ItemState.defaultZIndex(progress: progress)
        let width = card.width, height = card.height
        // Upstream makes no snapshot for ratios ≤ 0 (and nothing to cut for an empty card): the plain card.
        let frames = progress == 0 ? [] : pieceFrames(card: card)
        guard !frames.isEmpty else { return ItemState(zIndex: zIndex, pieces: []) }
        let magnitude = Swift.abs(progress)

        let scale = Swift.max(1 - magnitude * containerScaleRatio, 0)
        let scaled = Size(width: width * scale, height: height * scale)
        let translation = Point(x: progress * scaled.width * containerTranslationRatio.x,
                                y: progress * scaled.height * containerTranslationRatio.y)
            .clamped(lower: containerMinTranslationRatio, upper: containerMaxTranslationRatio, scaledBy: scaled)
        let container = Transform3D(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: translation.x, ty: translation.y))

        let rowRatio = Swift.abs(pieceSizeRatio.height) < 0.01 ? 0.01 : pieceSizeRatio.height
        let columnRatio = Swift.abs(pieceSizeRatio.width) < 0.01 ? 0.01 : pieceSizeRatio.width
        // A ratio above 1 gives `Int(1 / ratio) = 0`, where upstream divides by zero and crashes;
        // the card is then one piece wide (or high), so count one.
        let rowCount = Swift.max(Int(1.0 / rowRatio), 1)
        let columnCount = Swift.max(Int(1.0 / columnRatio), 1)

        var pieces: [PieceState] = []
        pieces.reserveCapacity(frames.count)
        for (index, frame) in frames.enumerated() {
            let position = PiecePosition(index: index, row: index / columnCount, column: index % columnCount,
                                         rowCount: rowCount, columnCount: columnCount)
            let pieceScale = piecesScaleRatio.ratio(at: position) * magnitude
            let scaleX = Swift.max(0, 1 - pieceScale.width), scaleY = Swift.max(0, 1 - pieceScale.height)
            let scaledPieceWidth = frame.width * scaleX, scaledPieceHeight = frame.height * scaleY
            let ratio = piecesTranslationRatio.ratio(at: position) * magnitude
            let translation = Point(x: ratio.x * scaledPieceWidth, y: ratio.y * scaledPieceHeight)
                .clamped(lower: minPiecesTranslationRatio?.ratio(at: position), upper: maxPiecesTranslationRatio?.ratio(at: position),
                         scaledBy: Size(width: scaledPieceWidth, height: scaledPieceHeight))
            pieces.append(PieceState(
                frame: frame,
                transform: Transform3D(AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: translation.x, ty: translation.y)),
                alpha: (1 - piecesAlphaRatio.ratio(at: position) * magnitude).clampedToUnit,
                cornerRadius: piecesCornerRadiusRatio.ratio(at: position) * magnitude
                    * Swift.min(scaledPieceHeight, scaledPieceWidth)
            ))
        }
        return ItemState.finite(transform: container, zIndex: zIndex, pieces: pieces)
    }

    /// At most this many pieces (about a 300 × 300 grid): tinier pieces make no snapshot and the
    /// card is drawn plain. Configs should reject such `pieceSizeRatio`s before they get here.
    package static let maximumPieceCount = 100_000

    /// The pieces' frames in card coordinates, row-major, clipped at the right and bottom edges,
    /// with upstream's floating-point walk (so a ratio that does not divide 1 exactly behaves as on
    /// the phone: `0.3` gives three pieces and a narrower fourth per row, and `1.0 / 3` on a 100 pt
    /// wide card leaves a sliver fourth piece, because three rounded thirds fall short of 100).
    /// Empty when no snapshot is made (a ratio ≤ 0, an empty card, or more than `maximumPieceCount` pieces).
    package func pieceFrames(card: Size) -> [Rect] {
        let width = card.width, height = card.height
        guard pieceSizeRatio.width > 0, pieceSizeRatio.height > 0, width > 0, height > 0,
              width.isFinite, height.isFinite else { return [] }
        let pieceWidth = Swift.min(pieceSizeRatio.width * width, width)
        let pieceHeight = Swift.min(pieceSizeRatio.height * height, height)
        // Upstream would stall making millions of views; such a card is drawn plain instead.
        guard (width / pieceWidth + 1) * (height / pieceHeight + 1) <= Double(Self.maximumPieceCount) else { return [] }
        var frames: [Rect] = []
        var x = 0.0, y = 0.0
        while y < height {
            frames.append(Rect(x: x, y: y, width: Swift.min(pieceWidth, width - x), height: Swift.min(pieceHeight, height - y)))
            x += pieceWidth
            if x >= width {
                x = 0
                y += pieceHeight
            }
        }
        return frames
    }
}
