#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A timing function written as a formula of its input, as PVView's README writes its own
/// `PVTimingFunctionType` (`EaseOutSineFunction`: `sin(input * Double.pi / 2)`).
///
/// The grammar is small on purpose, so any expression can be checked once at load and evaluated
/// every frame without surprises: numbers (`0.5`, `1e-3`), the input (`x` or `input`, PVView's
/// name), the constant `pi` (also `Double.pi`), `+ - * /` (also `− × ÷`), `^` (power,
/// right-associative), unary minus, parentheses and the functions
/// `sin cos tan sqrt exp log abs` (one argument) and `pow min max` (two). Precedence, lowest first:
/// `+ -`, then `* /`, then unary minus, then `^`, so `-x^2 = -(x^2)` and `2^-1 = 0.5`.
/// No variables, loops or definitions; at most `maximumLength` characters and `maximumDepth`
/// nested operations. Parsed by `TimingExpression.parse(_:)`.
public struct TimingExpression: Hashable, Sendable {
    /// The text as written.
    public let source: String
    /// The parsed tree.
    @usableFromInline package let root: Node

    /// Longest accepted text, in characters.
    package static let maximumLength = 256
    /// Deepest accepted nesting of operations, parentheses and calls.
    package static let maximumDepth = 32

    /// A parsed tree; `init(source:root:)` is for parsing only.
    init(source: String, root: Node) {
        self.source = source
        self.root = root
    }

    /// An operation of the tree.
    @usableFromInline package indirect enum Node: Hashable, Sendable {
        /// A number.
        case number(Double)
        /// The input.
        case input
        /// `pi`.
        case pi
        /// `-operand`.
        case negate(Node)
        /// `left op right`.
        case binary(Operator, Node, Node)
        /// `function(arguments)`.
        case call(Function, [Node])
    }

    /// The binary operators.
    @usableFromInline package enum Operator: String, Hashable, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/", power = "^"
    }

    /// The functions, as written (`sin`, `pow`…).
    @usableFromInline package enum Function: String, CaseIterable, Hashable, Sendable {
        case sin, cos, tan, sqrt, exp, log, abs, pow, min, max

        /// How many arguments it takes.
        package var arity: Int {
            switch self {
            case .pow, .min, .max: return 2
            default: return 1
            }
        }
    }

    /// The value at `input`: the tree evaluated with IEEE double arithmetic (`log` is the
    /// natural logarithm, `^` is `pow`). May be NaN or infinite for some inputs; configs are
    /// checked at load by sampling (`firstNonFiniteSample`).
    @inlinable
    package func evaluate(_ input: Double) -> Double {
        root.value(input)
    }

    /// The first of `count` evenly spaced inputs over `0…1` (both ends included) at which the
    /// expression is not finite, or `nil` when all are.
    package func firstNonFiniteSample(count: Int = 257) -> Double? {
        let steps = Swift.max(count - 1, 1)
        for step in 0...steps {
            let input = Double(step) / Double(steps)
            if !evaluate(input).isFinite { return input }
        }
        return nil
    }
}

extension TimingExpression.Node {
    /// The value of this subtree at `input`.
    @usableFromInline
    func value(_ input: Double) -> Double {
        switch self {
        case let .number(value): return value
        case .input: return input
        case .pi: return Double.pi
        case let .negate(operand): return -operand.value(input)
        case let .binary(op, left, right):
            let a = left.value(input), b = right.value(input)
            switch op {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            case .power: return pow(a, b)
            }
        case let .call(function, arguments):
            let a = arguments.first?.value(input) ?? .nan
            let b = arguments.count > 1 ? arguments[1].value(input) : .nan
            switch function {
            case .sin: return sin(a)
            case .cos: return cos(a)
            case .tan: return tan(a)
            case .sqrt: return sqrt(a)
            case .exp: return exp(a)
            case .log: return log(a)
            case .abs: return Swift.abs(a)
            case .pow: return pow(a, b)
            case .min: return Swift.min(a, b)
            case .max: return Swift.max(a, b)
            }
        }
    }
}
