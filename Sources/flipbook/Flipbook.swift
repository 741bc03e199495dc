import ArgumentParser
import FlipbookCLI
import Render

@main
struct Flipbook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Preview, export and test CollectionViewPagingLayout paging effects, headless.",
        discussion: """
        Every command that takes a scene accepts a preset name (scale.coverFlow, stack.vortex, \
        snapshot.grid, …; `flipbook presets` lists them) or a YAML/JSON config file.
        Examples:
          flipbook strip scale.coverFlow --out coverFlow.png
          flipbook render stack.vortex --out frames --from 0 --to 3 --frames 30
          flipbook presets show scale.coverFlow > mine.yaml && flipbook watch mine.yaml
          flipbook inspect scale.coverFlow --offsets 0,0.5,1 --format json
          flipbook check Presets --goldens goldens --record never
          flipbook designer mine.yaml --open
          flipbook mcp --goldens goldens
          flipbook doctor --goldens goldens
        """,
        version: FlipbookVersion.current,
        subcommands: [StripCommand.self, RenderCommand.self, InspectCommand.self,
                      PresetsCommand.self, CodeCommand.self, ValidateCommand.self, WatchCommand.self, SchemaCommand.self,
                      CompareCommand.self, CheckCommand.self, ReviewLauncher.self, ReportCommand.self, CurvesCommand.self, DesignerLauncher.self, ImportCommand.self, MCPCommand.self, DoctorCommand.self]
    )
}

extension Flipbook {
    @_optimize(none)
    static func main() {
        flipbookMain()
    }
}
