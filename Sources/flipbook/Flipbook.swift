import ArgumentParser

@main
struct Flipbook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Preview, export and test CollectionViewPagingLayout paging effects, headless.",
        discussion: """
        Presets are named like scale.coverFlow, stack.vortex or snapshot.grid.
        Examples:
          flipbook inspect scale.coverFlow --offsets 0,0.5,1
        """,
        subcommands: [Compare.self, Inspect.self, RenderCommand.self, StripCommand.self, Check.self,
                      PresetsCommand.self, Code.self, Watch.self, Validate.self, SchemaCommand.self]
    )
}
