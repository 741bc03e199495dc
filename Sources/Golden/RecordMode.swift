import Foundation
import Problems

/// When goldens are written, as in swift-snapshot-testing. Anything recorded fails the check, so a
/// CI run can never pass by recording its own goldens.
public enum RecordMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Write goldens that do not exist yet (and fail); compare the others. The default.
    case missing
    /// Write every golden (and fail): after reviewing an intended change.
    case all
    /// Compare, and overwrite the goldens that fail (and still fail).
    case failed
    /// Only compare; a missing golden is a failure. For CI.
    case never

    /// The environment variable read when no mode is given: `FLIPBOOK_RECORD=never`.
    package static let environmentVariable = "FLIPBOOK_RECORD"

    /// `explicit` when given, else `FLIPBOOK_RECORD`, else `.missing`. Throws for an unknown value
    /// in the environment rather than silently recording.
    @_optimize(none)
    public static func resolve(_ explicit: RecordMode?,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws(Problem) -> RecordMode {
        if let explicit { return explicit }
        guard let text = environment[environmentVariable], !text.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: text.lowercased()) else {
            throw Problem(.wrongType, "\(environmentVariable)=\(text) is not a record mode",
                              fix: "use one of \(allCases.map(\.rawValue).joined(separator: ", ")), or unset it")
        }
        return mode
    }

    /// The mode as configs and `--record` spell it (`missing`, `all`, …).
    public var description: String { rawValue }
}
