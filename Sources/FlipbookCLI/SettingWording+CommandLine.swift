import Problems

extension SettingWording {
    /// The command's own settings by their flags (`--record all`), the rest by config key: how
    /// messages read when no scene flags were given (a merged report).
    package static let commandLine = SettingWording(name: { commandLineOptions[$0] ?? "`\($0)`" })
}
