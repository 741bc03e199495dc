import Foundation
import Problems
import Testing
@testable import Config

/// One test per class of error, each pinning the exact message the user sees.
@Suite struct ErrorMessageTests {
    @Test func syntaxErrorsCarryFileLineColumnAndACaret() {
        #expect(loadError("effect:\n  scale:\n    minScale: 1\n   maxScale: 2\n") == """
        scene.yaml:4:4: error: YAML syntax error: did not find expected key (while parsing a block mapping at line 2, column 3)
         4 |    maxScale: 2
           |    ^
        """)
    }

    @Test func tabsInIndentationAreExplained() {
        #expect(loadErrorLine("effect:\n\tscale: {}\n") == "scene.yaml:2:1: error: YAML syntax error: found character that cannot start any token "
                + "(while scanning for the next token at line 2, column 1); YAML does not allow tabs for indentation, use spaces")
    }

    @Test func duplicateKeysAreRefused() {
        // At the second copy (usually the one just written), naming the first.
        #expect(loadErrorLine("effect:\n  scale:\n    minScale: 1\n    minScale: 2\n")
                == "scene.yaml:4:5: error: duplicate key `minScale` in one map (first at line 3) — keep one")
    }

    @Test func jsonSyntaxErrorsCarryLineAndColumn() {
        #expect(loadError("{\n  \"effect\": {\"scale\": {\"minScale\": 1,}}\n}", fileName: "scene.json") == """
        scene.json:2:38: error: JSON syntax error: expected a key in double quotes, found `}`
         2 |   "effect": {"scale": {"minScale": 1,}}
           |                                      ^
        """)
    }

    @Test func unknownKeysSuggestTheClosestKey() {
        #expect(loadError("effect:\n  scale:\n    minScal: 0.5\n") == """
        scene.yaml:3:5: error: unknown key `minScal` in `effect.scale` — did you mean `minScale`?
         3 |     minScal: 0.5
           |     ^
        """)
    }

    @Test func unknownKeysFarFromAnyKeyListTheKeys() {
        #expect(loadErrorLine("effect: scale.linear\ncard: {wobble: 2}\n") == "scene.yaml:2:8: error: unknown key `wobble` in `card` — the keys here are "
                + "inset, size, fill, palette, cornerRadius, border, title, subtitle, textColor, titleFont, subtitleFont, titleNumberOfLines, titleLineSpacing, "
                + "subtitleNumberOfLines, subtitleLineSpacing, image, layers")
    }

    @Test func unknownTopLevelKeysSayWhere() {
        #expect(loadErrorLine("effect: scale.linear\nviewpory: {width: 1, height: 1}\n") == "scene.yaml:2:1: error: unknown key `viewpory` at the top level — did you mean `viewport`?")
    }

    @Test func wrongTypesNameTheKeyPathAndTheExpectedForm() {
        #expect(loadErrorLine("effect: {scale: {shadowEnabled: 1}}") == "scene.yaml:1:33: error: `effect.scale.shadowEnabled` must be true or false; got 1")
        #expect(loadErrorLine("effect: {scale: {minScale: abc}}") == "scene.yaml:1:28: error: `effect.scale.minScale` must be a number in -1000000…1000000; got the string \"abc\"")
        #expect(loadErrorLine("effect: {scale: {translationRatio: 0.5}}") == "scene.yaml:1:36: error: `effect.scale.translationRatio` must be "
                + "{x: …, y: …} or [x, y], each a number in -1000000…1000000; got 0.5")
    }

    @Test func quotedNumbersAreStringsAndTheMessageSaysSo() {
        #expect(loadErrorLine("effect: {scale: {minScale: \"0.5\"}}") == "scene.yaml:1:28: error: `effect.scale.minScale` must be a number in -1000000…1000000; "
                + "got the string \"0.5\" — remove the quotes (or the `!!str` tag): a quoted or `!!str` value is a string")
    }

    @Test func nanAndInfinityAreRefused() {
        #expect(loadErrorLine("effect: {scale: {minScale: .nan}}") == "scene.yaml:1:28: error: `effect.scale.minScale` must be a number in -1000000…1000000; got .nan")
        #expect(loadErrorLine("effect: {scale: {scaleRatio: -.inf}}") == "scene.yaml:1:30: error: `effect.scale.scaleRatio` must be a number in -1000000…1000000; got -.inf")
        #expect(loadErrorLine("{\"effect\": {\"scale\": {\"minScale\": 1e400}}}", fileName: "scene.json")
                == "scene.json:1:35: error: `effect.scale.minScale` must be a number in -1000000…1000000; got 1e400")
    }

    @Test func negativeSizesAreRefusedWithTheRange() {
        #expect(loadErrorLine("viewport: {width: -300, height: 400}\neffect: scale.linear") == "scene.yaml:1:19: error: `viewport.width` must be a number > 0 and ≤ 1000000; got -300")
        #expect(loadErrorLine("effect: scale.linear\ncard: {cornerRadius: -1}") == "scene.yaml:2:22: error: `card.cornerRadius` must be a number in 0…1000000; got -1")
        #expect(loadErrorLine("effect: {scale: {shadowRadiusMax: -2}}") == "scene.yaml:1:35: error: `effect.scale.shadowRadiusMax` must be a number in 0…1000000; got -2")
    }

    @Test func maxStackSizeBelowOneIsRefused() {
        #expect(loadErrorLine("effect: {stack: {maxStackSize: 0}}") == "scene.yaml:1:32: error: `effect.stack.maxStackSize` must be an integer in 1…100; got 0")
        #expect(loadErrorLine("effect: {stack: {maxStackSize: 2.5}}") == "scene.yaml:1:32: error: `effect.stack.maxStackSize` must be an integer in 1…100; got 2.5")
    }

    @Test func pieceRatiosMustBePositive() {
        #expect(loadErrorLine("effect: {snapshot: {pieceSizeRatio: {width: 0, height: 0.1}}}")
                == "scene.yaml:1:45: error: `effect.snapshot.pieceSizeRatio.width` must be a number > 0 and ≤ 1; got 0")
        #expect(loadErrorLine("effect: {snapshot: {pieceSizeRatio: [0.5, -0.1]}}")
                == "scene.yaml:1:43: error: `effect.snapshot.pieceSizeRatio.height` must be a number > 0 and ≤ 1; got -0.1")
    }

    @Test func tooManyPiecesAreRefused() {
        #expect(loadErrorLine("effect: {snapshot: {pieceSizeRatio: {width: 0.01, height: 0.01}}}")
                == "scene.yaml:1:37: error: `effect.snapshot.pieceSizeRatio` cuts each card into 10000 pieces (100 columns × 100 rows); "
                + "at most 2500 are allowed — use larger ratios")
    }

    @Test func absurdSizesAfterScaleAreRefused() {
        #expect(loadErrorLine("viewport: {width: 20000, height: 400}\neffect: scale.linear")
                == "scene.yaml:1:11: error: `viewport` is 20000 × 400 pt, 20000 × 400 px at output.scale 1; each side must be at most 16384 px — use a smaller size or scale")
        #expect(loadErrorLine("viewport: {width: 5000, height: 400}\noutput: {scale: 4}\neffect: scale.linear")
                == "scene.yaml:1:11: error: `viewport` is 5000 × 400 pt, 20000 × 1600 px at output.scale 4; each side must be at most 16384 px — use a smaller size or scale")
        #expect(loadErrorLine("card: {size: {width: 9000, height: 100}}\noutput: {scale: 2}\neffect: scale.linear")
                == "scene.yaml:1:14: error: `card.size` is 9000 × 100 pt, 18000 × 200 px at output.scale 2; each side must be at most 16384 px — use a smaller size or scale")
        #expect(loadErrorLine("output: {scale: 8}\neffect: scale.linear") == "scene.yaml:1:17: error: `output.scale` must be a number in 0.25…4; got 8")
        #expect(loadErrorLine("itemCount: 2000000000\neffect: scale.linear") == "scene.yaml:1:12: error: `itemCount` must be an integer in 1…1000000000; got 2000000000")
        #expect(loadErrorLine("timeline: {frames: 500000}\neffect: scale.linear") == "scene.yaml:1:20: error: `timeline.frames` must be an integer in 1…100000; got 500000")
    }

    @Test func unknownEnumerationValuesSuggestTheClosest() {
        #expect(loadErrorLine("scrollDirection: horizantal\neffect: scale.linear")
                == "scene.yaml:1:18: error: `scrollDirection` must be one of horizontal, vertical; got the string \"horizantal\" — did you mean `horizontal`?")
    }

    @Test func unquotedColoursAreExplained() {
        #expect(loadErrorLine("background: #FF0000\neffect: scale.linear")
                == "scene.yaml:1:12: error: `background` must be a colour \"#RRGGBB\" or \"#RRGGBBAA\"; got null — quote colours in YAML: \"#FF0000\" (an unquoted # starts a comment)")
        #expect(loadErrorLine("background: \"#FF00\"\neffect: scale.linear")
                == "scene.yaml:1:13: error: `background` must be a colour \"#RRGGBB\" or \"#RRGGBBAA\"; got the string \"#FF00\"")
    }

    @Test func badAnglesListTheAcceptedForms() {
        #expect(loadErrorLine("effect: {stack: {popAngle: 45 deg}}") == "scene.yaml:1:28: error: `effect.stack.popAngle` must be an angle in radians (0.785), "
                + "degrees (\"45deg\") or a multiple of pi (\"pi/4\", \"-pi/3\", \"2pi\"); got the string \"45 deg\"")
    }

    @Test func aMissingEffectSaysHowToGiveOne() {
        #expect(loadErrorLine("itemCount: 5\n") == "scene.yaml:1:1: error: missing key `effect` — give a layout name such as `effect: scale.coverFlow`, "
                + "a map such as `effect: {stack: {maxStackSize: 4}}`, or `extends: <preset>`")
    }

    @Test func unknownLayoutNamesSuggestTheClosest() {
        #expect(loadErrorLine("effect: scale.coverflow") == "scene.yaml:1:9: error: `effect` must be a layout name such as `scale.coverFlow`, or a map with one key, "
                + "scale, stack or snapshot; got the string \"scale.coverflow\" — did you mean `scale.coverFlow`?")
        #expect(loadErrorLine("effect: {scale: {layout: coverflow}}") == "scene.yaml:1:26: error: `effect.scale.layout` must be one of "
                + "invertedCylinder, cylinder, coverFlow, rotary, linear, easeIn, easeOut, blur; got the string \"coverflow\" — did you mean `coverFlow`?")
    }

    @Test func anEffectHasOneKind() {
        #expect(loadErrorLine("effect: {scale: {}, stack: {}}") == "scene.yaml:1:21: error: `effect` sets `scale` (scene.yaml:1:10) and `stack` (scene.yaml:1:21); "
                + "an effect has one kind — to switch kinds, don't extend a preset of another kind")
        #expect(loadErrorLine("effect: {scael: {}}") == "scene.yaml:1:10: error: unknown key `scael` in `effect` — did you mean `scale`?")
    }

    @Test func aNewRotationNeedsEveryKey() {
        #expect(loadErrorLine("effect: {scale: {rotation3d: {angle: 1}}}") == "scene.yaml:1:30: error: `effect.scale.rotation3d` is missing `minAngle`; "
                + "a new rotation3d needs `angle`, `minAngle`, `maxAngle`, `x`, `y`, `z`, `m34`")
    }

    @Test func aRotationAxisOfZeroIsRefused() {
        #expect(loadErrorLine("effect: {scale: {layout: coverFlow, rotation3d: {y: 0}}}") == "scene.yaml:1:49: error: `effect.scale.rotation3d` has the axis (0, 0, 0); "
                + "give x, y or z a value other than 0, such as y: 1")
    }

    @Test func bothSpellingsOfStackRotateAngleAreRefused() {
        #expect(loadErrorLine("effect: {stack: {stackRotateAngel: 10deg, stackRotateAngle: 1}}")
                == "scene.yaml:1:18: error: `stackRotateAngel` is upstream's spelling of `stackRotateAngle`, which is also set at line 1 — keep one")
    }

    @Test func piecesValueFormsAreChecked() {
        #expect(loadErrorLine("effect: {snapshot: {piecesAlphaRatio: {rowBased: 0.1, columnBased: 0.2}}}")
                == "scene.yaml:1:55: error: `effect.snapshot.piecesAlphaRatio` has both `rowBased` and `columnBased`; a pieces value has one form — "
                + "combine forms with {sum: [...]} or {product: [...]}")
        #expect(loadErrorLine("effect: {snapshot: {piecesAlphaRatio: {rowBsed: 0.1}}}")
                == "scene.yaml:1:40: error: unknown key `rowBsed` in `effect.snapshot.piecesAlphaRatio` — did you mean `rowBased`?")
        #expect(loadErrorLine("effect: {snapshot: {piecesAlphaRatio: {rowOddEven: [0.1]}}}")
                == "scene.yaml:1:52: error: `effect.snapshot.piecesAlphaRatio.rowOddEven` must be [odd, even], two values each a number in -1000000…1000000; got a list")
        #expect(loadErrorLine("effect: {snapshot: {piecesAlphaRatio: {rowBased: 0.1, increasing: true}}}")
                == "scene.yaml:1:55: error: unknown key `increasing` in `effect.snapshot.piecesAlphaRatio` — the keys here are rowBased, reversed")
        #expect(loadErrorLine("effect: {snapshot: {piecesAlphaRatio: {sum: []}}}")
                == "scene.yaml:1:45: error: `effect.snapshot.piecesAlphaRatio.sum` must be a list of 1 or more pieces values; got a list")
    }

    @Test func emptyListsAreRefusedWithTheirLength() {
        #expect(loadErrorLine("card: {palette: []}\neffect: scale.linear")
                == "scene.yaml:1:17: error: `card.palette` must be a list of 1…64 items, each a colour \"#RRGGBB\" or \"#RRGGBBAA\"; got 0 items")
        #expect(loadErrorLine("timeline: []\neffect: scale.linear")
                == "scene.yaml:1:11: error: `timeline` must be a list of 1…100000 items, each a number in -1000000…1000000; got 0 items")
    }

    @Test func aFileThatIsNotAMapIsRefused() {
        #expect(loadErrorLine("- a\n- b\n") == "scene.yaml:1:1: error: a config file must be a map of keys such as `effect:` and `viewport:`; this one is a list")
    }

    @Test func aMissingCardImageIsRefused() {
        #expect(loadErrorLine("effect: scale.linear\ncard: {image: nope.png}")?.hasPrefix("scene.yaml:2:15: error: `card.image`: no file at /") == true)
        #expect(loadErrorLine("effect: scale.linear\ncard: {image: nope.png}")?.hasSuffix("/nope.png (paths are relative to scene.yaml)") == true)
    }

    @Test func errorsWithoutAPlaceHaveNoSnippet() {
        #expect(Problem(.missingFile, "no config file at x.yaml").description == "no config file at x.yaml")
        #expect(Problem(.missingFile, "no config file at x.yaml").position == nil)
    }
}
