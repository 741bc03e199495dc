import ArgumentParser

/// `--format text` (for people, the default) or `--format json` (for machines) of the commands
/// that print a result: compare, doctor, review --list.
package enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
