import Foundation
import Testing
@testable import Config
import Problems
import TestSupport
import Transforms

@Suite struct SchemaTests {
    @Test func schemaIsDraft07JSONThatFoundationParses() throws {
        let object = try JSONSerialization.jsonObject(with: Data(ConfigSchema.text.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(object?["additionalProperties"] as? Bool == false)
        let properties = object?["properties"] as? [String: Any]
        #expect(Set(properties?.keys.map { $0 } ?? []) == ["extends", "name", "viewport", "background", "itemCount", "sections", "loop", "numberOfVisibleItems",
                                                          "scrollDirection", "drawsShadows", "layoutDirection", "card", "effect", "timeline", "paging", "output", "menu", "overlay",
                                                          "pageViewController", "pageControl", "fonts"])
    }

    @Test func schemaIsTheSameEveryTime() {
        #expect(ConfigSchema.text == ConfigSchema.text)
    }

    /// Every number a config holds has a range on both sides, stated with its description and
    /// published here, so an editor, the designer's form and `validate` refuse what a drawing cannot
    /// take (1e300 used to pass `validate` and crash `strip`). A setting added without one fails here.
    /// Cross-option rules live with the option's description and the schema publishes them: every
    /// `x-flipbook-atMost` names a sibling of its option and says why, and the scale and stack
    /// effects' `minScale` is bounded by their `maxScale` (the designer warns from this alone).
    @Test func siblingBoundsNameASiblingAndSayWhy() {
        var bounded: [String] = []
        var problems: [String] = []
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case let .object(members):
                if case let .object(properties)? = value["properties"] {
                    let names = Set(properties.map(\.key))
                    for property in properties {
                        guard let bound = property.value["x-flipbook-atMost"] else { continue }
                        bounded.append(path + "/" + property.key)
                        guard case let .string(key)? = bound["key"], names.contains(key), key != property.key else {
                            problems.append("\(path)/\(property.key): \(bound) names no sibling")
                            continue
                        }
                        guard case let .string(why)? = bound["why"], !why.isEmpty else {
                            problems.append("\(path)/\(property.key): no why")
                            continue
                        }
                    }
                }
                for member in members { walk(member.value, path + "/" + member.key) }
            case let .array(items):
                for (index, item) in items.enumerated() { walk(item, path + "/\(index)") }
            default: break
            }
        }
        walk(ConfigSchema.json, "#")
        #expect(problems.isEmpty, "\(problems)")
        #expect(bounded.filter { $0.hasSuffix("/minScale") }.count >= 2, "\(bounded)")
        #expect(bounded.contains { $0.contains("/scale/") } && bounded.contains { $0.contains("/stack/") }, "\(bounded)")
    }

    @Test func everyNumericSettingHasAFiniteRange() {
        var unbounded: [String] = []
        var numbers = 0
        func walk(_ value: JSONValue, _ path: String) {
            switch value {
            case let .object(members):
                if case let .string(type)? = value["type"], type == "number" || type == "integer" {
                    numbers += 1
                    let lower = value["minimum"] ?? value["exclusiveMinimum"], upper = value["maximum"] ?? value["exclusiveMaximum"]
                    let finite = [lower, upper].allSatisfy { bound in
                        if case let .number(number)? = bound { return number.isFinite && abs(number) <= NumberRange.settingLimit * 1e9 }
                        return false
                    }
                    if !finite { unbounded.append(path) }
                }
                for member in members { walk(member.value, path + "/" + member.key) }
            case let .array(items):
                for (index, item) in items.enumerated() { walk(item, path + "/\(index)") }
            default: break
            }
        }
        walk(ConfigSchema.json, "#")
        #expect(numbers > 200)
        #expect(unbounded.isEmpty, "numbers without a minimum and a maximum: \(unbounded.joined(separator: ", "))")
    }

    /// The designer's sliders come from the schema: every option of an upstream catalog that is a
    /// number publishes `x-flipbook-slider`, its own or one its range and unit give.
    @Test func everyCatalogNumberPublishesASlider() {
        // Options of the scale and stack effects, the menu and the page control, without a slider of their own.
        let keys: Set = ["scaleRatio", "translationRatio", "maxTranslationRatio", "stackRotateAngle", "menuItemSpacing", "dotSize"]
        var seen: [String: Bool] = [:]
        func walk(_ value: JSONValue) {
            switch value {
            case let .object(members):
                for member in members {
                    if keys.contains(member.key), member.value["description"] != nil {
                        seen[member.key] = (seen[member.key] ?? true) && member.value["x-flipbook-slider"] != nil
                    }
                    walk(member.value)
                }
            case let .array(items): items.forEach(walk)
            default: break
            }
        }
        walk(ConfigSchema.json)
        #expect(Set(seen.keys) == keys)
        #expect(seen.filter { !$0.value }.isEmpty, "without a slider: \(seen.filter { !$0.value }.keys.sorted())")
        let derived = OptionSlider.derived(range: .finite, unit: .radians)
        #expect(derived.min == -2 * .pi && derived.max == 2 * .pi)
        let stated = OptionSlider.derived(range: .between(0, 0.5), unit: .none)
        #expect(stated.min == 0 && stated.max == 0.5 && stated.step == 0.001)
        let exclusive = OptionSlider.derived(range: NumberRange(lower: 0, lowerInclusive: false, upper: 4), unit: .points)
        #expect(exclusive.min == 0.01 && exclusive.max == 4)
    }

    @Test func everyReferenceInTheSchemaResolves() throws {
        var references: [String] = []
        func walk(_ value: JSONValue) {
            switch value {
            case let .object(members):
                for member in members {
                    if member.key == "$ref", case let .string(target) = member.value { references.append(target) }
                    walk(member.value)
                }
            case let .array(items): items.forEach(walk)
            default: break
            }
        }
        walk(ConfigSchema.json)
        #expect(!references.isEmpty)
        let definitions = ConfigSchema.json["definitions"]
        for reference in Set(references) {
            let name = String(reference.dropFirst("#/definitions/".count))
            #expect(reference.hasPrefix("#/definitions/"))
            #expect(definitions?[name] != nil, "\(reference) has no definition")
        }
    }

    @Test func upstreamSpellingIsPublishedAsAnAlias() throws {
        let stack = ConfigSchema.json["properties"]?["effect"]?["anyOf"]
        guard case let .array(choices)? = stack, let object = choices.last else { Issue.record("no effect object"); return }
        let properties = object["properties"]?["stack"]?["properties"]
        #expect(properties?["stackRotateAngle"] != nil)
        #expect(properties?["stackRotateAngel"] != nil)
    }

    /// Each script step written as a map is its own alternative, whose value is what the reader
    /// takes: editors complete a step's keys, and the designer gives each step a form.
    @Test func eachScriptStepPublishesItsKeys() throws {
        let script = try #require(ConfigSchema.json["properties"]?["timeline"]?["anyOf"].flatMap { alternatives -> JSONValue? in
            guard case let .array(items) = alternatives else { return nil }
            return items.first { $0["properties"]?["steps"] != nil }
        })
        guard case let .array(forms)? = script["properties"]?["steps"]?["items"]?["anyOf"] else {
            Issue.record("the steps' items are not alternatives")
            return
        }
        var published: [String: JSONValue] = [:]
        for form in forms {
            guard case let .object(members)? = form["properties"], members.count == 1, let step = members.first else { continue }
            #expect(form["required"] == .array([.string(step.key)]) && form["additionalProperties"] == .bool(false), "\(step.key)")
            published[step.key] = step.value
        }
        #expect(Set(published.keys) == Set(TimelineSchema.stepNames))
        #expect(published["wait"]?["minimum"] == .number(0))
        for key in ["by", "duration", "curve", "samples"] { #expect(published["drag"]?["properties"]?[key] != nil, "drag.\(key)") }
        #expect(published["drag"]?["additionalProperties"] == .bool(false))
        #expect(published["scroll"]?["properties"]?["to"] != nil)
        for step in ["setCurrentPage", "select"] {
            guard case let .array(either)? = published[step]?["anyOf"] else { Issue.record("\(step) is not a page or a map"); continue }
            #expect(either.map { $0["type"] } == [.string("integer"), .string("object")], "\(step)")
        }
    }

    /// A step's map that an empty `{}` does not make valid publishes an example the reader takes
    /// (the designer starts a new step from it); one an empty map makes valid needs none.
    @Test(arguments: TimelineSchema.stepNames)
    func aStepMapThatNeedsKeysPublishesAValidExample(name: String) throws {
        func reads(_ value: JSONValue) -> Bool {
            // A release needs a drag before it (the finger must be down), and a finger on the menu or a reload a menu.
            let before: [JSONValue] = name == "release" ? [.object(["drag": .object(["by": -50, "duration": 0.2])])]
                : name == "menuRelease" ? [.object(["menuDrag": .object(["by": -50, "duration": 0.2])])] : []
            let steps: JSONValue = .array(before + [.object([.init(name, value)])])
            let base: JSONValue = name.hasPrefix("menu") || name == "reload" ? "menu.tabs" : "scale.linear"
            let config: JSONValue = .object(["extends": base, "timeline": .object(["steps": steps])])
            return (try? SceneLoader.load(text: config.formatted(), url: URL(fileURLWithPath: "/tmp/step.json"))) != nil
        }
        // The step's map form, as the docs' table finds it (`wait` has none: it is a number).
        let map = SchemaTable.map(in: TimelineSchema.stepValueJSON(name))
        #expect((map == nil) == (name == "wait"), "\(name)")
        if let map {
            if let example = TimelineSchema.stepExamples[name] {
                #expect(map["examples"] == [example])
                #expect(reads(example), "\(name): \(example)")
            } else {
                #expect(map["examples"] == nil)
                #expect(reads(.object([])), "\(name): {} is refused and has no example to start from")
            }
        }
        if TimelineSchema.stepExamples[name] != nil { #expect(!reads(.object([])), "\(name): {} reads, so needs no example") }
    }

    /// A step missing a key is told the published example, with what the person wrote kept.
    @Test(arguments: [
        ("drag: {}", "{by: -120, duration: 0.3}"), ("drag: {by: -7.5}", "{by: -7.5, duration: 0.3}"),
        ("scroll: {to: 1.25}", "{to: 1.25, duration: 0.6}"), ("setCurrentPage: {animated: false}", "{page: 2, animated: true}"),
    ])
    func aMissingStepKeyIsAnsweredWithTheExample(step: String, example: String) throws {
        let text = "extends: scale.linear\ntimeline:\n  steps:\n    - \(step)\n"
        do {
            _ = try SceneLoader.load(text: text, url: URL(fileURLWithPath: "/tmp/step.yaml"))
            Issue.record("\(step) was read")
        } catch let problem as Problem {
            #expect(problem.message.hasSuffix("e.g. \(example)"), "\(problem.message)")
        }
    }
}
