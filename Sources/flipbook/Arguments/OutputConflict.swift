import FlipbookCLI
import Problems
import SceneModel

extension OutputTarget.Conflict {
    /// How `render` and `strip` (`stripOf`: the strip's preset or config) say that `--format`
    /// (`asked`) and the output do not go together. `outName` is how the output is named:
    /// `--out frames.gif`, or `` `output.path` frames.gif ``; `out` is its path.
    @_optimize(none)
    func refusal(out: String, outName: String, asked: FormatChoice?, stripOf preset: String?) -> Problem {
        let spelled = asked?.spelled ?? ""
        switch self {
        case let .stripNotStill(request):
            let example = request.isAnimatedSVG ? "svg --animated" : request.format.rawValue
            return Problem(.unsupported, "\(FlagName.format) \(spelled): a strip is one still PNG or SVG image",
                             fix: "use \(FlagName.format) png or svg here; `flipbook render \(preset ?? "") \(FlagName.out) FILE.\(example)` writes the timeline as one animated file")
        case .stripUnnamed:
            return Problem(.unsupported, "cannot tell the format of \(outName) from its extension", fix: "name the file .png, .svg or .svgz, or give \(FlagName.format) png|svg")
        case let .mismatch(asked, _):
            // A strip may also be named .svgz; render's SVG frames are .svg files in a folder.
            let name = preset != nil && asked == .svg ? "svg (or .svgz)" : asked.rawValue
            return Problem(.conflict, "\(FlagName.format) \(asked.rawValue) does not match \(outName)", fix: "name the file .\(name) or drop \(FlagName.format)")
        case .animatedSVGNotAFile:
            return Problem(.conflict, "an animated SVG is one file, not the folder \(outName)", fix: "name the output FILE.svg (or FILE.svgz)")
        case .svgFileInOtherFormat:
            return Problem(.conflict, "\(FlagName.format) \(spelled) does not match \(FlagName.out) \(out)",
                             fix: "drop \(FlagName.format), or name \(FlagName.out) a folder (frames) or a file of that format")
        }
    }
}
