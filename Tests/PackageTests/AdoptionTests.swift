import Foundation
import TestSupport
import Testing

/// What a client meets when it adds Flipbook: version ranges it can resolve next to its own, and CI
/// templates that install exactly what Tools/setup.sh installs (they run it) with the Swift the
/// README names. Tests/Client builds a client beside swift-syntax 603 and runs the command plugin;
/// Tests/CITemplates/clean-run.sh runs both templates as a fresh runner would.
@Suite struct AdoptionTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyDependencyIsARangeNotAPin() throws {
        let manifest = try Self.text("Package.swift")
        let packages = manifest.split(separator: "\n").filter { $0.contains(".package(url:") }
        #expect(packages.count >= 6)
        for line in packages {
            #expect(!line.contains("exact:") && !line.contains("revision:") && !line.contains("branch:"),
                    "a client with another version cannot resolve: \(line.trimmingCharacters(in: .whitespaces))")
            #expect(line.contains("from:") || line.contains("..<"), "\(line)")
        }
    }

    @Test func setupInstallsEveryPackageTheManifestAndTheGoldensNeed() throws {
        let manifest = try Self.text("Package.swift"), setup = try Self.text("Tools/setup.sh")
        let apt = try Regex(#"\.apt\(\[([^\]]*)\]\)"#)
        var packages = manifest.matches(of: apt).flatMap { match in
            String(manifest[match.range]).split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        // The fonts goldens are drawn in, and the tool SwiftPM finds the libraries' flags with.
        packages += ["fonts-inter", "fonts-dejavu-core", "pkg-config"]
        #expect(packages.count >= 9, "\(packages)")
        for package in packages {
            #expect(setup.contains("need+=(\(package))"), "Tools/setup.sh does not install \(package), which Package.swift or the goldens need")
        }
    }

    @Test(arguments: ["docs/ci/github-actions.yml", "docs/ci/gitlab-ci.yml"])
    func aTemplateInstallsThroughSetupAndNamesTheTestedSwift(file: String) throws {
        let template = try Self.text(file), readme = try Self.text("README.md")
        #expect(template.contains("Tools/setup.sh\""), "\(file) must run Flipbook's own Tools/setup.sh: one list of packages")
        #expect(!template.contains("apt-get install") && !template.contains("cache-apt-pkgs"),
                "\(file) installs packages of its own: they drift from Tools/setup.sh")
        let tested = try #require(readme.firstMatch(of: try Regex(#"tested with ([0-9]+\.[0-9]+(\.[0-9]+)?)"#)))
        let version = String(readme[tested.range].split(separator: " ").last ?? "")
        #expect(template.contains("swift:\(version)-"), "\(file) does not use Swift \(version), the release README.md says Flipbook is tested with")
        #expect(template.contains("swift build -c release --product flipbook"), "\(file) must build flipbook as the client's dependency")
        #expect(template.contains(".build"), "\(file) must cache the build")
    }
}
