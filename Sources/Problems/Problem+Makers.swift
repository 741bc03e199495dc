/// The makers of problems, by kind: a site passes the data (the setting, the name as given, the
/// limit, the place) and the maker says it in the words every problem of that shape uses, so that
/// "unknown key", "needs", "both choose" or "is damaged" read the same in every module. A problem
/// whose sentence belongs to one place only (a page control that leaves the pages no room) is
/// still made with `Problem(kind, wording)`.
///
/// Each maker's wording is pinned by ProblemMakerTests, and the CLI's wording of each kind by
/// ProblemKindWordingTests.
extension Problem {
    // MARK: unknownKey

    /// A name that is none of the known ones: "unknown key `minScal` in `effect.scale` — did you
    /// mean `minScale`?", or, with no close name, "— the keys here are minScale, maxScale".
    ///
    /// - Parameters:
    ///   - name: the name as given.
    ///   - noun: what kind of name it is (`key`, `action`, `preset`, `layer type`).
    ///   - place: where it was given, when it matters (`in \(setting: "effect.scale")`, `at the top level`).
    ///   - suggestions: the known names closest to `name` (`Suggestion.closest`), said first when there are any.
    ///   - known: the names there are, listed when there is no suggestion and `fix` is empty ("the
    ///     keys here are …" when the problem has a place, "the presets are …" otherwise).
    ///   - fix: what to do when no name is close, instead of listing `known`.
    package static func unknownKey(_ name: String, noun: String = "key", in place: Wording? = nil,
                                   suggestions: [String] = [], known: [String] = [], fix: Wording = "",
                                   setting: String? = nil, at position: SourcePosition? = nil) -> Problem {
        let problem: Wording = place.map { "unknown \(noun) `\(name)` \($0)" } ?? "unknown \(noun) `\(name)`"
        let advice: Wording
        if let last = suggestions.last {
            let quoted = suggestions.dropLast().map { "`\($0)`" }
            advice = "did you mean \(quoted.isEmpty ? "" : quoted.joined(separator: ", ") + " or ")`\(last)`?"
        } else if !fix.isEmpty || known.isEmpty {
            advice = fix
        } else {
            advice = "the \(noun)s \(place == nil ? "are" : "here are") \(known.joined(separator: ", "))"
        }
        return Problem(.unknownKey, problem, fix: advice, setting: setting, value: name, at: position)
    }

    /// `unknownKey(name, …)` with at most one suggestion.
    package static func unknownKey(_ name: String, noun: String = "key", in place: Wording? = nil,
                                   suggestion: String?, known: [String] = [], fix: Wording = "",
                                   setting: String? = nil, at position: SourcePosition? = nil) -> Problem {
        unknownKey(name, noun: noun, in: place, suggestions: suggestion.map { [$0] } ?? [], known: known, fix: fix,
                   setting: setting, at: position)
    }

    // MARK: missing

    /// A key a setting must give and does not: "`timeline.steps[0].drag` needs `duration` (seconds > 0)".
    ///
    /// - Parameters:
    ///   - key: the key missing, as it is written inside `setting`.
    ///   - setting: the key path of the value that lacks it.
    ///   - note: said in brackets after the key: what it holds (`seconds > 0`), or which layer lacks it.
    ///   - fix: an example or what to add.
    package static func missing(_ key: String, in setting: String, note: String? = nil, fix: Wording = "",
                                at position: SourcePosition? = nil) -> Problem {
        let needs: Wording = note.map { "\(setting: setting) needs `\(key)` (\($0))" } ?? "\(setting: setting) needs `\(key)`"
        return Problem(.missing, needs, fix: fix, setting: setting, at: position)
    }

    /// Nothing where something must be given: "no scenes to check — name presets, config files or folders".
    /// `what` says what is missing, after "no".
    package static func nothing(_ what: Wording, fix: Wording = "", setting: String? = nil) -> Problem {
        let problem: Wording = "no \(what)"
        return Problem(.missing, problem, fix: fix, setting: setting)
    }

    // MARK: conflict

    /// Two settings that each choose the same thing, or that may not be given together:
    /// "--offsets and --from/--to/--frames/--curve both choose the offsets — give one of them", or,
    /// when `bothChoose` is nil, "--max-diff-pixels and --max-diff-ratio are exclusive — give one of them".
    package static func exclusive(_ first: Wording, _ second: Wording, bothChoose chosen: String? = nil,
                                  fix: Wording = "give one of them", setting: String? = nil,
                                  at position: SourcePosition? = nil) -> Problem {
        let problem: Wording = chosen.map { "\(first) and \(second) both choose the \($0)" } ?? "\(first) and \(second) are exclusive"
        return Problem(.conflict, problem, fix: fix, setting: setting, at: position)
    }

