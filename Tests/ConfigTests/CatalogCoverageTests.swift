import Foundation
import SceneModel
import Testing
@testable import Config
import TestSupport
import Transforms

/// Every catalogued option reaches its options value: for each description, a config sets it to a
/// value other than upstream's default (chosen from its kind and range) and the loaded scene holds
/// exactly that value. Derived from the catalogs, so a new option is covered without a new case.
@Suite struct CatalogCoverageTests {
    /// Key paths these catalogs cover, which `KeyCoverageTests` need not list one by one.
    static let coveredPrefixes = ["effect.scale.", "effect.stack.", "effect.snapshot.", "pageControl.", "pageViewController.", "menu."]

    @Test func everyScaleOptionReachesTheScene() throws {
        try check(ScaleTransformViewOptions.self, wrap: { "effect: {scale: {\($0)}}" }) { scene in
            if case let .scale(options) = scene.effect { return options }
            return nil
        }
    }

    @Test func everyStackOptionReachesTheScene() throws {
        try check(StackTransformViewOptions.self, wrap: { "effect: {stack: {\($0)}}" }) { scene in
            if case let .stack(options) = scene.effect { return options }
            return nil
        }
    }

    @Test func everySnapshotOptionReachesTheScene() throws {
        try check(SnapshotTransformViewOptions.self, wrap: { "effect: {snapshot: {\($0)}}" }) { scene in
            if case let .snapshot(options) = scene.effect { return options }
            return nil
        }
    }

    @Test func everyPageControlOptionReachesTheScene() throws {
        try check(PageControlOptions.self, wrap: { "effect: scale.linear\npageControl: {\($0)}" }) { $0.pageControl }
    }

    @Test func everyPageViewControllerOptionReachesTheScene() throws {
        // An option that applies under one transition style is set with that style; UIKit refuses
        // `spineLocation: none` (the first sample) with a curl, so the spine gets `max`.
        try check(PageViewControllerOptions.self, samples: ["spineLocation": "max"], wrap: { option, setting in
            let style = option.condition.map { "\($0.key): \($0.values[0]), " } ?? ""
            return "effect: scale.linear\nitemCount: 4\npageViewController: {\(style)\(setting)}"
        }) { $0.pageViewController }
    }

    @Test func everyCurlOptionReachesTheScene() throws {
        try check(CurlOptions.self, wrap: { "effect: scale.linear\npageViewController: {transitionStyle: pageCurl, curl: {\($0)}}" }) { $0.curl }
    }

    @Test func everyMenuOptionReachesTheScene() throws {
        // The pages' direction must agree with the menu's contentNavigationOrientation.
        try check(PagingOptions.self, wrap: { line in
            "effect: scale.linear\n" + (line.hasPrefix("contentNavigationOrientation:") ? "scrollDirection: vertical\n" : "") + "menu: {\(line)}"
        }) { $0.menu?.options }
    }

    /// Sets each option of `Options` through `wrap` and compares what the scene holds.
    private func check<Options: OptionCatalog>(_ type: Options.Type, wrap: @escaping (String) -> String, options: (Scene) -> Options?) throws {
        try check(type, wrap: { wrap($1) }, options: options)
    }

    /// Sets each option of `Options` (to `samples[key]` if given) through `wrap`, which also sees
    /// the option, and compares what the scene holds.
    private func check<Options: OptionCatalog>(_: Options.Type, samples: [String: JSONValue] = [:], wrap: (OptionDescription<Options>, String) -> String,
                                               options: (Scene) -> Options?) throws {
        let defaults = Options.upstreamDefaults
        for option in Options.options {
            let field = CatalogField.field(option)
            let initial = field.read?(defaults)
            let value = try #require(samples[option.key] ?? Self.sample(option.kind, range: option.range, avoiding: initial), "no sample for \(option.key)")
            let yaml = "name: x\n" + wrap(option, "\(option.key): \(ConfigYAML.inline(value))") + "\n"
            let scene = try SceneLoader.load(text: yaml, url: URL(fileURLWithPath: "/tmp/coverage.yaml")).scene
            let loaded = try #require(options(scene), "\(option.key): the scene has no such options")
            #expect(field.read?(loaded) == value, "\(option.key): wrote \(ConfigYAML.inline(value))")
            #expect(!option.isEqual(in: loaded, and: defaults), "\(option.key) still has upstream's default")
        }
    }

    /// A value of `kind` within `range` other than `avoiding`, as a config writes it.
    static func sample(_ kind: OptionKind, range: NumberRange, avoiding initial: JSONValue?) -> JSONValue? {
        func pick(_ candidates: [JSONValue]) -> JSONValue? { candidates.first { $0 != initial } }
        let numbers = [0.5, 0.25, 2, 3, 1].filter(range.contains).map(JSONValue.number)
        switch kind {
        case .number: return pick(numbers)
        case .integer: return pick([2, 3, 5, 1].filter(range.contains).map(JSONValue.number))
        case .bool: return pick([true, false])
        case .point: return pick([.object([.init("x", 0.25), .init("y", 0.5)])])
        case .size: return pick([.object([.init("width", 0.25), .init("height", 0.5)])])
        case .vector3: return pick([.array([0.25, 0.5, 0.75])])
        case .color: return pick([.string("#123456"), .string("#654321")])
        case let .choice(type): return pick(type.names.map(JSONValue.string))
        case let .pieces(inner): return sample(inner, range: range, avoiding: initial)
        case let .optional(inner): return sample(inner, range: range, avoiding: initial)
        case let .nested(type):
            return nestedSample(type).flatMap { pick([$0]) }
        case .insets: return pick([.object([.init("top", 1), .init("left", 2), .init("bottom", 3), .init("right", 4)])])
        case .font: return pick([.object([.init("family", "DejaVu Sans"), .init("weight", "bold"), .init("size", 20)])])
        case let .cases(type): return pick(caseSamples(type))
        }
    }

    /// A value of each case of `Cases`: its name, or its map with every value set to a sample.
    private static func caseSamples<Cases: OptionCases>(_: Cases.Type) -> [JSONValue] {
        Cases.optionCases.compactMap { option in
            switch option.payload {
            case .none: return .string(option.name)
            case let .value(value):
                return sample(value.kind, range: value.range, avoiding: nil).map { .object([.init(option.name, $0)]) }
            case let .fields(fields):
                var members: [JSONValue.Member] = []
                for field in fields {
                    guard let value = sample(field.kind, range: field.range, avoiding: nil) else { return nil }
                    members.append(.init(field.key, value))
                }
                return .object([.init(option.name, .object(members))])
            }
        }
    }

    /// A map giving every option of a nested options type a sample value.
    private static func nestedSample<Nested: NestedOptions>(_: Nested.Type) -> JSONValue? {
        var members: [JSONValue.Member] = []
        for option in Nested.options {
            guard let value = sample(option.kind, range: option.range, avoiding: nil) else { return nil }
            members.append(.init(option.key, value))
        }
        return .object(members)
    }
}
