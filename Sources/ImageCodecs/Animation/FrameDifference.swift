/// Where two frames of the same size differ: the smallest box holding every pixel whose four
/// bytes are not all equal, or `nil` when the frames are identical.
///
/// Animated encoders use it to store only the changed part of a frame (APNG and GIF sub-frames).
/// The scan compares whole 8-byte words and narrows rows from the top and bottom first, so a
/// small change in a large frame costs about one pass over the unchanged rows.
package func changedBox(from previous: RGBAPixels, to next: RGBAPixels) -> PixelBox? {
    precondition(previous.width == next.width && previous.height == next.height, "frames of one animation share a size")
    let width = next.width, height = next.height
    return previous.bytes.withUnsafeBytes { a in
        next.bytes.withUnsafeBytes { b in
            let rowBytes = width * 4
            func rowDiffers(_ y: Int) -> Bool {
                memcmpDiffers(a.baseAddress! + y * rowBytes, b.baseAddress! + y * rowBytes, rowBytes)
            }
            var top = 0
            while top < height, !rowDiffers(top) { top += 1 }
            if top == height { return nil }
            var bottom = height - 1
            while bottom > top, !rowDiffers(bottom) { bottom -= 1 }
            var left = width, right = -1
            for y in top...bottom {
                let rowA = a.baseAddress! + y * rowBytes, rowB = b.baseAddress! + y * rowBytes
                func same(_ x: Int) -> Bool {
                    rowA.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) == rowB.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                }
                var x = 0
                while x < Swift.min(left, width), same(x) { x += 1 }
                if x < left { left = x }
                var end = width - 1
                while end > Swift.max(right, x - 1), same(end) { end -= 1 }
                if end > right, end >= x { right = end }
            }
            guard right >= left else { return nil }
            return PixelBox(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        }
    }
}

/// True when `count` bytes at `a` and `b` differ anywhere.
@inline(__always)
private func memcmpDiffers(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
        if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
            return true
        }
        offset += 8
    }
    while offset < count {
        if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) { return true }
        offset += 1
    }
    return false
}