    /// A key given twice in one map: "duplicate key `minScale` in one map (first at line 3) — keep one".
    /// `keys` are the keys given twice, as written (a parser may find several at once).
    package static func duplicateKey(_ keys: [String], firstAtLine line: Int? = nil, at position: SourcePosition? = nil) -> Problem {
        let quoted = keys.map { "`\($0)`" }.joined(separator: ", ")
        let problem: Wording = line.map { "duplicate key \(quoted) in one map (first at line \($0))" } ?? "duplicate key \(quoted) in one map"
        return Problem(.conflict, problem, fix: "keep one", value: keys.first, at: position)
    }

    /// A setting that has no effect in the mode another setting chose: "`spineLocation` max applies
    /// only to `transitionStyle: pageCurl` (UIPageViewController ignores it for scroll) — remove
    /// `spineLocation` or use `transitionStyle: pageCurl`".
    ///
    /// - Parameters:
    ///   - key: the setting given.
    ///   - given: its value as shown after it, when the message shows one.
    ///   - other: the setting and value it needs (`\(setting: "transitionStyle", value: "pageCurl")`).
    ///   - reason: why, as upstream decides it.
    ///   - value: the offending value as data.
    package static func appliesOnly(_ key: String, given: String? = nil, to other: Wording, because reason: String,
                                    value: String? = nil) -> Problem {
        let subject: Wording = given.map { "\(setting: key) \($0)" } ?? "\(setting: key)"
        let problem: Wording = "\(subject) applies only to \(other) (\(reason))"
        return Problem(.conflict, problem, fix: "remove \(setting: key) or use \(other)",
                       setting: key, value: value ?? given)
    }

    // MARK: tooLarge

    /// More parts than a thing may have: "`layers` has 300 layers; at most 256 are allowed".
    ///
    /// - Parameters:
    ///   - subject: what has them, a setting where it is one (`\(setting: "layers")`).
    ///   - count: how many it has.
    ///   - things: what they are, plural (`layers`, `numbers`).
    ///   - maximum: how many are allowed.
    package static func tooMany(_ subject: Wording, has count: Int, _ things: String, maximum: Int, fix: Wording = "",
                                setting: String? = nil, at position: SourcePosition? = nil) -> Problem {
        let problem: Wording = "\(subject) has \(count) \(things); at most \(maximum) are allowed"
        return Problem(.tooLarge, problem, fix: fix, setting: setting, at: position)
    }

    /// A file larger than what is read: "scene.yaml is 2097152 bytes (2.0 MiB); config files must be
    /// at most 1 MiB (1048576 bytes) — is this the right file?". `kind` is the file's kind in the
    /// plural; `maximum` is in bytes, a whole number of MiB.
    package static func fileTooLarge(_ name: String, bytes: Int, maximum: Int, kind: String) -> Problem {
        let tenths = (bytes / 1024 * 10 + 512) / 1024   // MiB to one decimal, rounded, without Foundation's formatter
        return Problem(.tooLarge, "\(name) is \(bytes) bytes (\(tenths / 10).\(tenths % 10) MiB); \(kind) must be at most \(maximum >> 20) MiB (\(maximum) bytes)",
                       fix: "is this the right file?", value: name)
    }

    // MARK: missingFile, notRegularFile

    /// A file or folder that is not there: "no config file at scenes/a.yaml — check the path".
    /// `what` names what was looked for (`config file`, `folder of goldens`).
    package static func missingFile(_ what: String, at path: String,
                                    fix: Wording = "check the path (relative paths start in the current folder)") -> Problem {
        Problem(.missingFile, "no \(what) at \(path)", fix: fix, value: path)
    }

    /// A path that is something else than what is read or written: "scenes is a folder, not a
    /// Swift file — give …". `found` says what it is (`a folder`, `a symbolic link`); `expected` what
    /// it should be (`a Swift file`, `a regular file`).
    package static func notRegularFile(_ path: String, is found: String, expected: String, fix: Wording) -> Problem {
        Problem(.notRegularFile, "\(path) is \(found), not \(expected)", fix: fix, value: path)
    }

    // MARK: wrongType, wrongFormat, damagedInput

    /// A value that is not of the kind its setting takes: "--viewport 3 is not a size — write
    /// width x height in points". `subject` names the setting as given (a flag, a key).
    package static func wrongType(_ subject: Wording, _ value: String, isNot expected: String, fix: Wording = "",
                                  setting: String? = nil) -> Problem {
        let problem: Wording = "\(subject) \(value) is not \(expected)"
        return Problem(.wrongType, problem, fix: fix, setting: setting, value: value)
    }

