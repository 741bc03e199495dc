import ArgumentParser
import CairoKit
import FlipbookCLI
import Foundation
import Golden
import ImageCodecs
import Problems
import Render
import Transforms

/// `flipbook doctor`: what decides pixels on this machine, what is missing, and how this machine
/// differs from the ones that recorded a folder of goldens.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Print what decides pixels here (Flipbook, Cairo, pixman, FreeType, fonts) and what is missing.",
        discussion: """
        Goldens are exact pixels, so they depend on the drawing libraries and the font files of the \
        machine that recorded them. `doctor` prints them, with what to install for anything missing, and \
        with --goldens compares them with what each golden folder's manifest.json recorded, the reason a \
        golden that passes on one machine fails on another.
        Exit status: 0 all present and the same, 1 a font missing or goldens recorded with another \
        environment, 2 bad input.

        Examples:
          flipbook doctor
          flipbook doctor --goldens Tests/Goldens
          flipbook doctor --format json
        """
    )

    @Option(help: ArgumentHelp("Also compare with the environment each golden folder's manifest recorded.", valueName: "DIR"))
    var goldens: String?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @_optimize(none)
    func run() throws {
        let now = RenderingEnvironment.current()
        let folders = try goldens.map { try GoldenFolderEnvironment.audit(goldens: URL(fileURLWithPath: $0, isDirectory: true), now: now) }
        let ffmpeg = MP4Encoder.ffmpegPath()
        switch format {
        case .json: try printJSON(now, folders: folders, ffmpeg: ffmpeg)
        case .text: printText(now, folders: folders, ffmpeg: ffmpeg)
        }
        let fontsMissing = !now.drawing.systemFont.isPresent || !now.drawing.fallbackFont.isPresent
        if fontsMissing || (folders ?? []).contains(where: { !$0.differences.isEmpty }) {
            throw Verdict.environmentDiffers
        }
    }

    @_optimize(none)
    private func printText(_ now: RenderingEnvironment, folders: [GoldenFolderEnvironment]?, ffmpeg: String?) {
        let drawing = now.drawing
        var lines = ["Flipbook \(now.flipbook)", "", "Drawing (decides pixels):"]
        lines += [("Cairo", drawing.cairo), ("pixman", drawing.pixman), ("FreeType", drawing.freetype), ("fontconfig", drawing.fontconfig)]
            .map { "  \($0.0.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.1)" }
        lines.append(fontLine("system font", drawing.systemFont))
        lines.append(fontLine("fallback", drawing.fallbackFont))
        lines += ["", "Files (lossless: no effect on a frame's pixels):"]
        for library in CodecLibraries.all {
            lines.append("  \(library.name.padding(toLength: 14, withPad: " ", startingAt: 0))\(library.version.padding(toLength: 9, withPad: " ", startingAt: 0))\(library.role)")
        }
        lines.append("  ffmpeg        " + (ffmpeg.map { "\($0) (MP4)" } ?? "not installed — only MP4 needs it: apt-get install ffmpeg"))
        if let folders, let goldens {
            lines += ["", "Goldens in \(goldens) (\(folders.count) folder\(folders.count == 1 ? "" : "s") with a manifest):"]
            if folders.isEmpty { lines.append("  none: no manifest.json under \(goldens)") }
            // Folders with the same finding share a line: a suite of 40 scenes recorded on one
            // machine says so once.
            var findings: [(text: String, folders: [String])] = []
            for folder in folders {
                let texts = folder.recorded == nil
                    ? ["recorded before Flipbook 0.4.0, so the manifest names no fonts or libraries — re-record with --record all to add them"]
                    : folder.differences.isEmpty ? ["recorded with this machine's fonts and libraries"] : folder.differences
                for text in texts {
                    if let index = findings.firstIndex(where: { $0.text == text }) { findings[index].folders.append(folder.folder) }
                    else { findings.append((text, [folder.folder])) }
                }
            }
            for finding in findings {
                let shown = finding.folders.prefix(3).joined(separator: ", ") + (finding.folders.count > 3 ? ", … (\(finding.folders.count) folders)" : "")
                lines.append("  \(shown): \(finding.text)")
            }
        }
        // Families, versions and findings come from manifest.json files, which may hold anything.
        print(ControlCharacters.escaped(lines.joined(separator: "\n")))
    }

    @_optimize(none)
    private func fontLine(_ role: String, _ font: DrawingEnvironment.Font) -> String {
        let label = "  \(role.padding(toLength: 12, withPad: " ", startingAt: 0))"
        let file = DrawingEnvironment.file(drawing: font.family)
        if font.isPresent { return label + "\(font.family) \(font.version ?? "(no version)")  \(file)" }
        let install = RenderingEnvironment.package(for: font.family).map { "install \($0)" } ?? "install the \(font.family) font"
        return label + "\(font.family) is missing, drawn with \(font.drawnFamily) \(font.version ?? "")  \(file) — \(install)"
    }

    @_optimize(none)
    private func printJSON(_ now: RenderingEnvironment, folders: [GoldenFolderEnvironment]?, ffmpeg: String?) throws {
        struct Folder: Encodable { var folder: String; var recorded: RenderingEnvironment?; var differences: [String] }
        struct Report: Encodable {
            var environment: RenderingEnvironment
            var systemFontFile: String
            var fallbackFontFile: String
            var libraries: [CodecLibraries.Library]
            var ffmpeg: String?
            var goldens: [Folder]?
        }
        let report = Report(environment: now,
                            systemFontFile: DrawingEnvironment.file(drawing: now.drawing.systemFont.family),
                            fallbackFontFile: DrawingEnvironment.file(drawing: now.drawing.fallbackFont.family),
                            libraries: CodecLibraries.all, ffmpeg: ffmpeg,
                            goldens: folders?.map { Folder(folder: $0.folder, recorded: $0.recorded, differences: $0.differences) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
