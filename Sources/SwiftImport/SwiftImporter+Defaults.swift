import Config
import Foundation

extension SwiftImporter {
    /// `groups` with the effect's options that equal upstream's defaults left out, when the effect
    /// does not extend a layout: upstream's Layout Designer prints every option of the initialiser,
    /// and a config lists what differs (`effect: {scale: {}}` is upstream's defaults). A value of
    /// another spelling than the defaults' (`pi/4` for a number) is kept: never wrong, only longer.
    func withoutDefaults(_ groups: [Group]) -> [Group] {
        guard !groups.contains(where: { $0.key == "extends" }), let index = groups.firstIndex(where: { $0.key == "effect" }),
              case let .object(kinds) = groups[index].value, kinds.count == 1, let kind = kinds.first, case let .object(options) = kind.value,
              let defaults = try? ConfigDocument.effective(.object([.init("effect", .object([.init(kind.key, .object([]))]))]), directory: directory),
              case let .object(defaultOptions)? = defaults["effect"]?[kind.key] else { return groups }
        var result = groups
        let kept = options.filter { member in defaultOptions.first { $0.key == member.key }?.value != member.value }
        result[index].value = .object([.init(kind.key, .object(kept))])
        return result
    }
}