    /// An input in another format than the one read: "`scene.yaml` is not UTF-8 text — save it as UTF-8".
    /// `detail` follows in brackets (`it starts with GIF8`).
    package static func wrongFormat(_ subject: String, isNot expected: String, detail: String? = nil, fix: Wording = "") -> Problem {
        let problem: Wording = detail.map { "\(subject) is not \(expected) (\($0))" } ?? "\(subject) is not \(expected)"
        return Problem(.wrongFormat, problem, fix: fix)
    }

    /// An input that is damaged: "the APNG is damaged: its fcTL chunk runs past the end — re-encode it".
    /// `what` names the input (`the GIF`, `WebP frame 3`); `detail` says what is wrong with it.
    package static func damagedInput(_ what: String, _ detail: String? = nil, fix: Wording = "re-encode it") -> Problem {
        Problem(.damagedInput, detail.map { "\(what) is damaged: \($0)" } ?? "\(what) is damaged", fix: fix)
    }

    // MARK: outOfRange

    /// A number outside what it may be, said as `subject value is outside allowed`:
    /// "`timeline.fps` 500 is outside 1…240", "a WebP quality of 101 is outside 0…100".
    /// `subject` names the setting (through `\(setting:)` where it is one); `value` is the value
    /// as given, with its unit when it has one (`500 fps`).
    package static func outOfRange(_ subject: Wording, value: String, allowed: String, fix: Wording = "",
                                  setting: String? = nil) -> Problem {
        let problem: Wording = "\(subject) \(value) is outside \(allowed)"
        return Problem(.outOfRange, problem, fix: fix, setting: setting, value: value)
    }

    /// A step or value that needs a number of some range and got another: "drag needs a duration
    /// > 0 s, got -1". `subject` is what needs it, `requirement` what it needs, `value` what it got.
    package static func needs(_ subject: Wording, _ requirement: String, got value: String, fix: Wording = "",
                              setting: String? = nil) -> Problem {
        let problem: Wording = "\(subject) needs \(requirement), got \(value)"
        return Problem(.outOfRange, problem, fix: fix, setting: setting, value: value)
    }

    /// A number that is not one (NaN or infinite where a finite number is needed): "the release
    /// velocity is not a number".
    package static func notANumber(_ subject: Wording, fix: Wording = "", setting: String? = nil) -> Problem {
        let problem: Wording = "\(subject) is not a number"
        return Problem(.outOfRange, problem, fix: fix, setting: setting)
    }

    /// A value of another type or shape than its setting takes, said as
    /// "`setting` must be expected; got found": "`itemCount` must be a whole number ≥ 0; got \"many\"".
    /// `kind` is `.wrongType`, or `.outOfRange` when the value is of the right type but outside
    /// the range `expected` says.
    package static func mustBe(_ expected: String, setting: String, got found: String, kind: Kind, fix: Wording = "",
                              value: String? = nil, at position: SourcePosition? = nil) -> Problem {
        Problem(kind, "\(setting: setting) must be \(expected); got \(found)", fix: fix, setting: setting, value: value, at: position)
    }

    // MARK: io, unsupported, failure

    /// A file or folder that could not be read or written: "cannot read a.json: permission denied —
    /// check that it is a readable file". `doing` is the verb (`read`, `write`, `list the folder`);
    /// `reason` what the system said. (`Problem.system` chooses reason and fix from an `errno`.)
    package static func io(_ doing: String, _ path: String, _ reason: String, fix: Wording = "", value: String? = nil) -> Problem {
        Problem(.io, "cannot \(doing) \(path): \(reason)", fix: fix, value: value)
    }

    /// A file written by another version of Flipbook: "report.json is a format-3 report; this
    /// Flipbook reads format 2 — …". `what` names the kind of file (`report`, `part`, `review state`).
    package static func otherFormat(_ path: String, is what: String, format: Int, reads current: Int, fix: Wording) -> Problem {
        Problem(.unsupported, "\(path) is a format-\(format) \(what); this Flipbook reads format \(current)", fix: fix, value: String(format))
    }

    /// Something Flipbook itself got wrong, not the user: "a frame was not drawn — this is a bug;
    /// please report it with the command line". `program` names whose bug when it is not the one
    /// the user ran (`flipbook mcp`); `reportWith` names what to send along.
    package static func bug(_ what: Wording, in program: String? = nil, reportWith: String = "the command line") -> Problem {
        Problem(.failure, what, fix: "this is a bug\(program.map { " in \($0)" } ?? ""); please report it with \(reportWith)")
    }

    // MARK: context

    /// The same problem said about `context` first: "`timeline`: drag needs a duration > 0 s, got -1",
    /// "Cairo failed while drawing the strip: out of memory". For a problem a lower layer made
    /// without knowing where its input came from.
    package func within(_ context: Wording) -> Problem {
        var placed = self
        placed.what = "\(context): \(what)"
        return placed
    }
}
