import Transforms

/// The docs' option and key tables as Markdown, by name: the tables `GeneratedFiles` writes into
/// docs/CONFIG.md, PAGES.md, MENU.md, LAYERS.md and MOTION.md, each under a heading. `flipbook mcp`
/// serves them as resources, so an agent can read every key before it writes a config.
package enum KeyTables {
    /// One table (or a group of them): its resource name, a title, and the Markdown.
    package struct Table: Sendable {
        package var name: String
        package var title: String
        package var markdown: String
    }

    /// Every table, in the docs' order.
    @_optimize(none)
    package static var all: [Table] {
        [
            Table(name: "effects", title: "Effect options: scale, stack and snapshot (docs/CONFIG.md)", markdown: effects),
            Table(name: "pages", title: "Page view controller and page curl options (docs/PAGES.md)", markdown: pages[0]),
            Table(name: "pageControl", title: "Page control options (docs/PAGES.md)", markdown: pages[1]),
            Table(name: "menu", title: "Paging menu options, Parchment's PagingOptions (docs/MENU.md)", markdown: menu),
            Table(name: "layers", title: "Layer, action, keyframe and overlay keys (docs/LAYERS.md)",
                  markdown: sections(["Layer keys", "Action keys", "Keyframe properties", "Timing function forms", "Overlay keys"], FormatTables.layers)),
            Table(name: "timeline", title: "Timeline forms, sweep and script keys, steps (docs/MOTION.md)",
                  markdown: sections(["Timeline forms", "Sweep keys", "Script keys", "Steps", "Step keys"], FormatTables.timeline)),
        ]
    }

    /// The option tables of every catalogued effect (docs/CONFIG.md's), as Markdown.
    @_optimize(none)
    package static var effects: String {
        """
        **Scale** (`ScaleTransformViewOptions`):

        \(OptionText.table(ScaleTransformViewOptions.self))
        **Stack** (`StackTransformViewOptions`):

        \(OptionText.table(StackTransformViewOptions.self))
        **Snapshot** (`SnapshotTransformViewOptions`):

        \(OptionText.table(SnapshotTransformViewOptions.self))
        """
    }

    /// docs/PAGES.md's two tables: the page view controller's options (with the curl's), then the page control's.
    @_optimize(none)
    package static var pages: [String] {
        [OptionText.table(PageViewControllerOptions.self, then: CurlOptions.self, under: "curl"), OptionText.table(PageControlOptions.self)]
    }

    /// docs/MENU.md's table: Parchment's options.
    package static var menu: String { OptionText.table(PagingOptions.self) }

    /// `tables`, each under `### heading`.
    @_optimize(none)
    private static func sections(_ headings: [String], _ tables: [String]) -> String {
        zip(headings, tables).map { "### \($0)\n\n\($1)" }.joined(separator: "\n")
    }
}
