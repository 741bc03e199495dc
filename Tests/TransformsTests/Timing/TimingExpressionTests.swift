import Foundation
import Testing
import TestSupport
@testable import Transforms

/// Custom timing functions written as formulas (`TimingExpression`): the grammar's precedence and
/// associativity, its functions and constant, its errors with columns, its limits, determinism.
@Suite struct TimingExpressionTests {
    func value(_ text: String, at x: Double = 0.5) throws -> Double {
        try TimingExpression.parse(text).get().evaluate(x)
    }

    func error(_ text: String) -> TimingExpression.ParseError? {
        if case let .failure(error) = TimingExpression.parse(text) { return error }
        return nil
    }

    @Test func precedenceIsSumsThenProductsThenSignThenPower() throws {
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("8 / 4 / 2") == 1, "left-associative division")
        #expect(try value("10 - 4 - 3") == 3, "left-associative subtraction")
        #expect(try value("2 * 3 ^ 2") == 18)
        #expect(try value("2 ^ 3 ^ 2") == 512, "^ is right-associative: 2^(3^2)")
        #expect(try value("-2 ^ 2") == -4, "unary minus binds looser than ^")
        #expect(try value("2 ^ -1") == 0.5, "an exponent may carry a sign")
        #expect(try value("- -3") == 3)
        #expect(try value("3 - -x", at: 0.25) == 3.25)
        #expect(try value("2 × 3 ÷ 4 − 1") == 0.5, "× ÷ − are accepted")
        #expect(try value("1e-1 + .5") == 0.6)
    }

    @Test func theInputFunctionsAndPi() throws {
        #expect(try value("x", at: 0.3) == 0.3)
        #expect(try value("input", at: 0.3) == 0.3)
        // PVView's README's EaseOutSineFunction, as written there and shortened.
        #expect(try value("sin(input * Double.pi / 2)", at: 0.5) == sin(0.5 * Double.pi / 2))
        #expect(try value("sin(x * pi / 2)", at: 1) == 1)
        #expect(try value("π") == Double.pi)
        #expect(try value("cos(0) + tan(0) + sqrt(4) + exp(0) + log(1) + abs(-2)") == 6)
        #expect(try value("pow(2, 10)") == 1024)
        #expect(abs(try value("min(x, 0.2) + max(x, 0.9)", at: 0.5) - 1.1) < 1e-15)
        #expect(try value("1 - (1 - x)^3", at: 0.5) == 0.875)
    }

    @Test func errorsNameTheColumnAndWhatWasExpected() {
        #expect(error("sin(x") == .init(column: 6, expected: "`)` or `,`", found: "the end"))
        #expect(error("x +")?.column == 4)
        #expect(error("x + * 2")?.column == 5)
        #expect(error("2x")?.column == 2 && error("2x")?.expected == "an operator (+ - * / ^) or the end")
        #expect(error("foo(x)")?.column == 1 && error("foo(x)")?.found == "`foo`")
        #expect(error("y")?.found == "`y`", "no variables but the input")
        #expect(error("pow(x)")?.expected == "two arguments for pow")
        #expect(error("sin(x, 1)")?.expected == "one argument for sin")
        #expect(error("sin x")?.expected == "`(` after sin")
        #expect(error("(x")?.expected == "`)`")
        #expect(error("")?.column == 1)
        #expect(error("x ; 1")?.column == 3)
        #expect(error("  x @")?.column == 5, "columns count characters from 1, spaces included")
    }

    @Test func lengthAndDepthAreBounded() {
        let long = Array(repeating: "x", count: 129).joined(separator: "+")   // 257 characters
        #expect(error(long)?.column == TimingExpression.maximumLength + 1)
        #expect(error(String(long.dropLast(2))) == nil)
        let deep = String(repeating: "(", count: 33) + "x" + String(repeating: ")", count: 33)
        #expect(error(deep)?.expected.contains("nested") == true)
        let allowed = String(repeating: "(", count: 32) + "x" + String(repeating: ")", count: 32)
        #expect(error(allowed) == nil)
        #expect(error(String(repeating: "-", count: 40) + "x")?.expected.contains("nested") == true)
    }

    @Test func nonFiniteSamplesAreFound() throws {
        #expect(try TimingExpression.parse("1 / x").get().firstNonFiniteSample() == 0)
        #expect(try TimingExpression.parse("log(0.5 - x)").get().firstNonFiniteSample() == 0.5)
        #expect(try TimingExpression.parse("sqrt(x)").get().firstNonFiniteSample() == nil)
    }

    @Test func anActionTimingNeverPassesOnANonFiniteValue() throws {
        // 1/(x − 0.3) is finite on the 257 samples (0.3 is not one of them) but infinite at 0.3.
        let timing = ActionTiming(.expression(try TimingExpression.parse("1 / (x - 0.3)").get()))
        #expect(timing.evaluate(0.3) == 0.3)
        // sqrt of a bounce below 0 is NaN: evaluated at 0 instead.
        #expect(ActionTiming(.expression(try TimingExpression.parse("sqrt(x)").get())).evaluate(-0.2) == 0)
    }

    /// Property: `x` is the linear timing; the same text evaluates to the same bits every time.
    @Test func xIsLinearAndEvaluationIsDeterministic() throws {
        var random = SplitMix64(seed: 37)
        let identity = try TimingExpression.parse("x").get()
        let formula = try TimingExpression.parse("sin(x * pi / 2) ^ 2 + min(x, 1 - x) / 3").get()
        let again = try TimingExpression.parse("sin(x * pi / 2) ^ 2 + min(x, 1 - x) / 3").get()
        #expect(formula == again)
        for _ in 0..<500 {
            let x = Double.random(in: -0.5...1.5, using: &random)
            #expect(identity.evaluate(x) == x)
            #expect(ActionTiming(.expression(identity)).evaluate(x) == x)
            #expect(formula.evaluate(x).bitPattern == again.evaluate(x).bitPattern)
        }
    }

    /// Property: points timing is piecewise linear, so between two neighbouring points it stays
    /// between their values and is monotone.
    @Test func pointsAreMonotoneBetweenNeighbours() {
        var random = SplitMix64(seed: 4)
        for _ in 0..<50 {
            let count = Int.random(in: 2...6, using: &random)
            let xs = (0..<count).map { _ in Double.random(in: 0...1, using: &random) }.sorted()
            let points = xs.map { (progress: $0, value: Double.random(in: -1...2, using: &random)) }
            let timing = ActionTiming(.points(KeyframeTrack(points)))
            for (a, b) in zip(points, points.dropFirst()) where b.progress > a.progress {
                var previous = timing.evaluate(a.progress)
                for step in 1...20 {
                    let x = a.progress + (b.progress - a.progress) * Double(step) / 20
                    let y = timing.evaluate(x)
                    #expect(y >= Swift.min(a.value, b.value) - 1e-12 && y <= Swift.max(a.value, b.value) + 1e-12)
                    #expect(b.value >= a.value ? y >= previous - 1e-12 : y <= previous + 1e-12)
                    previous = y
                }
            }
            #expect(timing.evaluate(-1) == points[0].value && timing.evaluate(2) == points[count - 1].value, "ends held")
        }
    }
}
