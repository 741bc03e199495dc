import Foundation
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
    /// report lists (never paths): report images by the path the report gives them (checked when
    /// it was read), the golden inside the goldens folder with no link leading out of it. Throws
    /// `unknownKey` for a name the report does not list or an image it does not have.
    package func image(folder: String, frame: String, kind: ImageKind) throws(Problem) -> [UInt8] {
        guard let scene = index.scenes.first(where: { $0.folder == folder }),
              let entry = scene.frames.first(where: { $0.name == frame }) ?? staleEntry(folder: folder, frame: frame) else {
            throw Problem(.unknownKey, "the report has no image `\(ReportIndex.shown(folder))/\(ReportIndex.shown(frame))`",
                              fix: "ask for an image the report lists")
        }
        let path: String
        switch kind {
        case .expected, .actual, .diff:
            let name = kind == .expected ? entry.expected : kind == .actual ? entry.actual : entry.diff
            guard let name else {
                throw Problem(.unknownKey, "the report has no \(kind.rawValue) image of \(folder)/\(frame)", fix: "ask for one it has")
            }
            path = reportFile(name)
        case .golden:
            let folderPath = try GoldenFiles(goldens: goldens).folder(folder)
            path = (folderPath as NSString).appendingPathComponent(frame + ".png")
            try GoldenFiles.checkWritable(path, shown: entry.golden)
        }
        guard let bytes = try Self.read(path, shown: folder + "/" + frame) else {
            throw Problem(.missingFile, "there is no \(kind.rawValue) image of \(folder)/\(frame) any more", fix: "run the check again")
        }
        return bytes
    }

    /// A stale golden of the review, as a report entry (its golden only).
    private func staleEntry(folder: String, frame: String) -> ReportIndex.Frame? {
        guard items.contains(where: { $0.kind == .stale && $0.folder == folder && $0.frame == frame }) else { return nil }
        return ReportIndex.Frame(name: frame, offset: nil, status: "stale", reason: nil, message: "", golden: folder + "/" + frame + ".png",
                                 goldenWas: nil, expected: nil, actual: nil, diff: nil, expectedSize: nil, actualSize: nil,
                                 difference: nil, allowedPixels: nil)
    }
}
