/// Anything that turns a card's progress into what the card shows, like upstream's
/// `TransformableView`. Conform to supply your own effect from Swift.
public protocol PagingEffect: Sendable {
    /// The card's state at `progress` (0 = centred, 1 = one page to the right/below) for a card of `card` size.
    func state(progress: Double, card: Size) -> ItemState
}

/// The built-in effects, a user-supplied one, or an effect adjusted by a function.
public enum Effect: PagingEffect {
    /// Upstream's `ScaleTransformView`.
    case scale(ScaleTransformViewOptions)
    /// Upstream's `StackTransformView`.
    case stack(StackTransformViewOptions)
    /// Upstream's `SnapshotTransformView`.
    case snapshot(SnapshotTransformViewOptions)
    /// Any effect of your own.
    case custom(any PagingEffect)
    /// A base effect whose state is changed afterwards (a preset plus your own tweaks).
    indirect case tweaked(Effect, @Sendable (_ progress: Double, _ card: Size, _ state: inout ItemState) -> Void)

    /// The state of the wrapped effect. Inlined into callers' loops, where it costs less: taking
    /// the options out of the enum copies them (see `PagingLayout.frame`, which does it once per frame).
    @inlinable @inline(__always)
    public func state(progress: Double, card: Size) -> ItemState {
        switch self {
        case let .scale(options): return options.state(progress: progress, card: card)
        case let .stack(options): return options.state(progress: progress, card: card)
        case let .snapshot(options): return options.state(progress: progress, card: card)
        case let .custom(effect): return effect.state(progress: progress, card: card)
        case let .tweaked(base, adjust): return Self.state(of: base, tweakedBy: adjust, progress: progress, card: card)
        }
    }

    /// The tweaked case, out of line: the recursion would otherwise keep `state` from being
    /// inlined into layout loops, where inlining saves copying the options and the state.
    @usableFromInline
    static func state(of base: Effect, tweakedBy adjust: (Double, Size, inout ItemState) -> Void,
                      progress: Double, card: Size) -> ItemState {
        var state = base.state(progress: progress, card: card)
        adjust(progress, card, &state)
        return state
    }

    /// Adds a tweak applied after this effect's own state, e.g.
    /// `Effect.scale(.layout(.coverFlow)).tweaked { p, _, s in s.alpha = 1 - abs(p) / 3 }`.
    public func tweaked(_ adjust: @escaping @Sendable (_ progress: Double, _ card: Size, _ state: inout ItemState) -> Void) -> Effect {
        .tweaked(self, adjust)
    }
}

/// A Swift function as an effect.
public struct EffectFunction: PagingEffect {
    /// Returns the state at a progress for a card size.
    public let body: @Sendable (_ progress: Double, _ card: Size) -> ItemState

    /// Wraps `body` as an effect.
    public init(_ body: @escaping @Sendable (_ progress: Double, _ card: Size) -> ItemState) {
        self.body = body
    }

    /// Calls `body`.
    public func state(progress: Double, card: Size) -> ItemState { body(progress, card) }
}

// MARK: - Scale

extension ScaleTransformViewOptions: PagingEffect {
    /// Upstream's `applyScaleTransform(progress:)` as values.
    @inlinable
    public func state(progress: Double, card: Size) -> ItemState {
        let width = card.width, height = card.height
        let magnitude = Swift.abs(progress)

        var shadow: Shadow?
        if shadowEnabled {
            let remaining = 1 - magnitude
            shadow = Shadow(
                color: shadowColor,
                opacity: Swift.max(shadowOpacityMin, remaining * shadowOpacityMax).clampedToUnit,
                radius: Swift.max(shadowRadiusMin, remaining * shadowRadiusMax),
                offset: Size(width: Swift.max(shadowOffsetMin.width, remaining * shadowOffsetMax.width),
                             height: Swift.max(shadowOffsetMin.height, remaining * shadowOffsetMax.height))
            )
        }

        var scale = 1 - scaleCurve.computeFromLinear(progress: magnitude) * scaleRatio
        scale = Swift.max(scale, minScale)
        scale = Swift.min(scale, maxScale)

        var xAdjustment = 0.0, yAdjustment = 0.0
        if keepHorizontalSpacingEqual {
            xAdjustment = ((1 - scale) * width) / 2
            if progress > 0 { xAdjustment *= -1 }
        }
        if keepVerticalSpacingEqual {
            yAdjustment = ((1 - scale) * height) / 2
        }

        let translateProgress = translationCurve.computeFromLinear(progress: magnitude)
        var translateX = width * translationRatio.x * (translateProgress * (progress < 0 ? -1 : 1)) - xAdjustment
        var translateY = height * translationRatio.y * Swift.abs(translateProgress) - yAdjustment
        if let lower = minTranslationRatio {
            translateX = Swift.max(translateX, width * lower.x)
            translateY = Swift.max(translateY, height * lower.y)
        }
        if let upper = maxTranslationRatio {
            translateX = Swift.min(translateX, width * upper.x)
            translateY = Swift.min(translateY, height * upper.y)
        }

        // identity.translatedBy(tx, ty).scaledBy(s, s) = [s 0; 0 s; tx ty]
        var transform = Transform3D(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: translateX, ty: translateY))
        var isHidden = false

