import Testing
@testable import Transforms

/// `|a − b| ≤ tolerance · max(1, |a|, |b|)`: relative for big numbers, absolute near zero.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

func isClose(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
    zip(a.elements, b.elements).allSatisfy { isClose($0, $1, tolerance) }
}

/// A 4×4 from its rows, to write expected matrices the way they are printed.
func matrix(_ rows: [[Double]]) -> Transform3D {
    Transform3D(elements: rows.flatMap { $0 })!
}

/// The 2-D transform `[a b; c d; tx ty]` as a 4×4.
func affine(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) -> Transform3D {
    Transform3D(AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty))
}

let card = Size(width: 200, height: 300)
