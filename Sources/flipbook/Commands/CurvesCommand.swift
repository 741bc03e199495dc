import ArgumentParser
import Outputs
import Render

/// `flipbook curves --out FILE`: a PNG sheet plotting every named timing curve, exact and as PVView solves it.
struct CurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curves",
        abstract: "Plot PVView's 29 named timing curves (exact in blue, PVView's solver in orange) to a PNG.",
        discussion: """
        Example:
          flipbook curves --out docs/motion-curves.png
        """
    )

    @Option(name: .customLong("out"), help: ArgumentHelp("The PNG to write.", valueName: "FILE"))
    var out: String

    @_optimize(none)
    func run() throws {
        let bytes = try CurvePlot.namedCurves.png()
        try OutputFile.write(bytes, to: out)
        print("wrote \(out)")
    }
}
