import Foundation
import Golden

#if canImport(Testing)
import Testing
#endif

/// What `withFlipbook(record:goldens:operation:)` and the `.flipbook(record:goldens:)` trait set for
/// the assertions inside them: a record mode and a goldens folder, each `nil` to leave it as it was.
///
/// An assertion's own `record:` and `goldens:` arguments win over the scope; the scope wins over the
/// `FLIPBOOK_RECORD` environment variable. Scopes nest: the innermost one that sets a value wins.
struct FlipbookScope: Sendable, Equatable {
    /// The record mode of the assertions inside, or `nil` for the enclosing scope's.
    var record: RecordMode?
    /// The goldens folder of the assertions inside, or `nil` for the enclosing scope's (at the
    /// outermost, `__Goldens__` beside each test file).
    var goldens: String?

    /// A scope setting `record` and `goldens`.
    init(record: RecordMode? = nil, goldens: String? = nil) {
        self.record = record
        self.goldens = goldens
    }

    /// The scope in force here: the innermost `withFlipbook` or trait, else none.
    @TaskLocal static var current = FlipbookScope()

    /// `inner` inside this scope: its values where it sets them, this scope's elsewhere.
    func merged(with inner: FlipbookScope) -> FlipbookScope {
        FlipbookScope(record: inner.record ?? record, goldens: inner.goldens ?? goldens)
    }
}

/// Runs `operation` with the golden assertions inside it (`assertGolden`, `assertLayout`) recording
/// in `record` mode into `goldens`, like swift-snapshot-testing's `withSnapshotTesting(record:)`:
/// one suite can record while the others check.
///
/// ```swift
/// @Test func recordsTheNewStack() {
///     withFlipbook(record: .missing) {
///         assertGolden(of: "stack.vortex")
///     }
/// }
/// ```
/// - Parameters:
///   - record: The record mode; `nil` keeps the enclosing one (else `FLIPBOOK_RECORD`, else `.missing`).
///   - goldens: The goldens folder; `nil` keeps the enclosing one (else `__Goldens__` beside each test file).
///   - operation: The assertions.
/// - Returns: What `operation` returns (discardable: a one-line `assertGolden` returns its outcome).
@discardableResult
public func withFlipbook<Result>(record: RecordMode? = nil, goldens: String? = nil,
                                 operation: () throws -> Result) rethrows -> Result {
    try FlipbookScope.$current.withValue(FlipbookScope.current.merged(with: FlipbookScope(record: record, goldens: goldens)), operation: operation)
}

/// The asynchronous form of `withFlipbook(record:goldens:operation:)`.
@discardableResult
public func withFlipbook<Result>(record: RecordMode? = nil, goldens: String? = nil, isolation: isolated (any Actor)? = #isolation,
                                 operation: () async throws -> Result) async rethrows -> Result {
    try await FlipbookScope.$current.withValue(FlipbookScope.current.merged(with: FlipbookScope(record: record, goldens: goldens)),
                                               operation: operation, isolation: isolation)
}

#if canImport(Testing) && compiler(>=6.1)
/// A Swift Testing trait that runs a test, or every test of a suite, inside
/// `withFlipbook(record:goldens:)`.
///
/// ```swift
/// @Suite(.flipbook(record: .missing)) struct NewEffectTests {
///     @Test func vortex() { assertGolden(of: "stack.vortex") }
/// }
/// ```
public struct FlipbookTrait: SuiteTrait, TestTrait, TestScoping {
    /// The record mode and goldens folder the trait sets.
    let scope: FlipbookScope

    /// A suite's trait applies to each of its tests, and to those of the suites inside it.
    public var isRecursive: Bool { true }

    /// Runs `function` inside the trait's scope.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await FlipbookScope.$current.withValue(FlipbookScope.current.merged(with: scope), operation: function)
    }
}

extension Trait where Self == FlipbookTrait {
    /// Golden assertions in this test or suite record in `record` mode into `goldens` (`nil`: as outside).
    public static func flipbook(record: RecordMode? = nil, goldens: String? = nil) -> Self {
        FlipbookTrait(scope: FlipbookScope(record: record, goldens: goldens))
    }
}
#endif
