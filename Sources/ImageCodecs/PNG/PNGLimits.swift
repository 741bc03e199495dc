import Problems
/// The one limit on every PNG Flipbook reads (goldens, `compare` inputs, `card.image`), checked
/// against the file's header before any pixel memory is allocated, and the memory budget that
/// work on several decoded images at once must fit in.
///
/// A 1 MB PNG can claim 20000×20000 px, so the size is read first (`PNGDecoder.header`) and a
/// file is refused on its header alone. Decoding one image takes `width × height × 4` bytes;
/// commands holding several images (two inputs and a diff image) add them up with
/// `checkMemory` before decoding any.
public struct PNGLimits: Sendable, Equatable {
    /// The longest side accepted, in pixels (Flipbook's largest frame side too).
    public var maximumSide: Int
    /// The most bytes of decoded pixels one piece of work may hold at once.
    public var memoryBudget: Int

    /// A limit of `maximumSide` pixels per side and `memoryBudget` bytes.
    public init(maximumSide: Int, memoryBudget: Int) {
        self.maximumSide = maximumSide
        self.memoryBudget = memoryBudget
    }

    /// 16384 px per side and 768 MiB of pixels: a pair of 8192×8192 images and their diff image
    /// fits (12 bytes per pixel); two 16384² images (3 GiB) do not, and no PNG input can make
    /// Flipbook use more than about 1 GB.
    public static let standard = PNGLimits(maximumSide: 16384, memoryBudget: 768 << 20)

    /// The bytes of straight 8-bit RGBA pixels of a `width × height` image.
    package static func decodedBytes(width: Int, height: Int) -> Int {
        width.multipliedReportingOverflow(by: height).partialValue.multipliedReportingOverflow(by: 4).partialValue
    }

    /// Throws `tooLarge` when `header`'s image is more than `maximumSide` px on a side or its
    /// decoded pixels alone exceed `memoryBudget`.
    package func check(_ header: PNGHeader) throws(Problem) {
        guard header.width <= maximumSide, header.height <= maximumSide else {
            throw Problem.imageTooLarge("the image is \(header.width)×\(header.height) px, more than \(maximumSide) px per side")
        }
        try checkMemory(Self.decodedBytes(width: header.width, height: header.height),
                        for: "decoding a \(header.width)×\(header.height) px image")
    }

    /// Throws `tooLarge`, with the estimate in the message, when `estimate` bytes are over
    /// `memoryBudget`; `work` says what would need them ("comparing two 16384×16384 px images").
    package func checkMemory(_ estimate: Int, for work: String) throws(Problem) {
        guard estimate <= memoryBudget else {
            throw Problem.imageTooLarge("\(work) would need about \(Self.describe(bytes: estimate)) of memory, "
                + "more than the \(Self.describe(bytes: memoryBudget)) limit")
        }
    }

    /// `bytes` in MiB or GiB with one decimal, as a person reads it.
    package static func describe(bytes: Int) -> String {
        let mebibytes = Double(bytes) / 1_048_576
        if mebibytes >= 1024 {
            let gibibytes = (mebibytes / 1024 * 10).rounded() / 10
            return "\(gibibytes) GiB"
        }
        return "\(Int(mebibytes.rounded(.up))) MiB"
    }
}
