// swift-tools-version: 6.0
// A package that uses Flipbook as a client does, by path, and nothing else of it: Tools/test.sh builds
// it (Tests/Client/build.sh) with every ```swift block of README.md and docs/*.md as a file of its
// test target, so the docs' snippets compile against the library products as written. It also
// depends on swift-syntax 603, as a macro package may: Flipbook must resolve next to it (its range,
// 600..<604, admits 603; an exact pin did not). No target uses swift-syntax, so it is resolved, not built.
// build.sh runs Flipbook's command plugin from here too (`swift package flipbook …`).
import PackageDescription

/// Flipbook's library products named `names`.
func flipbook(_ names: String...) -> [Target.Dependency] {
    names.map { .product(name: $0, package: "Flipbook") }
}

let package = Package(
    name: "FlipbookClient",
    dependencies: [
        .package(name: "Flipbook", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .testTarget(
            name: "SnippetTests",
            dependencies: flipbook("Transforms", "SceneModel", "Config", "Render", "FlipbookTesting", "Golden")
                + [.product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Goldens__"]
        ),
        // Golden tests as a client writes them (build.sh records, breaks and accepts them).
        .testTarget(
            name: "GoldenClientTests",
            dependencies: flipbook("Transforms", "SceneModel", "FlipbookTesting"),
            exclude: ["__Goldens__"]
        ),
    ]
)
