import Foundation
import Inputs
import Outputs
import Problems
import SwiftImport

/// The Swift files an import reads: files as named, standard input for `-`, and every `.swift`
/// file under a folder (in name order, hidden folders and dependency checkouts skipped), within
/// bounds on the count and the bytes read.
struct SwiftInputs {
    /// The largest Swift input read, file or standard input: 4 MiB, far above any view's source
    /// (swift-syntax's tree of a 10 MB file took 43.8 s and 1.33 GB).
    static let maximumBytes = 4 << 20
    /// The most files one import reads: an app of a few hundred screens fits; a folder holding
    /// whole SDKs does not.
    static let maximumFiles = 2_000
    /// The most bytes one import reads in all.
    static let maximumTotalBytes = 64 << 20
    /// Folders that hold other people's code (dependency managers' checkouts, build products), not the app's.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules", "build", "Build", "Checkouts"]
    /// Folders named like a paging library: skipped when they hold a copy of its own sources (a file
    /// declaring its root type), kept when they hold the app's own code about it.
    static let libraryFolders: Set<String> = ["Parchment", "CollectionViewPagingLayout", "PVView", "ElegantPages"]
    /// The declarations that mark a library's own sources.
    static let libraryRoots = ["class PagingViewController", "class PagingOptions", "struct ScaleTransformViewOptions",
                               "class CollectionViewPagingLayout", "class PVView", "struct ElegantPagesView"]

    /// Files of copies of the libraries' sources that were skipped.
    private(set) var skippedLibraryFiles = 0

    private(set) var sources: [SwiftSource] = []
    /// Whether a folder was among the inputs.
    private(set) var hasFolder = false
    private(set) var bytesRead = 0

    /// Reads `arguments` (files, folders, `-`).
    init(_ arguments: [String]) throws {
        var files: [String] = []
        for argument in arguments {
            var isFolder: ObjCBool = false
            if argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
                hasFolder = true
                let found = try Self.swiftFiles(in: argument)
                guard !found.isEmpty else {
                    throw Problem(.missing, "\(argument) holds no .swift files", fix: "give the folder of the app's sources, or its .swift files", value: argument)
                }
                files += found
            } else {
                files.append(argument)
            }
            guard files.count <= Self.maximumFiles else {
                throw Problem(.tooLarge, "the inputs hold more than \(Self.maximumFiles) Swift files; flipbook import reads up to \(Self.maximumFiles) at a time",
                              fix: "give the app's own source folder (one target), not a folder with its dependencies", value: argument)
            }
        }
        let libraries = Self.libraryCopies(in: files)
        skippedLibraryFiles = files.filter { file in libraries.contains { file.hasPrefix($0 + "/") } }.count
        var read: Set<FileIdentity> = []
        for file in files where !libraries.contains(where: { file.hasPrefix($0 + "/") }) {
            // A file named twice (`A.swift ./A.swift`, a glob that overlaps a folder) is read once,
            // or its one site would be "several sites".
            if file != "-", let identity = FileIdentity(path: file), !read.insert(identity).inserted { continue }
            let text = try Self.read(file)
            bytesRead += text.utf8.count
            guard bytesRead <= Self.maximumTotalBytes else {
                throw Problem(.tooLarge, "the inputs hold more than \(Self.maximumTotalBytes >> 20) MiB of Swift; flipbook import reads up to \(Self.maximumTotalBytes >> 20) MiB at a time",
                              fix: "give the app's own source folder (one target), not a folder with its dependencies", value: file)
            }
            sources.append(SwiftSource(name: file == "-" ? "stdin" : file, text: text))
        }
    }

    /// `.swift` files under `folder`, by path, skipping hidden entries and `skippedFolders`;
    /// symbolic links are not followed (a link could lead out of the folder, or round in a loop).
    private static func swiftFiles(in folder: String) throws -> [String] {
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
                                                              options: [.skipsHiddenFiles, .skipsPackageDescendants]) else {
            throw Problem(.io, "cannot read the folder \(folder)", value: folder)
        }
        var found: [String] = []
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isDirectory == true, skippedFolders.contains(url.lastPathComponent) { enumerator.skipDescendants(); continue }
            guard values?.isSymbolicLink != true, values?.isDirectory != true, url.pathExtension == "swift" else { continue }
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
            found.append(root == "." ? relative : root + "/" + relative)
            if found.count > maximumFiles { break }
        }
        return found.sorted()
    }

    /// The folders named like a library whose files declare its root type (`open class PagingViewController`).
    private static func libraryCopies(in files: [String]) -> [String] {
        var folders: Set<String> = []
        for file in files {
            let parts = file.split(separator: "/").map(String.init)
            guard let index = parts.lastIndex(where: libraryFolders.contains), index < parts.count - 1 else { continue }
            let folder = parts[...index].joined(separator: "/")
            guard !folders.contains(folder), let text = try? read(file),
                  libraryRoots.contains(where: { root in text.contains("public " + root) || text.contains("open " + root) }) else { continue }
            folders.insert(folder)
        }
        return folders.sorted()
    }

    /// A file's text, or standard input's for `-`, read through `InputFile` (regular files only,
    /// bounded), each failure said as what it is.
    static func read(_ file: String) throws -> String {
        let bytes: [UInt8]
        do {
            bytes = file == "-" ? try InputFile.readStandardInput(maximumBytes: maximumBytes)
                : try InputFile.read(file, maximumBytes: maximumBytes)
        } catch {
            let name = file == "-" ? "standard input" : file
            switch error {
            case .missing:
                throw Problem.missingFile("Swift file", at: file)
            case .folder:
                throw Problem.notRegularFile(file, is: "a folder", expected: "a Swift file", fix: "give the folder itself: flipbook import \(file) --out configs/")
            case .special(let kind):
                throw Problem.notRegularFile(file, is: kind, expected: "a Swift file", fix: "give a regular .swift file, or - to read standard input")
            case .tooLarge(let size):
                throw Problem(.tooLarge, "\(name) holds \(size > maximumBytes ? "more than \(maximumBytes)" : "\(size)") bytes; flipbook import reads Swift sources up to \(maximumBytes >> 20) MiB",
                              fix: "give the file that declares the options, not a whole module", value: file)
            case .unreadable(let reason):
                throw Problem.io("read", name, reason, value: file)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Problem(.wrongFormat, "\(file) is not UTF-8 text", fix: "save it as UTF-8", value: file)
        }
        return text
    }
}
