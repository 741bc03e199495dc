import Config
import Foundation
import Problems
import Testing
import TestSupport

/// How the command line words each kind of problem, pinned line by line (as swift-argument-parser's
/// ErrorMessageTests pin its own): a `Problem` is data (kind, setting, value, position, fix) until a
/// front end words it, and this is the CLI's wording — `file:line:column: error: problem — fix`
/// under a config, `error: problem — fix` for the command's own arguments — with exit status 2.
/// Where the problem comes from a config, the loader's `Problem.kind` is checked as well, so a test
/// fails when a site changes its kind as well as when it changes its words.
@Suite struct ProblemKindWordingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: Problem.Kind
        var config: String?
        var arguments: [String]
        var firstLine: String
        var testDescription: String { kind.rawValue }
    }

    static let cases: [Case] = [
        Case(kind: .unknownKey, config: "effect: {scale: {minScal: 0.5}}\n", arguments: ["validate", "scene.yaml"],
             firstLine: "scene.yaml:1:18: error: unknown key `minScal` in `effect.scale` — did you mean `minScale`?"),
        Case(kind: .wrongType, config: "card: {cornerRadius: wide}\n", arguments: ["validate", "scene.yaml"],
             firstLine: "scene.yaml:1:22: error: `card.cornerRadius` must be a number in 0…1000000; got the string \"wide\""),
        Case(kind: .outOfRange, config: "card: {cornerRadius: -3}\n", arguments: ["validate", "scene.yaml"],
             firstLine: "scene.yaml:1:22: error: `card.cornerRadius` must be a number in 0…1000000; got -3"),
        Case(kind: .syntax, config: "effect: [\n", arguments: ["validate", "scene.yaml"],
             firstLine: "scene.yaml:2:1: error: YAML syntax error: did not find expected node content (while parsing a flow node at line 2, column 1)"),
        Case(kind: .missing, config: "effect: {scale: {rotation3d: {angle: 1}}}\n", arguments: ["validate", "scene.yaml"],
             firstLine: "scene.yaml:1:30: error: `effect.scale.rotation3d` is missing `minAngle`; a new rotation3d needs `angle`, `minAngle`, `maxAngle`, `x`, `y`, `z`, `m34`"),
        Case(kind: .missingFile, config: nil, arguments: ["validate", "nothere.yaml"],
             firstLine: "error: no config file at nothere.yaml"),
        Case(kind: .notRegularFile, config: nil, arguments: ["strip", "/dev/zero"],
             firstLine: "error: /dev/zero is a character device, not a regular file — give a .yaml or .json config file saved on disk"),
        Case(kind: .wrongFormat, config: nil, arguments: ["strip", "scale.coverFlow", "--out", "x.bmp"],
             firstLine: "error: cannot tell the format of --out x.bmp from its extension — name the file .png, .svg or .svgz, or give --format png|svg"),
        Case(kind: .damagedInput, config: nil, arguments: ["compare", "scene.yaml", "scene.yaml"],
             firstLine: "error: cannot read scene.yaml: not a PNG (starts with `not`) — pass a PNG file"),
        Case(kind: .tooLarge, config: nil, arguments: ["strip", "scale.coverFlow", "--viewport", "100000x100000", "--out", "y.png"],
             firstLine: "error: the frame would be 100000×100000 px, more than 16384 px per side — lower --scale or --viewport"),
        Case(kind: .conflict, config: nil, arguments: ["render", "scale.coverFlow", "--offsets", "1", "--from", "0", "--to", "1", "--out", "z.png"],
             firstLine: "error: --offsets and --from/--to/--frames/--curve both choose the offsets — give one of them"),
    ]

    @Test(arguments: cases)
    func eachKindIsWordedAsPinned(_ pinned: Case) throws {
        // The damaged-input case reads `scene.yaml` as a PNG: a file that is not one.
        let text = pinned.config ?? (pinned.kind == .damagedInput ? "not a png" : nil)
        let folder = try TemporaryFolder(files: text.map { ["scene.yaml": $0] } ?? [:])
        let run = try runFlipbook(pinned.arguments, in: folder.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == pinned.firstLine, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        if pinned.config != nil {
            let problem = #expect(throws: Problem.self) { try SceneLoader.load(file: folder.path("scene.yaml")) }
            #expect(problem?.kind == pinned.kind, "\(problem?.message ?? "")")
        }
    }

    /// Every kind the command line can meet in a config or its arguments has a pinned wording here;
    /// the others come from servers (`forbidden`, `unavailable`, `cancelled`), a comparison
    /// (`mismatch`, worded by the check's report) or a failure of the system (`io`, `outOfMemory`,
    /// `failure`, `unsupported`).
    @Test func theKindsACommandMeetsArePinned() {
        let pinned = Set(Self.cases.map(\.kind))
        let elsewhere: Set<Problem.Kind> = [.forbidden, .unavailable, .cancelled, .mismatch, .io, .outOfMemory, .failure, .unsupported]
        #expect(pinned.union(elsewhere) == Set(Problem.Kind.allCases))
    }
}
