import Foundation
import Testing
@testable import Config
import TestSupport

@Suite struct SchemaTests {
    @Test func schemaIsDraft07JSONThatFoundationParses() throws {
        let object = try JSONSerialization.jsonObject(with: Data(ConfigSchema.text.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(object?["additionalProperties"] as? Bool == false)
        let properties = object?["properties"] as? [String: Any]
        #expect(Set(properties?.keys.map { $0 } ?? []) == ["extends", "name", "viewport", "background", "itemCount", "numberOfVisibleItems",
                                                          "scrollDirection", "drawsShadows", "layoutDirection", "card", "effect", "timeline", "paging", "output", "menu", "overlay",
                                                          "pageViewController", "pageControl", "fonts"])
    }

    @Test func schemaIsTheSameEveryTime() {
        #expect(ConfigSchema.text == ConfigSchema.text)
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
}
