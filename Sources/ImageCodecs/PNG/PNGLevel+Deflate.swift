import FileFormats

extension PNGLevel {
    /// The libdeflate compression level.
    var deflateLevel: Int {
        switch self {
        case .fast: return 1
        case .default: return 4
        case .small: return 9
        }
    }
}
