import ImageCodecs

/// A ZIP archive (PKWARE APPNOTE 6.3) of text files, stored uncompressed, for "Save as project".
///
/// Hand-written: Foundation on Linux has no ZIP writer, and a stored archive is a few headers
/// around each file (libdeflate gives the CRC-32). A dependency such as ZIPFoundation would add a
/// package to every build for that. Deterministic: entries in the given order, every timestamp
/// 1980-01-01 00:00 (ZIP's earliest), Unix mode 0644, names in UTF-8 (flag bit 11).
enum ZipArchive {
    /// The archive holding `files` (path inside the archive, bytes), in that order.
    static func stored(_ files: [(path: String, bytes: [UInt8])]) -> [UInt8] {
        var archive: [UInt8] = []
        var directory: [UInt8] = []
        for file in files {
            let name = Array(file.path.utf8)
            let crc = file.bytes.withUnsafeBytes { Deflate.crc32($0) }
            let offset = UInt32(archive.count)
            // Local file header.
            archive.append(le32: 0x0403_4b50)
            archive += common(name: name, crc: crc, size: UInt32(file.bytes.count))
            archive += name
            archive += file.bytes
            // Its central directory entry.
            directory.append(le32: 0x0201_4b50)
            directory.append(le16: 3 << 8 | 20)  // made by: Unix, ZIP 2.0 (so the mode below is read)
            directory += common(name: name, crc: crc, size: UInt32(file.bytes.count))
            directory.append(le16: 0)  // comment length
            directory.append(le16: 0)  // disk number
            directory.append(le16: 0)  // internal attributes
            directory.append(le32: 0o100644 << 16)  // external attributes: a regular file, rw-r--r--
            directory.append(le32: offset)
            directory += name
        }
        let directoryOffset = UInt32(archive.count)
        archive += directory
        // End of central directory record.
        archive.append(le32: 0x0605_4b50)
        archive.append(le16: 0)
        archive.append(le16: 0)
        archive.append(le16: UInt16(files.count))
        archive.append(le16: UInt16(files.count))
        archive.append(le32: UInt32(directory.count))
        archive.append(le32: directoryOffset)
        archive.append(le16: 0)
        return archive
    }

    /// The fields a local header and a central directory entry share, from "version needed" to
    /// "extra field length".
    private static func common(name: [UInt8], crc: UInt32, size: UInt32) -> [UInt8] {
        var fields: [UInt8] = []
        fields.append(le16: 20)  // version needed: 2.0
        fields.append(le16: 1 << 11)  // the name is UTF-8
        fields.append(le16: 0)  // stored
        fields.append(le16: 0)  // 00:00:00
        fields.append(le16: 1 << 5 | 1)  // 1980-01-01
        fields.append(le32: crc)
        fields.append(le32: size)  // compressed size
        fields.append(le32: size)  // size
        fields.append(le16: UInt16(name.count))
        fields.append(le16: 0)  // extra field length
        return fields
    }
}

private extension Array where Element == UInt8 {
    mutating func append(le16 value: UInt16) {
        append(UInt8(value & 0xff))
        append(UInt8(value >> 8))
    }

    mutating func append(le32 value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { append(UInt8((value >> UInt32(shift)) & 0xff)) }
    }
}
