extension StackTransformViewOptions: PagingEffect {
    /// Upstream's `zPosition(progress:)` for Stack: `−Int(round(p))`, negated when `reverse`.
    @inlinable
    package func zIndex(progress: Double) -> Int {
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
