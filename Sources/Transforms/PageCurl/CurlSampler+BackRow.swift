extension CurlSampler {
    /// The upside-down part of the leaf (past the half turn, `s ≤ 0`) along one row of pixels.
    /// There the sheet lies flat again, so everything `sample(at:)` computes — `s`, the sheet point,
    /// the picture point and the edges' distances — is affine in the column: a renderer steps
    /// along the row without asking the model per pixel, and asks `sample(at:)` only where
    /// `isUpsideDown` is false. Values agree with `sample(at:)` to rounding (about 10⁻¹³ pt).
    package struct BackRow: Sendable {
        /// The picture the back shows (`CurlFrame.BackSource`).
        package let picture: CurlFrame.Picture
        /// Blend toward white before shading (`CurlFrame.backFade`); the shade is 1 upside down.
        package let whiten: Double
        @usableFromInline let sampler: CurlSampler
        @usableFromInline let s0: Double, ds: Double
        @usableFromInline let p0: Point, dp: Point
        @usableFromInline let q0: Point, dq: Point

        @usableFromInline
        init(sampler: CurlSampler, y: Double, x0: Double, step: Double) {
            self.sampler = sampler
            func values(_ x: Double) -> (s: Double, p: Point, q: Point) {
                let m = sampler.sheetToView, vx = x - m.tx, vy = y - m.ty
                let px = vx * m.a + vy * m.b, py = vx * m.c + vy * m.d
                let ox = px - sampler.axisPoint.x, oy = py - sampler.axisPoint.y
                let s = ox * sampler.normal.x + oy * sampler.normal.y
                let t = ox * sampler.tangent.x + oy * sampler.tangent.y
                let d = sampler.halfTurn - s
                let p = Point(x: sampler.axisPoint.x + t * sampler.tangent.x + d * sampler.normal.x,
                              y: sampler.axisPoint.y + t * sampler.tangent.y + d * sampler.normal.y)
                return (s, p, sampler.back(p, shade: 1, coverage: 1).point)
            }
            let first = values(x0), second = values(x0 + step)
            s0 = first.s
            ds = second.s - first.s
            p0 = first.p
            dp = Point(x: second.p.x - first.p.x, y: second.p.y - first.p.y)
            q0 = first.q
            dq = Point(x: second.q.x - first.q.x, y: second.q.y - first.q.y)
            picture = sampler.back(first.p, shade: 1, coverage: 1).picture
            whiten = sampler.backFade
        }

        /// True when column `i` shows the upside-down part (or nothing curled) rather than the cylinder.
        @inlinable @inline(__always)
        package func isUpsideDown(_ i: Int) -> Bool { s0 + Double(i) * ds <= 0 }

        /// `s` of column `i`: its distance (points) from the line under the axis, positive toward the curl.
        @inlinable @inline(__always)
        package func axisDistance(_ i: Int) -> Double { s0 + Double(i) * ds }

        /// The upside-down layer's coverage at column `i` (0 where the sheet is not there).
        @inlinable @inline(__always)
        package func coverage(_ i: Int) -> Double {
            let column = Double(i)
            return sampler.edgeCoverage(Point(x: p0.x + column * dp.x, y: p0.y + column * dp.y),
                                        inverseX: sampler.flatInverseX, inverseY: sampler.flatInverseY)
        }

        /// The columns of `range` whose `coverage` is exactly 1 (a pixel wholly inside the sheet's
        /// edges), one run since the sheet point is affine in the column: each of the four edge
        /// tests in `coverage` is monotonic along the row, so each is bisected with the same
        /// arithmetic `coverage` uses, and the run is where all four hold.
        @inlinable
        package func fullCoverage(in range: Range<Int>) -> Range<Int> {
            let k = sampler.pixelsPerPoint
            let inverseX = sampler.flatInverseX, inverseY = sampler.flatInverseY
            let width = sampler.width, height = sampler.height
            @inline(__always) func x(_ i: Int) -> Double { p0.x + Double(i) * dp.x }
            @inline(__always) func y(_ i: Int) -> Double { p0.y + Double(i) * dp.y }
            // `Swift.min(1, Swift.max(0, 0.5 + d * k)) == 1` ⟺ `0.5 + d * k >= 1`, and the
            // nearer edge's distance is the smaller of two, so both must pass.
            let tests: [(rising: Bool, holds: (Int) -> Bool)] = [
                (dp.x >= 0, { 0.5 + x($0) * inverseX * k >= 1 }),
                (dp.x <= 0, { 0.5 + (width - x($0)) * inverseX * k >= 1 }),
                (dp.y >= 0, { 0.5 + y($0) * inverseY * k >= 1 }),
                (dp.y <= 0, { 0.5 + (height - y($0)) * inverseY * k >= 1 }),
            ]
            var low = range.lowerBound, high = range.upperBound
            for test in tests where low < high {
                // A rising test holds on a suffix of the range, a falling one on a prefix.
                var a = low, b = high
                while a < b {
                    let middle = (a + b) / 2
                    if test.holds(middle) == test.rising { b = middle } else { a = middle + 1 }
                }
                if test.rising { low = a } else { high = a }
            }
            return low < high ? low..<high : range.lowerBound..<range.lowerBound
        }

        /// Where column `i` samples `picture`, in viewport points.
        @inlinable @inline(__always)
        package func point(_ i: Int) -> Point {
            let column = Double(i)
            return Point(x: q0.x + column * dq.x, y: q0.y + column * dq.y)
        }
    }

    /// The upside-down part along the pixel row at viewport `y` whose column `i` has its centre at
    /// `x = x0 + i·step`.
    @inlinable
    package func backRow(y: Double, x0: Double, step: Double) -> BackRow {
        BackRow(sampler: self, y: y, x0: x0, step: step)
    }
}
