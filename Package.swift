// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Flipbook",
    // Linux (tested here and on CI) and macOS 15 or later: `Mutex` (Synchronization) needs macOS 15.
    // macOS is built by no test here.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "flipbook", targets: ["flipbook"]),
        // `flipbook import`'s Swift reader: its own product so that swift-syntax is built only for it.
        .executable(name: "flipbook-import", targets: ["flipbook-import"]),
        // `flipbook mcp`'s server (the MCP Swift SDK): its own product so that `flipbook` builds without the SDK.
        .executable(name: "flipbook-mcp", targets: ["flipbook-mcp"]),
        // `flipbook designer` and `flipbook review`'s pages and their HTTP server (FlyingFox): its own
        // product so that `flipbook` builds without FlyingFox (CI's checks and a first strip never serve a page).
        .executable(name: "flipbook-server", targets: ["flipbook-server"]),
        // One product per module a client imports (docs/LIBRARY.md says why not one umbrella product):
        // a package takes only what it uses, e.g. `Transforms` alone brings neither Cairo nor Yams.
        .library(name: "Transforms", targets: ["Transforms"]),
        .library(name: "Problems", targets: ["Problems"]),
        .library(name: "SceneModel", targets: ["SceneModel"]),
        .library(name: "Config", targets: ["Config"]),
        .library(name: "Render", targets: ["Render"]),
        .library(name: "ImageCodecs", targets: ["ImageCodecs"]),
        .library(name: "FileFormats", targets: ["FileFormats"]),
        .library(name: "ImageDiff", targets: ["ImageDiff"]),
        .library(name: "Golden", targets: ["Golden"]),
        .library(name: "FlipbookTesting", targets: ["FlipbookTesting"]),
        // `swift package flipbook check …` in a package that depends on Flipbook (docs/GOLDENS.md).
        .plugin(name: "FlipbookPlugin", targets: ["FlipbookPlugin"]),
    ],
    dependencies: [
        // Ranges, not pins: Flipbook is a library, and a client resolves it next to its own versions
        // of these. Each lower bound is the release Flipbook is built and tested with (CHANGELOG.md);
        // `from:` accepts every later release with the same major version.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Tests only: SwiftPM does not resolve a dependency's test-only packages for its clients.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // The designer's HTTP server: small, no SwiftNIO (see docs/DESIGNER.md for its build cost).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // `flipbook-import` only (SwiftSyntax, SwiftParser): the main `flipbook` never builds it (docs/IMPORT.md).
        // Every release `flipbook import` is tested with, 600 to 603 (Tests/ClientSyntax builds it with
        // 603 beside a client's own swift-syntax; swift-snapshot-testing accepts 509..<605).
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // `flipbook-mcp` only (MCP, and the swift-log its transport protocol names): the main `flipbook`
        // never builds them (docs/MCP.md says what they cost).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `swift package generate-documentation` (DocC): the API reference, built by Tools/docs.sh.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Pure paging math: options, named layouts, item states, culling. No I/O, no Cairo; its
        // refusals are `Problem`s (Problems has no Foundation either).
        .target(name: "Transforms", dependencies: ["Problems"]),
        // The one error shape, "problem — fix" (`Problem`), that the libraries and the CLI throw, and how
        // text in messages and JSON is spelt (suggestions, numbers, JSON strings). No Foundation.
        .target(name: "Problems"),
        // The scene description as values: page, cards, effect, timeline, output, and the checks that
        // a scene can be drawn. No Cairo, so configs can be read and validated by tools that never draw.
        .target(name: "SceneModel", dependencies: ["Transforms", "Problems", "FileFormats"]),
        // The system Cairo library, its FreeType backend and fontconfig (apt: libcairo2-dev brings all three).
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // The one way outputs are written: streams, symlinks, inputs refused, atomic files and batches,
        // folder locks, cleanup on interrupt. Foundation only.
        .target(name: "Outputs", dependencies: ["Problems", "Inputs"]),
        // The one way inputs are read: opened without blocking, regular files only, bounded. No Foundation.
        .target(name: "Inputs"),
        // The system libdeflate (apt: libdeflate-dev): DEFLATE/zlib compression and CRC-32 for PNG writing.
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // The system libspng (apt: libspng-dev): PNG decoding with limits read from the header.
        .systemLibrary(
            name: "CSpng",
            pkgConfig: "spng",
            providers: [.apt(["libspng-dev"])]
        ),
        // A small, safe Swift layer over Cairo: surfaces, contexts, PNG and SVG I/O, font faces
        // (cairo-ft from font files that fontconfig lists).
        .target(name: "CairoKit", dependencies: ["CCairo", "Problems", "Outputs", "ImageCodecs", "FileFormats"]),
        // What drawing a scene loads and measures with: its fonts and images (read once per command),
        // and the menu's titles measured in those fonts, which the renderer draws and inspect reports.
        .target(name: "SceneResources", dependencies: ["CairoKit", "SceneModel", "Transforms", "Problems", "Inputs", "ImageCodecs"]),
        // Draws frames of a paging scene and exports PNG/SVG frames, sequences and strips.
        .target(name: "Render", dependencies: ["Transforms", "SceneModel", "SceneResources", "Problems", "CairoKit", "Outputs", "Inputs", "ImageCodecs", "FileFormats"]),
        // giflib 5 (apt: libgif-dev; no pkg-config file, the module map links `gif`).
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        // libimagequant, the GIF quantizer (apt: libimagequant-dev).
        .systemLibrary(name: "CImageQuant", pkgConfig: "imagequant", providers: [.apt(["libimagequant-dev"])]),
        // libwebp with WebPAnimEncoder (apt: libwebp-dev).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // Image file formats on straight RGBA: PNG encoding (libdeflate) and decoding (libspng),
        // exact (un)premultiplication, animated GIF, WebP and MP4 (through ffmpeg).
        // What Flipbook writes, as values: still and animated file formats, PNG levels, animation
        // settings. Shared by the scene (SceneModel) and the encoders (ImageCodecs); no code of either.
        .target(name: "FileFormats"),
        .target(name: "ImageCodecs", dependencies: ["FileFormats", "Problems", "Inputs", "CDeflate", "CSpng", "CGif", "CImageQuant", "CWebP"]),
        // pixelmatch-compatible image comparison with statistics and diff images.
        .target(name: "ImageDiff", dependencies: ["Problems", "Outputs", "ImageCodecs", "FileFormats"]),
        // What `flipbook inspect` prints: every frame's numbers as JSON or a table, made from the
        // model's values (Transforms keeps only math and state, Render only drawing).
        .target(name: "Inspect", dependencies: ["Problems", "Transforms", "SceneModel", "SceneResources"]),
        // YAML/JSON scene configs, `extends`, validation, the presets catalog, JSON Schema, Swift code output.
        // Every function is `@_optimize(none)`, as in Golden and the `flipbook` CLI: they read, check,
        // word and orchestrate once per command (the hot loops are in Transforms, Render, ImageCodecs,
        // ImageDiff and Inspect), and optimizing them cost a cold release build of `flipbook` about 35
        // CPU seconds on its critical path (Config 53 → 26–31 s, the CLI 27 → 16–18 s, 2 cores;
        // Tools/build-profile.sh); commands ran as fast, reading a config about 1.2 ms slower
        // (CHANGELOG.md). Not Inspect: its frames are a loop (`inspect` of 2,000 frames took 1.3 times
        // as long unoptimized).
        // Every preset's YAML is compiled in as string literals (Catalog/PresetTexts.swift, which
        // flipbook-generate writes from Presets/): `resources: [.embedInCode(…)]` writes byte-array
        // literals, which cost the optimizer about 40 s of this module's release build.
        .target(name: "Config", dependencies: ["Inputs", "Problems", "Transforms", "SceneModel", "FileFormats", .product(name: "Yams", package: "Yams")]),
        // Golden-image checks: record modes, manifests, HTML/Markdown/JUnit reports.
        .target(name: "Golden", dependencies: ["Problems", "SceneModel", "Render", "Inspect", "CairoKit", "ImageDiff", "ImageCodecs", "Config", "Outputs", "Inputs"]),
        // One-call golden assertions for XCTest / Swift Testing, and a swift-snapshot-testing strategy.
        .target(name: "FlipbookTesting", dependencies: [
            "Problems", "Golden", "SceneModel", "Render", "Config", "ImageDiff", "ImageCodecs", "FileFormats",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The pages' local HTTP server (FlyingFox) that the designer and the review share: the
        // address, the token, the Host/Origin/token/body checks, the run until Ctrl-C.
        .target(name: "LocalServer", dependencies: [
            "Problems", "Outputs", "Workers", .product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox"),
        ]),
        // Work that may crash, in a child process started again when it dies, so a server survives
        // any one request: the designer's loading and drawing, the review's reading and writing, MCP's calls.
        .target(name: "Workers", dependencies: ["Problems"]),
        // `flipbook designer`: a local HTTP server for the browser designer (FlyingFox), its API and
        // the page's assets (`Assets/`, compiled in as string literals like the presets: AssetTexts.swift).
        .target(name: "Designer", dependencies: [
            "Problems", "Transforms", "SceneModel", "SceneResources", "Render", "Inspect", "Config", "ImageDiff", "ImageCodecs", "FileFormats", "Outputs", "CairoKit",
            "LocalServer", "Workers", .product(name: "FlyingFox", package: "FlyingFox"),
        ], exclude: ["Assets"]),
        // `flipbook review`: a report's failures in the browser, accepted into the goldens (Golden's
        // `GoldenReview`), on the designer's server rules; the page's assets compiled in.
        .target(name: "Review", dependencies: [
            "Golden", "Problems", "LocalServer", "Workers", .product(name: "FlyingFox", package: "FlyingFox"),
        ], exclude: ["Assets"]),
        // What `flipbook` and the executables beside it share: flag names and readers, how errors are
        // said and which exit status they leave with, running a sibling executable. Every function
        // `@_optimize(none)`, as the CLI's.
        .target(name: "FlipbookCLI", dependencies: ["Problems", "Outputs", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Every function `@_optimize(none)`, as Config's (its comment says why).
        .executableTarget(name: "flipbook", dependencies: [
            "Problems", "Transforms", "SceneModel", "SceneResources", "Render", "Inspect", "Config", "ImageDiff", "Golden", "ImageCodecs", "FileFormats", "Outputs",
            "CairoKit", "FlipbookCLI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `flipbook designer` and `flipbook review` run this (`execv`) when it has been built:
        // `swift build --product flipbook-server`. Every function `@_optimize(none)`, as the CLI's.
        .executableTarget(name: "flipbook-server", dependencies: [
            "Designer", "Review", "LocalServer", "Golden", "Render", "Problems", "Outputs", "FlipbookCLI",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The `flipbook` tool as a command a client package runs: `swift package flipbook …`. It
        // declares no permission, so the commands that only read (`doctor`, `review --list`,
        // `validate`, `inspect`, `--version`) run as they are; the ones that write goldens and
        // reports into the package are run with `--allow-writing-to-package-directory`, which
        // SwiftPM grants to any plugin (a declared permission would be asked for every command).
        .plugin(
            name: "FlipbookPlugin",
            capability: .command(
                intent: .custom(verb: "flipbook", description: "Run flipbook (check, record and review goldens, render strips) in this package")
            ),
            dependencies: ["flipbook", "flipbook-server"]
        ),
        // Reads the options an app writes in Swift (a static read with swift-syntax) into a config.
        .target(name: "SwiftImport", dependencies: [
            "Config", "SceneModel", "Transforms", "Problems",
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // `flipbook import` runs this when it has been built: `swift build --product flipbook-import`.
        .executableTarget(name: "flipbook-import", dependencies: [
            "SwiftImport", "Config", "Outputs", "Inputs", "Problems", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `flipbook mcp`: the tools and resources an MCP client (a coding agent) calls over stdio, each
        // call bounded in time, memory and the folders it may read; the same libraries as the CLI.
        .target(name: "MCPServer", dependencies: [
            "Problems", "Transforms", "SceneModel", "SceneResources", "Render", "Inspect", "Config", "Golden", "ImageCodecs", "FileFormats", "Workers",
            .product(name: "MCP", package: "swift-sdk"), .product(name: "Logging", package: "swift-log"),
        ]),
        // `flipbook mcp` runs this when it has been built: `swift build --product flipbook-mcp`.
        .executableTarget(name: "flipbook-mcp", dependencies: [
            "MCPServer", "Problems", "Outputs", "Workers", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Benchmarks: `swift run -c release flipbook-bench`.
        // Fuzzer: mutated configs and PNGs through the real binary; crashes, hangs, peak memory.
        // `swift run flipbook-fuzz --seconds 600` (builds flipbook first: swift build --product flipbook).
        .executableTarget(name: "flipbook-fuzz", dependencies: ["SchemaSweep"], path: "Tools/Fuzz"),
        .executableTarget(name: "flipbook-bench", dependencies: ["Transforms", "SceneModel", "SceneResources", "Render", "CairoKit", "CCairo", "ImageCodecs", "FileFormats", "Config", "ImageDiff", "Designer", "RawHTTP", "Problems", "Outputs", "Workers"], path: "Tools/Bench"),
        // One HTTP/1.1 exchange over a loopback socket, byte for byte: the designer's tests and its bench.
        .target(name: "RawHTTP", path: "Tools/RawHTTP"),
        // Every numeric setting of the schema set to a value, one config each: the end-to-end sweep and the fuzzer's numbers.
        .target(name: "SchemaSweep", path: "Tools/SchemaSweep"),
        // Repository maintenance, in no library product: the files derived from code (the JSON Schema,
        // the docs' option and key tables, the presets' generated blocks) and where they go.
        // `swift run flipbook-generate [--check]`, or the plugin below; Tools/regenerate.sh runs it.
        .target(name: "Generators", dependencies: ["Config", "Transforms", "Problems"], path: "Tools/Generate/Generators"),
        .executableTarget(name: "flipbook-generate", dependencies: ["Generators"], path: "Tools/Generate/flipbook-generate"),
        .plugin(
            name: "Regenerate",
            capability: .command(
                intent: .custom(verb: "regenerate", description: "Rewrite the schema, the docs' tables and the presets' blocks derived from code"),
                permissions: [.writeToPackageDirectory(reason: "flipbook-generate rewrites Presets/ and docs/ files derived from code")]
            ),
            dependencies: ["flipbook-generate"],
            path: "Tools/Generate/Plugin"
        ),

        // Shared by the test targets: the repository root, temporary folders, the process runner
        // (`runProcess`, `runFlipbook`, `startFlipbook`).
        .target(name: "TestSupport", dependencies: ["SceneModel", "Transforms", "Problems"], path: "Tests/TestSupport"),
        .testTarget(name: "TransformsTests", dependencies: [
            "Transforms", "Problems", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ProblemsTests", dependencies: ["Problems"]),
        .testTarget(name: "InspectTests", dependencies: [
            "Inspect", "Transforms", "Problems", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "SceneModelTests", dependencies: ["SceneModel", "Transforms", "FileFormats"]),
        .testTarget(name: "FileFormatsTests", dependencies: ["FileFormats"]),
        .testTarget(name: "CairoKitTests", dependencies: ["CairoKit", "CCairo", "ImageCodecs", "Problems"]),
        // The package's shape: docs/ARCHITECTURE.md against the manifest, imports against dependencies.
        .testTarget(name: "PackageTests", dependencies: ["TestSupport"]),
        .testTarget(name: "OutputsTests", dependencies: ["Outputs", "Problems", "TestSupport"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Problems", "SceneResources", "SceneModel", "Transforms", "CairoKit", "Outputs", "ImageCodecs", "FileFormats", "ImageDiff", "TestSupport"]),
        .testTarget(name: "ImageCodecsTests", dependencies: [
            "ImageCodecs", "FileFormats", "Problems", "CSpng", "CDeflate", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ImageDiffTests", dependencies: ["ImageDiff", "Problems", "CairoKit", "ImageCodecs", "TestSupport"]),
        .testTarget(name: "ConfigTests", dependencies: ["Config", "Problems", "SceneModel", "Render", "Transforms", "TestSupport", "Generators"]),
        .testTarget(name: "GoldenTests", dependencies: [
            "Golden", "Problems", "Config", "SceneModel", "Render", "Inspect", "Transforms", "ImageDiff", "ImageCodecs", "Outputs", "CairoKit", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "FlipbookTestingTests", dependencies: ["FlipbookTesting", "Problems", "Golden", "SceneModel", "Render", "Transforms", "Config", "ImageCodecs", "FileFormats", "TestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        // `flipbook mcp`'s server in-process: folders, arguments, limits, every tool's answer (Tests/MCP
        // drives the real binary with the Python MCP client).
        .testTarget(name: "MCPServerTests", dependencies: ["MCPServer", "Config", "SceneModel", "Render", "Problems", "TestSupport"]),
        // The `flipbook` binary run as a user runs it: every CLI behaviour's test goes here.
        // The designer's server over real HTTP on a loopback port.
        .testTarget(name: "DesignerTests", dependencies: ["SceneModel", "Designer", "LocalServer", "Config", "ImageCodecs", "Render", "TestSupport", "RawHTTP"]),
        // `flipbook import` through the real binaries: presets' code read back, app snippets, refusals.
        .testTarget(name: "ImportTests", dependencies: ["SwiftImport", "flipbook-import", "flipbook", "Config", "SceneModel", "Transforms", "TestSupport"],
                    exclude: ["Snippets"]),
        .testTarget(name: "EndToEndTests", dependencies: [
            "flipbook", "flipbook-import", "flipbook-server", "FlipbookCLI", "TestSupport", "RawHTTP", "SchemaSweep", "Problems", "Transforms", "Config", "SceneModel", "ImageDiff", "ImageCodecs",
            "FileFormats", "Golden", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
