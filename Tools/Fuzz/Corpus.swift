import Foundation

/// The seeds: every config under Presets/, every small PNG under Tests/Goldens/ and docs/strips/, and
/// the timeline files of docs/ (YAML with a `timeline:`).
struct Corpus {
    var configs: [(name: String, text: String)] = []
    var pngs: [(name: String, bytes: [UInt8])] = []
    var timelines: [(name: String, text: String)] = []

    init(root: String) {
        let fileManager = FileManager.default
        for folder in ["Presets", "Tests/Goldens", "docs/strips"] {
            guard let walker = fileManager.enumerator(atPath: root + "/" + folder) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = root + "/" + folder + "/" + relative
                let ext = (relative as NSString).pathExtension.lowercased()
                if ["yaml", "yml", "json"].contains(ext), folder == "Presets",
                   let text = try? String(contentsOfFile: path, encoding: .utf8) {
                    configs.append((relative, text))
                } else if ext == "png", let data = fileManager.contents(atPath: path), data.count <= 256 * 1024 {
                    pngs.append((relative, Array(data)))
                }
            }
        }
        for name in ((try? fileManager.contentsOfDirectory(atPath: root + "/docs")) ?? []).sorted() where name.hasSuffix(".yaml") {
            if let text = try? String(contentsOfFile: root + "/docs/" + name, encoding: .utf8), text.contains("timeline:") {
                timelines.append((name, text))
            }
        }
        configs.sort { $0.name < $1.name }
        pngs.sort { $0.name < $1.name }
    }
}
