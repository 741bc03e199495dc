import FileFormats
import ImageCodecs
import SceneModel

extension OutputOptions.PNGLevel {
    /// The encoder level of the same name (`fast`, `default`, `small`: libdeflate 1, 4, 9).
    var codecLevel: FileFormats.PNGLevel {
        switch self {
        case .fast: return .fast
        case .default: return .default
        case .small: return .small
        }
    }
}
