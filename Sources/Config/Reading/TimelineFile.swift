import Problems
import Foundation
import SceneModel
import Transforms

extension SceneLoader {
    /// `--timeline FILE`: a YAML or JSON file holding `timeline:` (any form) and optionally
    /// `paging:`, laid over `scene`. Errors name the file, key and line, like a config's.
    package static func applyingTimelineFile(_ path: String, to scene: Scene) throws -> Scene {
        let url = URL(fileURLWithPath: path)
        let source = try ConfigReader.read(url, displayName: displayPath(url), kind: "timeline file")
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
