/// Converting between straight colour and Cairo's premultiplied colour, one 8-bit channel at a time.
///
/// - `premultiply(c, a) = round(c · a / 255)`, computed as Cairo's PNG reader does
///   (`t = c · a + 128; (t + t >> 8) >> 8`).
/// - `unpremultiply(p, a) = ⌊(p · 255 + ⌊a / 2⌋) / a⌋ = round(p · 255 / a)` (clamped to 255 for the
///   impossible `p > a`; 0 when `a = 0`), as Cairo's PNG writer computes it.
///
/// The pair is exact wherever premultiplication allows: for every alpha `a` and premultiplied `p`
/// reachable from some straight value, `unpremultiply(p, a)` is one of the straight values that
/// premultiply to `p`, so `premultiply ∘ unpremultiply` is the identity on premultiplied values and
/// every straight value that is the only one mapping to its `p` survives the round trip (all of
/// them at `a = 255`). `Tests/ImageCodecsTests` checks this over all 65 536 `(value, alpha)` pairs.
public enum Premultiplication {
    /// `round(colour × alpha / 255)`.
    @inlinable
    public static func premultiply(_ colour: UInt8, alpha: UInt8) -> UInt8 {
        let t = UInt32(alpha) * UInt32(colour) + 0x80
        return UInt8(truncatingIfNeeded: (t + (t >> 8)) >> 8)
    }

    /// `round(premultiplied × 255 / alpha)`, clamped to 255; 0 for `alpha = 0`.
    @inlinable
    public static func unpremultiply(_ premultiplied: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        let a = UInt32(alpha)
        return UInt8(Swift.min(255, (UInt32(premultiplied) * 255 + a / 2) / a))
    }

    /// `unpremultiply(p, a)` at index `a << 8 | p`: one load per channel in the conversion loop
    /// instead of a division.
    static let unpremultiplyTable: [UInt8] = (0..<65536).map {
        unpremultiply(UInt8(truncatingIfNeeded: $0), alpha: UInt8(truncatingIfNeeded: $0 >> 8))
    }
}
