import Foundation
import Outputs
import Problems
import SwiftImport

/// `flipbook import DIR --out FOLDER`: one config per screen written into the folder together
/// (an `OutputBatch`: all of them or none), with `SUMMARY.md`, the table also printed.
struct ScreenFolder {
    let folder: String
    let inputs: [String]

    /// Writes the configs of the screens that imported and the summary; returns the summary.
    func write(_ screens: [SwiftImporter.Screen]) throws -> String {
        let summary = Self.summary(screens)
        let batch = try OutputBatch(folder: folder, inputs: InputFiles(inputs.filter { $0 != "-" }), locked: true)
        for screen in screens {
            guard case let .success(config) = screen.outcome else { continue }
            try batch.add(Array(config.yaml.utf8), as: screen.name + ".yaml")
        }
        try batch.add(Array(summary.utf8), as: "SUMMARY.md")
        try batch.commit()
        return summary
    }

    /// The table: screen, where it is, the config, the keys written, the placeholders, and what
    /// was left out with why (a value the app computes while it runs, a property with no Flipbook
    /// setting, a screen refused as a whole).
    static func summary(_ screens: [SwiftImporter.Screen]) -> String {
        let imported = screens.filter { if case .success = $0.outcome { true } else { false } }.count
        var lines = [
            "# flipbook import: \(screens.count) screen\(screens.count == 1 ? "" : "s"), \(imported) imported", "",
            "| Screen | Source | Config | Keys written | Placeholders | Left out |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for screen in screens {
            switch screen.outcome {
            case let .success(config):
                let report = config.report
                let placeholders = report.placeholders.map { "`\($0.option)`: `\($0.expression)` (\($0.position)), \($0.why)" }
                let leftOut = report.omissions.map { "\($0) — computed while the app runs" } + report.notes.map { "\($0) — no Flipbook setting" }
                    + report.laterChanges
                lines.append(row([screen.name, screen.position, "\(screen.name).yaml", "\(config.valueCount) (\(config.keys.joined(separator: ", ")))",
                                  cell(placeholders), cell(leftOut)]))
            case let .failure(error):
                lines.append(row([screen.name, screen.position, "— (refused)", "—", "—", "the whole screen: \(error)"]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func cell(_ items: [String]) -> String {
        items.isEmpty ? "—" : items.joined(separator: "; ")
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }.joined(separator: " | ") + " |"
    }
}