        if let rotation = rotation3d {
            var angle = rotation.angle * progress
            angle = Swift.max(angle, rotation.minAngle)
            angle = Swift.min(angle, rotation.maxAngle)
            transform.m34 = rotation.m34
            transform = transform.rotated(by: angle, x: rotation.x, y: rotation.y, z: rotation.z)
        }
        if let translation = translation3d {
            var x = translation.translateRatios.x * progress * width
            var y = translation.translateRatios.y * magnitude * height
            var z = translation.translateRatios.z * magnitude * width
            x = Swift.max(x, translation.minTranslateRatios.x * width)
            x = Swift.min(x, translation.maxTranslateRatios.x * width)
            y = Swift.max(y, translation.minTranslateRatios.y * height)
            y = Swift.min(y, translation.maxTranslateRatios.y * height)
            z = Swift.max(z, translation.minTranslateRatios.z * width)
            z = Swift.min(z, translation.maxTranslateRatios.z * width)
            transform = transform.translatedBy(x: x, y: y, z: z)
        }
        if let rotation = rotation3d, !rotation.isDoubleSided {
            isHidden = transform.showsBackFace(card: card)
        }

        let blurs = blurEffectEnabled && blurEffectRadiusRatio > 0
        return ItemState.finite(
            transform: transform,
            alpha: 1,
            zIndex: ItemState.defaultZIndex(progress: progress),
            isHidden: isHidden,
            shadow: shadow,
            blur: blurs ? (magnitude * blurEffectRadiusRatio).clampedToUnit : 0,
            blurStyle: blurs ? blurEffectStyle : nil
        )
    }
}

// MARK: - Stack

extension StackTransformViewOptions: PagingEffect {
    /// Upstream's `zPosition(progress:)` for Stack: `−Int(round(p))`, negated when `reverse`.
    @inlinable
    public func zIndex(progress: Double) -> Int {
        let z = -saturatingInt(progress.rounded(.toNearestOrAwayFromZero))
        return reverse ? -z : z
    }

    /// Upstream's `applyStackTransform(progress:)` as values.
    @inlinable
    public func state(progress rawProgress: Double, card: Size) -> ItemState {
        let width = card.width, height = card.height
        let progress = reverse ? -rawProgress : rawProgress
        // As upstream, no floor: below 1 the formulas divide by zero and the card ends up hidden.
        let stackSize = Double(maxStackSize)

        let shadow = shadowEnabled
            ? Shadow(color: shadowColor, opacity: shadowOpacity.clampedToUnit, radius: shadowRadius, offset: shadowOffset)
            : nil

        // Scale and translation.
        var scale = 1 - progress * scaleFactor
        if let minScale { scale = Swift.max(minScale, scale) }
        if let maxScale { scale = Swift.min(maxScale, scale) }

        let stackProgress = progress.interpolate(in: (0, stackSize))
        let perspectiveProgress = TransformCurve.easeOut.computeFromLinear(progress: stackProgress) * perspectiveRatio

        var xSpacing = width * spacingFactor
        if let maxSpacing { xSpacing = Swift.min(xSpacing, width * maxSpacing) }
        let translateX = xSpacing * -Swift.max(progress, 0) * -stackPosition.x

        var ySpacing = height * spacingFactor
        if let maxSpacing { ySpacing = Swift.min(ySpacing, height * maxSpacing) }
        let translateY = ySpacing * -Swift.max(progress, 0) * -stackPosition.y

        var yAdjustment = ((scale - 1) * height) / 2
        yAdjustment += perspectiveProgress * height
        yAdjustment *= -stackPosition.y
        var xAdjustment = ((scale - 1) * width) / 2
        xAdjustment += perspectiveProgress * width
        xAdjustment *= -stackPosition.x
        if progress < 0 {
            xAdjustment -= width * popOffsetRatio.width * progress
            yAdjustment -= height * popOffsetRatio.height * progress
        }
        let affine = AffineTransform(a: scale, b: 0, c: 0, d: scale,
                                     tx: translateX + xAdjustment, ty: translateY + yAdjustment)

        // Alpha.
        var alpha = 1.0
        if progress >= stackSize - 1 {
            let targetCard = stackSize - 1
            alpha = 1 - progress.interpolate(in: (targetCard, targetCard + bottomStackAlphaSpeedFactor))
        } else if progress < 0 {
            alpha = progress.interpolate(in: (-1, -1 + topStackAlphaSpeedFactor))
        }
        if alpha > 0, progress >= 0 {
            alpha -= progress * alphaFactor
        }

        // Rotation.
        var angle = 0.0
        if progress <= 0 {
            angle = -Swift.abs(progress).interpolate(out: (0, Swift.abs(popAngle)))
            if popAngle < 0 { angle *= -1 }
        } else {
            let whole = progress.rounded(.towardZero)
            let fraction = Swift.abs(progress - whole)
            angle = -fraction * stackRotateAngle * 2 + stackRotateAngle
            if whole.truncatingRemainder(dividingBy: 2) == 0 { angle *= -1 }
            if progress < 1 {
                angle += (1 - progress).interpolate(out: (0, stackRotateAngle))
            }
        }

        let blurs = blurEffectEnabled && maxBlurEffectRadius > 0
        let blur = blurs ? (Swift.max(progress, 0).interpolate(in: (0, stackSize)) * maxBlurEffectRadius).clampedToUnit : 0
        return ItemState.finite(
            transform: Transform3D(affine.rotated(by: angle)),
            alpha: alpha.clampedToUnit,
            zIndex: zIndex(progress: rawProgress),
            isHidden: false,
            shadow: shadow,
            blur: blur,
            blurStyle: blurs ? blurEffectStyle : nil
        )
    }
}

