import Foundation

/// The repository's root folder (the one holding Package.swift), found from this file's path.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
