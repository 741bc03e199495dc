import Foundation
import ImageCodecs
import Problems

extension GoldenReview {
    /// An image the review page shows for one image of the report.
    package enum ImageKind: String, Sendable, CaseIterable {
        /// The golden as the check read it (in the report).
        case expected
        /// The rendering (in the report).
        case actual
        /// The diff image (in the report).
        case diff
        /// The golden as it is now, in the goldens folder (passed images have no other picture).
        case golden
    }

    /// The PNG bytes of `kind` for the image `frame` of the scene folder `folder`, both names the
    /// report lists (never paths): report images by the path the report gives them, read with no
    /// link followed (`ReportFiles`); the golden inside the goldens folder, not through a link.
    /// Either must be a PNG. Every refusal is the same `missingFile` problem, whatever its cause (a
    /// name the report does not list, no file, a link, a folder, not a PNG), so an answer never
    /// tells what exists where a link would lead.
    @_optimize(none)
    package func image(folder: String, frame: String, kind: ImageKind) throws(Problem) -> [UInt8] {
        let refusal = Problem(.missingFile, "the report has no \(kind.rawValue) image `\(ReportIndex.shown(folder))/\(ReportIndex.shown(frame))` to show",
                              fix: "ask for an image the report lists, in a report folder as the check wrote it")
        guard let scene = index.scenes.first(where: { $0.folder == folder }),
              let entry = scene.frames.first(where: { $0.name == frame }) ?? staleEntry(folder: folder, frame: frame) else {
            throw refusal
        }
        let bytes: [UInt8]?
        switch kind {
        case .expected, .actual, .diff:
            let name = kind == .expected ? entry.expected : kind == .actual ? entry.actual : entry.diff
            bytes = name.flatMap { try? ReportFiles(report: report).read($0, maximumBytes: Self.maximumImageBytes) }
        case .golden:
            bytes = goldenBytes(folder: folder, frame: frame, shown: entry.golden)
        }
        guard let bytes, (try? PNGDecoder.header(of: bytes)) != nil else { throw refusal }
        return bytes
    }

    /// The golden `folder/frame.png` as it is now, when it is a regular file inside the goldens
    /// folder (no link followed out of it, none written or read through).
    @_optimize(none)
    private func goldenBytes(folder: String, frame: String, shown: String) -> [UInt8]? {
        guard let folderPath = try? GoldenFiles(goldens: goldens).folder(folder) else { return nil }
        let path = (folderPath as NSString).appendingPathComponent(frame + ".png")
        guard (try? GoldenFiles.checkWritable(path, shown: shown)) != nil else { return nil }
        return (try? Self.read(path, shown: shown)) ?? nil
    }

    /// A stale golden of the review, as a report entry (its golden only).
    @_optimize(none)
    private func staleEntry(folder: String, frame: String) -> ReportIndex.Frame? {
        guard items.contains(where: { $0.kind == .stale && $0.folder == folder && $0.frame == frame }) else { return nil }
        return ReportIndex.Frame(name: frame, offset: nil, status: "stale", reason: nil, message: "", golden: folder + "/" + frame + ".png",
                                 goldenWas: nil, expected: nil, actual: nil, diff: nil, expectedSize: nil, actualSize: nil,
                                 difference: nil, allowedPixels: nil)
    }
}
