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
        let translation = Point(x: width * translationRatio.x * (translateProgress * (progress < 0 ? -1 : 1)) - xAdjustment,
                                y: height * translationRatio.y * Swift.abs(translateProgress) - yAdjustment)
            .clamped(lower: minTranslationRatio, upper: maxTranslationRatio, scaledBy: card)

        // identity.translatedBy(tx, ty).scaledBy(s, s) = [s 0; 0 s; tx ty]
        var transform = Transform3D(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: translation.x, ty: translation.y))
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
