import CairoKit
import ImageCodecs
import Transforms

/// Shadows and blurs in an SVG frame: a group drawn through a filter, as the PNG blurs it
/// (the numbers are `SVGDocument+BlurMath.swift`'s).
extension SVGDocument {
    /// Opens a group drawn through a Gaussian blur of `sigma` device px (`sigmaY` vertically),
    /// over `region` (device px, the blur's reach included); with a `tint`, the blurred
    /// content is then covered by the tint where it has coverage (Cairo's `atop`).
    ///
    /// Content cut by the document's edge is blurred whole, as the PNG blurs it: some clients
    /// (rsvg-convert) draw a filter's source only inside the document, so a card half outside
    /// would fade towards the edge. The group is therefore moved by whole pixels until the part
    /// of `region` that can reach the document lies inside it, and the filter's last step
    /// (`feOffset`) moves the blurred result back to where it belongs.
    func beginBlur(sigma: Double, sigmaY: Double? = nil, region: PixelBox, tint: (red: Double, green: Double, blue: Double, alpha: Double)? = nil) {
        let reach = Int((3 * Swift.max(sigma, sigmaY ?? sigma)).rounded(.up)) + 1
        let page = PixelBox(x: 0, y: 0, width: Int(width.rounded(.up)), height: Int(height.rounded(.up)))
        // An item of an animated SVG is drawn in its reference place and moved by a transform:
        // its blur is a plain `feGaussianBlur` there (browsers draw a filter's input whole and
        // scale the blur with the transform), neither moved by the page nor a pixel kernel.
        let plain = itemPrefix != nil
        let shift = plain ? (x: 0, y: 0) : Self.inwardShift(of: region.intersection(page.insetBy(-reach)), into: page)
        // The filter's region in the group's own space: the moved source and the result.
        let source = region, result = PixelBox(x: region.x - shift.x, y: region.y - shift.y, width: region.width, height: region.height)
        let filterRegion = source.union(result)
        let id = newID("f")
        text.append("<filter id=\""); text.append(id)
        text.append("\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" x=\""); text.number(Double(filterRegion.x))
        text.append("\" y=\""); text.number(Double(filterRegion.y)); text.append("\" width=\""); text.number(Double(filterRegion.width))
        text.append("\" height=\""); text.number(Double(filterRegion.height)); text.append("\">")
        let written = (x: Self.writtenSigma(sigma), y: Self.writtenSigma(sigmaY ?? sigma))
        if plain {
            text.append("<feGaussianBlur stdDeviation=\""); text.number(sigma)
            if let sigmaY, sigmaY != sigma { text.append(" "); text.number(sigmaY) }
            text.append("\" result=\"blur\"/>")
        } else if let kernelX = Self.smallBlurKernel(sigma), let kernelY = Self.smallBlurKernel(sigmaY ?? sigma) {
            // The PNG's three boxes as one kernel per axis (see `smallBlurKernel`).
            for (kernel, horizontal) in [(kernelX, true), (kernelY, false)] where kernel.count > 1 {
                let order = String(kernel.count)
                text.append("<feConvolveMatrix order=\""); text.append(horizontal ? order + " 1" : "1 " + order)
                text.append("\" kernelMatrix=\""); text.append(kernel.map(String.init).joined(separator: " "))
                text.append("\" edgeMode=\"none\"/>")
            }
            text.append("<feOffset result=\"blur\"/>")
        } else if written.x > 0 || written.y > 0 {
            text.append("<feGaussianBlur stdDeviation=\""); text.number(written.x)
            if written.y != written.x { text.append(" "); text.number(written.y) }
            text.append("\" result=\"blur\"/>")
        } else {
            // Too small a blur to change a pixel, as in the PNG: the source as it is.
            text.append("<feOffset in=\"SourceGraphic\" result=\"blur\"/>")
        }
        if let tint {
            text.append("<feFlood flood-color=\""); text.colour(red: tint.red, green: tint.green, blue: tint.blue)
            text.append("\" flood-opacity=\""); text.number(tint.alpha); text.append("\"/>")
            text.append("<feComposite in2=\"blur\" operator=\"atop\"/>")
        }
        if shift != (0, 0) {
            text.append("<feOffset dx=\""); text.number(Double(-shift.x)); text.append("\" dy=\""); text.number(Double(-shift.y)); text.append("\"/>")
        }
        text.append("</filter>\n<g filter=\"url(#"); text.append(id); text.append(")\"")
        if shift != (0, 0) {
            text.append(" transform=\"translate("); text.number(Double(shift.x)); text.append(" "); text.number(Double(shift.y)); text.append(")\"")
        }
        text.append(">\n")
    }

    /// Closes the group `beginBlur` opened.
    func endBlur() { text.append("</g>\n") }
}
