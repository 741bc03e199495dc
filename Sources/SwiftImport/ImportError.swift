import Problems

extension SourcePosition {
    /// `file:line`, as the config's comments name a group.
    package var fileAndLine: String { "\(file):\(line)" }
}

/// Why a Swift file could not be read into a config. Data, not words: the command line words it.
package enum ImportError: Error, Hashable, Sendable {
    /// An option's value is not a literal (a variable, a call, a conditional): it is not guessed.
    /// `option` is the config key it feeds (`effect.scale.minScale`), `expression` the Swift as written.
    case notALiteral(SourcePosition, expression: String, option: String)
    /// A value that is fixed but not in the files (an asset colour, a custom font, another module's
    /// constant): written as a placeholder, so it leaves the reader only where no placeholder can
    /// stand (inside PVView actions). `why` says what it is.
    case unknownValue(SourcePosition, expression: String, option: String, why: String)
    /// A literal of the wrong shape for its option (a string for a number, an unknown case).
    case unexpectedValue(SourcePosition, expression: String, option: String, expected: String)
    /// A number whose value is not finite: a literal past Double's range (`1e309`) or arithmetic
    /// that leaves the reals (`1/0`). `expression` is the Swift as written.
    case notFinite(SourcePosition, expression: String, option: String)
    /// The file nests parentheses, brackets or closures deeper than swift-syntax's parser reads
    /// (it stops there, so what follows would be read as missing).
    case tooDeeplyNested(SourcePosition)
    /// More than one site sets the same kind of options and no `type`/`at` choice picks one.
    case severalSites([OptionSite])
    /// Nothing in the files sets options Flipbook reads.
    case noSites(files: [String])
    /// A `type` or `at` choice that matches no site.
    case noSiteMatches(choice: SwiftImporter.Choice, sites: [OptionSite])
    /// The config read from the Swift does not load (`Problem`'s text, e.g. an option combination
    /// the scene refuses).
    case invalidConfig(String)
}
