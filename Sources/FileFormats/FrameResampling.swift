/// Which source frame each output frame shows when `count` frames made at `sourceFPS` are
/// played at `targetFPS`: output frame `k` (there are `max(1, round(count · target / source))`)
/// shows the source frame on screen at its start time, `min(count − 1, ⌊k · source / target⌋)`.
/// Frames are repeated when slowing the rate and dropped when raising it; the length is kept.
package func resampledFrameIndices(count: Int, from sourceFPS: Double, to targetFPS: Double) -> [Int] {
    guard count > 0 else { return [] }
    if sourceFPS == targetFPS { return Array(0..<count) }
    let outputCount = Swift.max(1, Int((Double(count) * targetFPS / sourceFPS).rounded()))
    return (0..<outputCount).map { k in
        // The small epsilon keeps exact ratios (k · 60 / 30) from landing a hair below an integer.
        Swift.min(count - 1, Int((Double(k) * sourceFPS / targetFPS + 1e-9).rounded(.down)))
    }
}
