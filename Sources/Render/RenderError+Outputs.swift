import Outputs
import SceneModel

extension RenderError {
    /// An output that cannot be written, with `OutputFile`'s problem and fix.
    init(_ error: OutputError) {
        self.init(error.problem, fix: error.fix)
    }
}
