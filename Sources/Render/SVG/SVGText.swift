import CairoKit

/// SVG markup being written, as UTF-8 bytes, with the number and colour forms every element uses.
/// Numbers have at most three decimals (a thousandth of a px, well inside the 0.0125 px the
/// paths are fitted to) and no trailing zeros, written without `String(describing:)`: an SVG
/// frame holds tens of thousands of them and must cost no more than a PNG frame.
struct SVGText {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(16384)
    }

    mutating func append(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    /// `value` with at most `decimals` (1…6) decimals, no trailing zeros, no negative zero.
    mutating func number(_ value: Double, decimals: Int = 3) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var unit = 1
        for _ in 0..<Swift.min(6, Swift.max(1, decimals)) { unit *= 10 }
        var scaled = (Swift.min(1e12, Swift.max(-1e12, value)) * Double(unit)).rounded()
        if scaled == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if scaled < 0 {
            bytes.append(UInt8(ascii: "-"))
            scaled = -scaled
        }
        let whole = Int(scaled)
        integer(whole / unit)
        var fraction = whole % unit
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = Swift.min(6, Swift.max(1, decimals))
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    private mutating func integer(_ value: Int) {
        if value >= 10 { integer(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// `#rrggbb` of straight components `0…1`.
    mutating func colour(red: Double, green: Double, blue: Double) {
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(UInt8(ascii: "#"))
        for component in [red, green, blue] {
            let byte = Int((Swift.min(1, Swift.max(0, component)) * 255).rounded())
            bytes.append(hex[byte >> 4]); bytes.append(hex[byte & 15])
        }
    }

    /// ` fill="#rrggbb"` and, when not opaque, ` fill-opacity`.
    mutating func fill(red: Double, green: Double, blue: Double, alpha: Double) {
        append(" fill=\""); colour(red: red, green: green, blue: blue); append("\"")
        if alpha < 1 { append(" fill-opacity=\""); number(Swift.max(0, alpha)); append("\"") }
    }

    /// ` stroke="#rrggbb"`, its opacity when not opaque, and its width.
    mutating func stroke(red: Double, green: Double, blue: Double, alpha: Double, width: Double) {
        append(" stroke=\""); colour(red: red, green: green, blue: blue); append("\" stroke-width=\""); number(width); append("\"")
        if alpha < 1 { append(" stroke-opacity=\""); number(Swift.max(0, alpha)); append("\"") }
    }

    /// `matrix(a b c d e f)`.
    mutating func matrix(_ m: Matrix, decimals: Int = 3) {
        append("matrix(")
        number(m.xx, decimals: decimals); append(" "); number(m.yx, decimals: decimals); append(" "); number(m.xy, decimals: decimals); append(" ")
        number(m.yy, decimals: decimals); append(" "); number(m.x0, decimals: 3); append(" "); number(m.y0, decimals: 3); append(")")
    }

    /// Path data in absolute commands.
    mutating func path(_ path: VectorPath) {
        let c = path.coordinates
        var i = 0
        var first = true
        for operation in path.operations {
            if !first { bytes.append(UInt8(ascii: " ")) }
            first = false
            switch operation {
            case .move:
                bytes.append(UInt8(ascii: "M")); number(c[i]); bytes.append(UInt8(ascii: " ")); number(c[i + 1])
                i += 2
            case .line:
                bytes.append(UInt8(ascii: "L")); number(c[i]); bytes.append(UInt8(ascii: " ")); number(c[i + 1])
                i += 2
            case .curve:
                bytes.append(UInt8(ascii: "C"))
                for k in 0..<6 {
                    if k > 0 { bytes.append(UInt8(ascii: " ")) }
                    number(c[i + k])
                }
                i += 6
            case .close:
                bytes.append(UInt8(ascii: "Z"))
            }
        }
    }
}
