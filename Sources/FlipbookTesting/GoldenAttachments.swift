import Golden

#if canImport(Testing)
import Testing
#endif

/// A failing golden's pictures, attached to the running Swift Testing test: for each frame that
/// differs, its expected, actual and difference PNGs (`coverFlowLooksRight.strip.expected.png`, …),
/// which `swift test --attachments-path DIR` saves on Linux and macOS and Xcode shows in its report.
/// XCTest on Linux has no attachments; there the report's folder, named in the failure, holds them.
enum GoldenAttachments {
    static func record(_ outcome: CheckOutcome, at place: SourcePlace) {
        #if canImport(Testing) && compiler(>=6.2)
        guard Test.current != nil else { return }
        let location = SourceLocation(fileID: "\(place.fileID)", filePath: "\(place.filePath)", line: Int(place.line), column: Int(place.column))
        for scene in outcome.scenes {
            // The images the report writes for the frame, named without its folder.
            for frame in scene.frames where frame.status.isFailure {
                for image in ReportIndex.imageNames(of: frame, folder: scene.scene) {
                    Attachment.record(PNGBytes(bytes: image.bytes), named: "\(scene.scene).\(frame.name).\(image.kind).png", sourceLocation: location)
                }
            }
        }
        #endif
    }
}

#if canImport(Testing) && compiler(>=6.2)
/// A PNG file's bytes as a Swift Testing attachment, written as they are.
struct PNGBytes: Attachable, Sendable {
    var bytes: [UInt8]

    var estimatedAttachmentByteCount: Int? { bytes.count }

    func withUnsafeBytes<R>(for attachment: borrowing Attachment<Self>, _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        try bytes.withUnsafeBytes(body)
    }
}
#endif
