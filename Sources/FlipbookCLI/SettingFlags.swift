/// A command whose flags stand for scene settings. The libraries name a setting in a fix by its
/// config key in backticks (`` use `output.scale` 1, 2 or 3 ``); `main()` rewrites each key this
/// gives a flag for (`use --scale 1, 2 or 3`).
package protocol SettingFlags {
    /// The flag to name for the config key `key`, or nil to keep the key.
    func flag(forSetting key: String) -> String?
}
