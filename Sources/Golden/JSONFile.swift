import Foundation
import Inputs
import Problems

/// Reading the JSON files a check writes (shard parts, manifests) as the untrusted data they are:
/// through `InputFile` (regular files only, bounded) and with decoding errors said in words.
enum JSONFile {
    /// The `T` in the file at `path`. `what` names the file's kind in messages (`a shard result`),
    /// `fix` says what to do instead; messages name the file `shownAs` when given, else by `path`.
    @_optimize(none)
    static func read<T: Decodable>(_ type: T.Type, at path: String, shownAs: String? = nil, maximumBytes: Int, what: String,
                                   fix: Wording) throws(Problem) -> T {
        let shown = shownAs ?? path
        let data: Data
        do {
            // The bytes as Data at once, the array they were read into let go: a 256 MiB index is
            // held once, not twice, while it is decoded.
            data = Data(try InputFile.read(path, maximumBytes: maximumBytes))
        } catch {
            throw Problem.io("read", shown, "\(error)", fix: fix)
        }
        return try decode(type, from: data, shownAs: shown, what: what, fix: fix)
    }

    /// The `T` in `data`, read from the file shown as `shown`; errors as `read` words them.
    @_optimize(none)
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, shownAs shown: String, what: String,
                                     fix: Wording) throws(Problem) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            // Foundation on Linux reports a number that does not fit its type (2.5 for a count) as
            // "not valid JSON", with no path: tell that apart from text that is not JSON at all.
            if case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty,
               (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil {
                throw Problem(.damagedInput, "\(shown) is not \(what): it is JSON, but a number in it does not fit where it stands (a fraction where a whole number belongs, or a number too large)",
                                  fix: fix)
            }
            throw Problem(.damagedInput, "\(shown) is not \(what): \(describe(error))", fix: fix)
        }
    }

    /// A decoding error in words (Foundation's says "The data couldn't be read because it is missing.").
    @_optimize(none)
    static func describe(_ error: Error) -> String {
        @_optimize(none)
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty ? "at the top" : "at `" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
                .replacingOccurrences(of: ".[", with: "[") + "`"
        }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case let .keyNotFound(key, context):
            return "the key `\(key.stringValue)` is missing \(at(context.codingPath))"
        case let .typeMismatch(type, context):
            return "the value \(at(context.codingPath)) is not \(describe(type))"
        case let .valueNotFound(type, context):
            return "the value \(at(context.codingPath)) is null where \(describe(type)) belongs"
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty ? "it is not valid JSON" : "the value \(at(context.codingPath)) is not valid"
        @unknown default:
            return "\(error)"
        }
    }

    @_optimize(none)
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Double.Type: return "a number"
        case is Bool.Type: return "true or false"
        default: return String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
