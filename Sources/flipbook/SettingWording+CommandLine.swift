import Problems

extension SettingWording {
    /// The command's own settings by their flags (`--record all`), the rest by config key: how
    /// messages read when no scene flags were given (a merged report).
    static let commandLine = SettingWording(name: { Flipbook.commandOptions[$0] ?? "`\($0)`" })
}
