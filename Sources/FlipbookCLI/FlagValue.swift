import Foundation
import Problems

/// How the command line spells values. Each reader is the `transform` of an `@Option`: it turns
/// the text into the option's type while ArgumentParser parses the command line, and throws a
/// `Problem` that names `flag` (a `FlagName`, so its spelling is the one the option declares), says
/// what was wrong and what to type (`--scale abc is not a number — e.g. --scale 2`). A reader also
/// leaves its problem in `FlagValue.refused` (`Flipbook.parseCommand` reads it there), so it reaches
/// `main()` and is printed as one line, exit 2, instead of ArgumentParser's message and usage,
/// without looking inside ArgumentParser's error. A reader checks one value (its spelling and its
/// own range); checks that involve several flags are made on the typed values when the command
/// runs. The libraries take the typed values.
package enum FlagValue {
    /// Reads one flag's text: the value, or a `Problem` naming the flag.
    package typealias Reader<Value> = @Sendable (String) throws(Problem) -> Value

    /// Where the readers leave the problem of a value they refuse while a command line is parsed
    /// (`Flipbook.parseCommand`): ArgumentParser wraps a transform's error in its own, whose shape
    /// is its internal business. Outside a parse (a reader called directly) there is none.
    @TaskLocal package static var refused: RefusedValue?

    /// The last problem a reader threw during one parse. ArgumentParser stops at the first value
    /// it cannot read, so that is the one on the command line.
    package final class RefusedValue: @unchecked Sendable {
        package init() {}

        private let lock = NSLock()
        private var stored: Problem?

        /// The problem, or nil when every value was read.
        package var problem: Problem? { lock.withLock { stored } }

        @_optimize(none)
        package func record(_ problem: Problem) {
            lock.withLock { stored = problem }
        }
    }

    /// `read`, leaving what it throws in `refused` too.
    @_optimize(none)
    package static func reader<Value>(_ read: @escaping Reader<Value>) -> Reader<Value> {
        { text throws(Problem) in
            do throws(Problem) {
                return try read(text)
            } catch {
                refused?.record(error)
                throw error
            }
        }
    }

    /// `--port` of the designer: 1…65535, or 0 for any free port.
    package static let port: Reader<UInt16> = reader { text throws(Problem) in
        guard let port = UInt16(trimmed(text)) else {
            throw Problem(.outOfRange, "\(FlagName.port) \(text) is not a port", fix: "use a number from 1 to 65535, or \(FlagName.port) 0 for any free port")
        }
        return port
    }

    /// Without leading and trailing spaces and tabs.
    @_optimize(none)
    package static func trimmed(_ text: some StringProtocol) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }
}
