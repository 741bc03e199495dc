extension ConfigDocument {
    /// The file paths a config names, each with its config key: `extends` references that are
    /// paths (not preset names) at the top level, `fonts` at the top level, and every `image`
    /// string at any depth (`card.image`, `overlay.pages[0][1].image`, `menu.items[2].image`).
    /// Paths are as written (relative ones start in the config's folder). The servers check each
    /// before anything opens it: they read only files inside the folders they were given.
    @_optimize(none)
    package static func filePaths(in config: JSONValue) -> [(path: String, key: String)] {
        filePaths(in: config, topLevel: true, key: "")
    }

    @_optimize(none)
    private static func filePaths(in value: JSONValue, topLevel: Bool, key: String) -> [(path: String, key: String)] {
        switch value {
        case let .object(members):
            return members.flatMap { member -> [(path: String, key: String)] in
                let child = key.isEmpty ? member.key : "\(key).\(member.key)"
                switch (member.key, member.value) {
                case ("extends", .string(let reference)) where topLevel:
                    return isFilePath(reference) ? [(reference, child)] : []
                case ("extends", .array(let references)) where topLevel:
                    return references.enumerated().compactMap { index, reference in
                        if case let .string(text) = reference, isFilePath(text) { return (text, "\(child)[\(index)]") }
                        return nil
                    }
                case ("fonts", .array(let files)) where topLevel:
                    return files.enumerated().compactMap { index, file in
                        if case let .string(text) = file { return (text, "\(child)[\(index)]") }
                        return nil
                    }
                case ("image", .string(let path)):
                    return [(path, child)]
                default:
                    return filePaths(in: member.value, topLevel: false, key: child)
                }
            }
        case let .array(items):
            return items.enumerated().flatMap { filePaths(in: $1, topLevel: false, key: "\(key)[\($0)]") }
        default:
            return []
        }
    }
}
