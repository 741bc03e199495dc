import CCairo

/// The Cairo library this process is linked with.
public enum Cairo {
    /// Cairo's run-time version, e.g. `1.18.0` (`cairo_version_string()`): anti-aliasing and text
    /// can change between releases, so golden manifests record it.
    public static var version: String { String(cString: cairo_version_string()) }
}
