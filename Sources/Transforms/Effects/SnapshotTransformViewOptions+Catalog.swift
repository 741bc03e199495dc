// The Snapshot effect's options, described once (see `OptionDescription`).

extension SnapshotTransformViewOptions: OptionCatalog {
    /// `SnapshotTransformViewOptions`.
    package static var swiftTypeName: String { "SnapshotTransformViewOptions" }

    /// Upstream's defaults: `SnapshotTransformViewOptions()`.
    package static var upstreamDefaults: Self { Self() }

    /// Every option of `SnapshotTransformViewOptions`, in upstream's parameter order.
    package static var options: [OptionDescription<Self>] {
        [
            .init("pieceSizeRatio", \.pieceSizeRatio, unit: .cardFraction, range: NumberRange(lower: 0, lowerInclusive: false, upper: 1),
                  "Piece size as fractions of the card (each > 0 and ≤ 1); 1/width columns × 1/height rows."),
            .init("piecesCornerRadiusRatio", \.piecesCornerRadiusRatio,
                  "Piece corner radius = ratio · |p| · the piece's shorter scaled side. A number or a pieces value."),
            .init("piecesAlphaRatio", \.piecesAlphaRatio, "Piece alpha = 1 − ratio · |p|. A number or a pieces value."),
            .init("piecesTranslationRatio", \.piecesTranslationRatio,
                  "Piece translation = ratio · |p| of the piece's scaled size. A point or a pieces value."),
            .init("minPiecesTranslationRatio", \.minPiecesTranslationRatio, "Lower bound of the piece translation; null for none."),
            .init("maxPiecesTranslationRatio", \.maxPiecesTranslationRatio, "Upper bound of the piece translation; null for none."),
            .init("piecesScaleRatio", \.piecesScaleRatio, "Piece scale = max(0, 1 − |p| · ratio) per axis. A size or a pieces value."),
            .init("containerScaleRatio", \.containerScaleRatio, "Whole-card scale = max(0, 1 − |p| · containerScaleRatio)."),
            .init("containerTranslationRatio", \.containerTranslationRatio, "Whole-card translation = p · ratio of the scaled card size."),
            .init("containerMinTranslationRatio", \.containerMinTranslationRatio, "Lower bound of the whole-card translation; null for none."),
            .init("containerMaxTranslationRatio", \.containerMaxTranslationRatio, "Upper bound of the whole-card translation; null for none."),
        ]
    }
}
