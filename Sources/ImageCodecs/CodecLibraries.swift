import CDeflate
import CGif
import CImageQuant
import CSpng
import CWebP

/// The encoding and decoding libraries this build uses, for `flipbook doctor`. None of them
/// changes a still image's pixels (PNG is lossless); the GIF quantizer and WebP's lossy mode
/// decide an animated file's colours.
package enum CodecLibraries {
    /// One library: its name, version and what Flipbook uses it for.
    package struct Library: Hashable, Sendable, Codable {
        /// `libdeflate`, `libspng`, `giflib`, `libimagequant`, `libwebp`.
        package var name: String
        /// Its version; the header's for libraries with no run-time version call (libdeflate, giflib).
        package var version: String
        /// What it does here.
        package var role: String
    }

    /// Every library, in the order PNG, GIF, WebP.
    package static var all: [Library] {
        let quant = Int(liq_version()), webp = Int(WebPGetEncoderVersion())
        return [
            Library(name: "libdeflate", version: LIBDEFLATE_VERSION_STRING, role: "PNG and APNG compression"),
            Library(name: "libspng", version: String(cString: spng_version_string()), role: "PNG reading"),
            Library(name: "giflib", version: "\(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE)", role: "GIF writing"),
            Library(name: "libimagequant", version: "\(quant / 10000).\(quant / 100 % 100).\(quant % 100)", role: "GIF palettes"),
            Library(name: "libwebp", version: "\(webp >> 16).\((webp >> 8) & 0xFF).\(webp & 0xFF)", role: "WebP"),
        ]
    }
}