// MARK: - Snapshot

extension SnapshotTransformViewOptions: PagingEffect {
    /// Upstream's snapshot container and pieces as values, in the steady state of continuous
    /// scrolling: translations and clamps use this frame's scaled sizes (REFERENCE §8–10).
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
        let scaledWidth = width * scale, scaledHeight = height * scale
        var translateX = progress * scaledWidth * containerTranslationRatio.x
        var translateY = progress * scaledHeight * containerTranslationRatio.y
        if let lower = containerMinTranslationRatio {
            translateX = Swift.max(translateX, scaledWidth * lower.x)
            translateY = Swift.max(translateY, scaledHeight * lower.y)
        }
        if let upper = containerMaxTranslationRatio {
            translateX = Swift.min(translateX, scaledWidth * upper.x)
            translateY = Swift.min(translateY, scaledHeight * upper.y)
        }
        let container = Transform3D(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: translateX, ty: translateY))

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
            let translation = piecesTranslationRatio.ratio(at: position) * magnitude
            var x = translation.x * scaledPieceWidth
            var y = translation.y * scaledPieceHeight
            if let lower = minPiecesTranslationRatio?.ratio(at: position) {
                x = Swift.max(x, scaledPieceWidth * lower.x)
                y = Swift.max(y, scaledPieceHeight * lower.y)
            }
            if let upper = maxPiecesTranslationRatio?.ratio(at: position) {
                x = Swift.min(x, scaledPieceWidth * upper.x)
                y = Swift.min(y, scaledPieceHeight * upper.y)
            }
            pieces.append(PieceState(
                frame: frame,
                transform: Transform3D(AffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: x, ty: y)),
                alpha: (1 - piecesAlphaRatio.ratio(at: position) * magnitude).clampedToUnit,
                cornerRadius: piecesCornerRadiusRatio.ratio(at: position) * magnitude
                    * Swift.min(scaledPieceHeight, scaledPieceWidth)
            ))
        }
        return ItemState.finite(transform: container, zIndex: zIndex, pieces: pieces)
    }

    /// At most this many pieces (about a 300 × 300 grid): tinier pieces make no snapshot and the
    /// card is drawn plain. Configs should reject such `pieceSizeRatio`s before they get here.
    public static let maximumPieceCount = 100_000

    /// The pieces' frames in card coordinates, row-major, clipped at the right and bottom edges,
    /// with upstream's floating-point walk (so a ratio that does not divide 1 exactly behaves as on
    /// the phone: `0.3` gives three pieces and a narrower fourth per row, and `1.0 / 3` on a 100 pt
    /// wide card leaves a sliver fourth piece, because three rounded thirds fall short of 100).
    /// Empty when no snapshot is made (a ratio ≤ 0, an empty card, or more than `maximumPieceCount` pieces).
    public func pieceFrames(card: Size) -> [Rect] {
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
