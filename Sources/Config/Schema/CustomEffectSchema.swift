import Problems
import Transforms

/// `effect: {custom: {base?, translateX, translateY, translateZ, scale, rotation, alpha, blur,
/// blurStyle, zPosition, m34}}`: keyframes over progress (`CustomEffect`). A track is a list of
/// `[progress, value]` pairs, or `{keyframes: [[progress, value], …], curve}`.
enum CustomEffectSchema {
    /// The tracks, in schema order, with what their values mean.
    static var tracks: [(key: String, keyPath: WritableKeyPath<CustomEffect, KeyframeTrack?>, doc: String)] {[
        ("translateX", \.translateX, "Translation along x, in card widths."),
        ("translateY", \.translateY, "Translation along y, in card heights."),
        ("translateZ", \.translateZ, "Translation toward the eye, in card widths (seen with m34)."),
        ("scale", \.scale, "Uniform scale (1 = as is)."),
        ("rotation", \.rotation, "Rotation about z, radians (clockwise on screen)."),
        ("alpha", \.alpha, "Opacity 0…1; replaces the base's."),
        ("blur", \.blur, "Blur 0…1 of blurStyle's full blur; replaces the base's."),
        ("zPosition", \.zPosition, "Drawing order, rounded to an integer zIndex; replaces the base's (upstream's zPosition(progress:))."),
    ] }

    /// `[progress, value]`.
    @_optimize(none)
    static var keyframe: ValueSchema<(progress: Double, value: Double)> {
        Schemas.list(Schemas.number(), count: 2...2).map { ($0[0], $0[1]) }
    }

    struct TrackDraft { var keyframes: [(progress: Double, value: Double)]? = nil; var curve = TimingCurve.linear }

    /// The published schema's definitions for the custom effect: a track, and the built-in
    /// effects a `base` may name (referenced, not repeated under every track and base).
    @_optimize(none)
    static var definitions: [JSONValue.Member] {
        [.init("keyframeTrack", track.json), .init("builtInEffect", EffectSchema.builtIn.json)]
    }

    /// `schema` published as a reference to `#/definitions/name`.
    @_optimize(none)
    static func referenced<Value>(_ schema: ValueSchema<Value>, as name: String) -> ValueSchema<Value> {
        var copy = schema
        copy.json = .object(["$ref": .string("#/definitions/\(name)")])
        return copy
    }

    /// A track: `[[p, v], …]` or `{keyframes: [[p, v], …], curve}`.
    @_optimize(none)
    static var track: ValueSchema<KeyframeTrack> {
        let list = Schemas.list(keyframe, count: 1...1_000)
        let object = ObjectSchema<TrackDraft>(fields: [
            .value("keyframes", \.keyframes, Schemas.optional(list), "[progress, value] pairs, any order."),
            .value("curve", \.curve, CurveSchema.curve, "How each stretch between keyframes eases (default linear)."),
        ])
        let json: JSONValue = .object(["anyOf": [list.json, object.json]])
        return ValueSchema(expected: "a list of [progress, value] pairs, or {keyframes, curve}", json: json) { node, path in
            if case .list = node.value { return KeyframeTrack(try list.decode(node, path)) }
            var draft = TrackDraft()
            try object.apply(node, to: &draft, at: path)
            guard let keyframes = draft.keyframes else {
                throw Problem.missing("keyframes", in: "\(path)", fix: "e.g. {keyframes: [[-1, 0.5], [0, 1], [1, 0.5]], curve: easeInOut}", at: node.mark)
            }
            return KeyframeTrack(keyframes, curve: draft.curve)
        }
    }

    @_optimize(none)
    static var options: ObjectSchema<CustomEffect> {
        ObjectSchema(fields: [
            .value("base", \.base, Schemas.optional(referenced(EffectSchema.builtIn, as: "builtInEffect")),
                   "A named effect underneath (scale.coverFlow, or a {scale|stack|snapshot} map); the tracks act after it."),
        ] + tracks.map { track in
            .value(track.key, track.keyPath, Schemas.optional(referenced(Self.track, as: "keyframeTrack")), track.doc)
        } + [
            .value("blurStyle", \.blurStyle, Schemas.enumeration(BlurStyle.self), "UIBlurEffect.Style of the blur (default regular)."),
            .value("m34", \.m34, Schemas.number().slider(-0.01, 0, step: 0.00001), "Perspective after the tracks: -1/d for an eye d points away; 0 for none."),
        ])
    }
}
