import Problems
import Foundation
import SceneModel
import Transforms

extension SceneLoader {
    /// `--timeline FILE`: a YAML or JSON file holding `timeline:` (any form) and optionally
    /// `paging:`, laid over `scene`. Errors name the file, key and line, like a config's.
    @_optimize(none)
    package static func applyingTimelineFile(_ path: String, to scene: Scene) throws -> Scene {
        let url = URL(fileURLWithPath: path)
        return try applyingTimeline(try ConfigReader.read(url, displayName: displayPath(url), kind: "timeline file"), to: scene)
    }

    /// `applyingTimelineFile` for text that is not in a file (a server's request): YAML or JSON
    /// holding `timeline:` and optionally `paging:`; messages name it `displayName`, with the line
    /// and column in `text`.
    @_optimize(none)
    package static func applyingTimeline(text: String, displayName: String, to scene: Scene) throws -> Scene {
        guard text.utf8.count <= ConfigLimits.maxFileBytes else {
            throw Problem.fileTooLarge(displayName, bytes: text.utf8.count, maximum: ConfigLimits.maxFileBytes, kind: "timelines")
        }
        return try applyingTimeline(SourceFile(displayName: displayName, url: nil, text: text), to: scene)
    }

    @_optimize(none)
    private static func applyingTimeline(_ source: SourceFile, to scene: Scene) throws -> Scene {
        let root = try ConfigReader.parse(source)
        var draft = SceneDraft(scene: scene)
        let schema = ObjectSchema<SceneDraft>(fields: [TimelineSchema.timelineField, TimelineSchema.pagingField])
        try schema.apply(root, to: &draft, at: .root)
        guard draft.timelineMark != nil else {
            throw Problem(.missing, "\(source.displayName) has no `timeline:`", fix: "write e.g. `timeline: {fps: 60, steps: [{drag: {by: -120, duration: 0.3}}, release]}`",
                              at: root.mark)
        }
        try TimelineSchema.check(draft.scene, timelineMark: draft.timelineMark, stepMarks: draft.timelineStepMarks, root: root)
        return draft.scene
    }
}
