import Foundation

/// Mutations of config text: values that stress the parser and the renderer's limits, and
/// structural damage (lines lost, duplicated, re-indented, bytes flipped).
enum ConfigMutation {
    static let values = ["0", "-1", "-0.0", "1e308", "-1e308", "1e-320", ".nan", ".inf", "-.inf", "NaN", "16384", "16385",
                         "100000", "2147483648", "9223372036854775808", "0.0001", "3", "true", "null", "~", "[]", "{}",
                         "\"\"", "'#zzzzzz'", "'#00000000'", "[1, 2, 3]", "&a [*a]", "!!binary AAAA", "\"\\u0000\"",
                         "10000x10000", "0x0", "-5x5", "cubic-bezier(2,0,0,1)", "easeInOut", "spring(1,100,10,0)"]
    static let keys = ["extends", "name", "viewport", "card", "items", "visible", "timeline", "offsets", "from", "to", "frames",
                       "curve", "scale", "format", "path", "image", "palette", "shadow", "blur", "cornerRadius", "title",
                       "effect", "layout", "options", "numberOfVisibleItems", "pieces", "border", "background", "columns"]

    static func mutate(_ text: String, random: inout SplitMix64) -> String {
        var lines = text.components(separatedBy: "\n")
        let rounds = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 2...4, using: &random) : 1
        for _ in 0..<rounds where !lines.isEmpty {
            let index = Int.random(in: 0..<lines.count, using: &random)
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3: lines[index] = replaceValue(lines[index], random: &random)
            case 4: lines.remove(at: index)
            case 5: lines.insert(lines[index], at: Int.random(in: 0...lines.count, using: &random))
            case 6: lines[index] = String(repeating: " ", count: Int.random(in: 0...6, using: &random)) + lines[index].trimmingCharacters(in: .whitespaces)
            case 7:
                let key = keys.randomElement(using: &random)!, value = values.randomElement(using: &random)!
                lines.insert(String(repeating: " ", count: 2 * Int.random(in: 0...2, using: &random)) + "\(key): \(value)", at: index)
            case 8: lines.insert("extends: " + ["case.yaml", "./case.yaml", "/dev/zero", "/nonexistent.yaml", "scale.coverFlow", "stack.nope"].randomElement(using: &random)!, at: 0)
            default: lines[index] = flipBytes(lines[index], random: &random)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The line with its value (after the first `:`, or a number in a list) replaced.
    static func replaceValue(_ line: String, random: inout SplitMix64) -> String {
        let value = values.randomElement(using: &random)!
        if let colon = line.firstIndex(of: ":") {
            return String(line[...colon]) + " " + value
        }
        if let dash = line.firstIndex(of: "-") {
            return String(line[...dash]) + " " + value
        }
        return line + value
    }

    static func flipBytes(_ line: String, random: inout SplitMix64) -> String {
        var bytes = Array(line.utf8)
        guard !bytes.isEmpty else { return line }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Mutations of PNG files: damaged bytes anywhere, and well-formed chunks (with correct CRCs, so a
/// decoder gets past its first check) that claim huge or inconsistent sizes and formats.
enum PNGMutation {
    static func mutate(_ png: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var bytes = png
        switch Int.random(in: 0..<9, using: &random) {
        case 0: // Flip a few bytes anywhere.
            for _ in 0..<Int.random(in: 1...8, using: &random) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
        case 1: // Truncate.
            bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
        case 2, 3: // IHDR claims another size (CRC fixed).
            let sizes: [UInt32] = [0, 1, 2, 255, 16384, 16385, 20000, 65535, 1 << 24, 0x7FFF_FFFF, 0xFFFF_FFFF]
            setIHDR(&bytes, offset: Int.random(in: 0...1, using: &random) * 4, bytes: bigEndian(sizes.randomElement(using: &random)!))
        case 4: // IHDR claims another bit depth, colour type or interlace (CRC fixed).
            let field = Int.random(in: 8...12, using: &random)
            setIHDR(&bytes, offset: field, bytes: [[1, 2, 4, 8, 16, 3, 0, 7].randomElement(using: &random)!])
        case 5: // Damage the compressed data but keep every CRC right.
            forEachChunk(bytes) { type, start, length in
                guard type == "IDAT", length > 0 else { return }
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    bytes[start + Int.random(in: 0..<length, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
                fixCRC(&bytes, dataStart: start, length: length)
            }
        case 6: // Repeat a chunk.
            var chunks: [Range<Int>] = []
            forEachChunk(bytes) { _, start, length in chunks.append((start - 8)..<(start + length + 4)) }
            if let chunk = chunks.randomElement(using: &random), chunk.upperBound <= bytes.count {
                let copy = Array(bytes[chunk])
                bytes.insert(contentsOf: copy, at: chunk.upperBound)
            }
        case 7: // Another file entirely: text, an SVG, random bytes.
            bytes = [Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), Array("not a png\n".utf8),
                     (0..<Int.random(in: 0...4096, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }]
                .randomElement(using: &random)!
        default: // A chunk length that runs past the end (or is huge).
            forEachChunk(bytes) { type, start, _ in
                if type != "IHDR", Bool.random(using: &random) {
                    let huge = bigEndian([0x7FFF_FFFF, 0xFFFF_FFF0, UInt32(bytes.count)].randomElement(using: &random)!)
                    bytes.replaceSubrange((start - 8)..<(start - 4), with: huge)
                }
            }
        }
        return bytes
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Calls `body(type, dataStart, length)` for each well-formed chunk after the signature.
    static func forEachChunk(_ bytes: [UInt8], _ body: (String, Int, Int) -> Void) {
        var position = 8
        while position + 12 <= bytes.count {
            let length = Int(bytes[position]) << 24 | Int(bytes[position + 1]) << 16 | Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            let type = String(decoding: bytes[(position + 4)..<(position + 8)], as: UTF8.self)
            guard length >= 0, position + 12 + length <= bytes.count else { return }
            body(type, position + 8, length)
            position += 12 + length
        }
    }

    static func setIHDR(_ bytes: inout [UInt8], offset: Int, bytes replacement: [UInt8]) {
        forEachChunk(bytes) { type, start, length in
            guard type == "IHDR", offset + replacement.count <= length else { return }
            bytes.replaceSubrange((start + offset)..<(start + offset + replacement.count), with: replacement)
            fixCRC(&bytes, dataStart: start, length: length)
        }
    }

    static func fixCRC(_ bytes: inout [UInt8], dataStart: Int, length: Int) {
        let crc = CRC32.of(bytes[(dataStart - 4)..<(dataStart + length)])
        bytes.replaceSubrange((dataStart + length)..<(dataStart + length + 4), with: bigEndian(crc))
    }
}

/// PNG's CRC-32 (ISO 3309, polynomial 0xEDB88320), over a chunk's type and data.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func of(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}

/// Mutations of JSON documents (shard parts, golden manifests): values replaced by extremes, wrong
/// types and hostile names (paths that leave a folder, control characters, huge strings), keys
/// removed or renamed, arrays emptied or repeated.
enum JSONMutation {
    static let numbers: [Double] = [0, -1, 1, 2, 1000, 1001, 100_000, 1_000_000_000, 9.2e18, -9.2e18, -0.5, 1e308, 0.1]
    static let strings = ["", ".", "..", "../../escaped", "/tmp/flipbook-fuzz-escaped", "a/b", "a\\b", "nul\u{0}name",
                          "\u{1B}[31mred", "\u{202E}gnp.exe", String(repeating: "n", count: 300), "frame-0001", "strip",
                          "scale.coverFlow", "<script>alert(1)</script>", "data:image/png;base64,AAAA"]

    /// `data` mutated 1–4 times, or random bytes when it is not JSON.
    static func mutate(_ data: Data, random: inout SplitMix64) -> Data {
        guard var value = try? JSONSerialization.jsonObject(with: data) else { return data }
        for _ in 0..<Int.random(in: 1...4, using: &random) { value = mutate(value, depth: 0, random: &random) }
        // A top-level value may have become a number or a string: a fragment, still worth feeding.
        guard JSONSerialization.isValidJSONObject([value]) else { return data }
        return (try? JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)) ?? data
    }

    /// Walks into one random child (or changes this value) of `value`.
    static func mutate(_ value: Any, depth: Int, random: inout SplitMix64) -> Any {
        let stop = Int.random(in: 0..<4, using: &random) == 0
        if var object = value as? [String: Any], !object.isEmpty, !stop {
            let key = object.keys.sorted().randomElement(using: &random)!
            switch Int.random(in: 0..<8, using: &random) {
            case 0: object.removeValue(forKey: key)
            case 1: object[key + "x"] = object.removeValue(forKey: key)
            default: object[key] = mutate(object[key]!, depth: depth + 1, random: &random)
            }
            return object
        }
        if var array = value as? [Any], !array.isEmpty, !stop {
            let index = Int.random(in: 0..<array.count, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: array.removeAll()
            case 1: array.append(contentsOf: Array(repeating: array[index], count: Int.random(in: 1...50, using: &random)))
            default: array[index] = mutate(array[index], depth: depth + 1, random: &random)
            }
            return array
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1:
            let number = numbers.randomElement(using: &random)!
            return number == number.rounded() && abs(number) < 1e15 ? Int(number) as Any : number as Any
        case 2, 3: return strings.randomElement(using: &random)!
        default: return [NSNull(), true, [Any](), [String: Any]()].randomElement(using: &random)!
        }
    }
}
