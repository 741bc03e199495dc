import Config
import Foundation
import Problems
import Render
import SceneModel

/// The scenes a check renders, from what a user lists: preset names, config files, and folders of
/// config files (`*.yaml`, `*.yml`, `*.json` directly inside, in name order; JSON Schema files
/// named `*.schema.json`, such as `Presets/flipbook.schema.json`, are not scenes and are skipped).
package enum SceneList {
    /// The config file extensions a folder is searched for.
    package static let configExtensions: Set<String> = ["yaml", "yml", "json"]

    /// Every scene named by `arguments`, in order (a folder's files by name). Throws the first
    /// config error, which names the file, line and fix; two scenes with the same name are refused
    /// because their goldens would share a folder.
    @_optimize(none)
    package static func load(_ arguments: [String]) throws -> [Scene] {
        var scenes: [Scene] = []
        var origins: [String: String] = [:]
        for argument in arguments {
            var isDirectory: ObjCBool = false
            let sources: [String]
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: argument)
                } catch {
                    throw Problem.io("list the folder", argument, error.localizedDescription, fix: "check its permissions")
                }
                sources = names
                    .filter { name in
                        configExtensions.contains((name as NSString).pathExtension.lowercased())
                            && !name.hasPrefix(".") && !name.lowercased().hasSuffix(".schema.json")
                    }
                    .sorted()
                    .map { URL(fileURLWithPath: argument).appendingPathComponent($0).path }
                if sources.isEmpty {
                    throw Problem(.missing, "the folder \(argument) holds no config files", fix: "list .yaml, .yml or .json files, or name the files or presets instead")
                }
            } else {
                sources = [argument]
            }
            for source in sources {
                let scene = try SceneLoader.load(presetOrPath: source)
                let folder = GoldenCheck.folderName(for: scene.name)
                if let other = origins[folder] {
                    throw Problem(.conflict, "\(source) and \(other) both make a scene named \(scene.name), whose goldens would share the folder \(folder)",
                                      fix: "give one of them another `name:`")
                }
                origins[folder] = source
                scenes.append(scene)
            }
        }
        return scenes
    }
}
