import Config
import Foundation
@testable import MCPServer
import Problems
import Testing

/// The bounds of a call: its time limit, the memory calls reserve together, and cancellation.
@Suite struct CallLimitsTests {
    @Test("a call past the time limit is answered at the limit, its task cancelled")
    func timeLimit() async {
        let limits = CallLimits(timeLimit: .milliseconds(200), memoryBudget: 1 << 20)
        let sawCancel = Flag()
        let started = ContinuousClock.now
        let answer = await limits.run {
            while !Task.isCancelled { usleep(5_000) }
            sawCancel.set()
            return ToolAnswer(structured: "late")
        }
        #expect(answer.isError && ContinuousClock.now - started < .seconds(5))
        #expect(answer.content.first.map { if case let .text(text) = $0 { text.contains("unavailable") } else { false } } == true)
        for _ in 0..<200 where !sawCancel.value { usleep(10_000) }
        #expect(sawCancel.value, "the work's task was not cancelled")
    }

    @Test("a call needing more than the budget is refused as too large; within it, it runs")
    func memory() async {
        let limits = CallLimits(timeLimit: .seconds(10), memoryBudget: 1 << 20)
        let over = await limits.run { Self.answer { try CallLimits.reserve(2 << 20, for: "the frame") } }
        #expect(over.isError && Self.text(over).contains("tooLarge"))
        let within = await limits.run { Self.answer { try CallLimits.reserve(1 << 19, for: "the frame") } }
        #expect(!within.isError)
    }

    @Test("cancelling the caller answers at once and cancels the work")
    func cancellation() async {
        let limits = CallLimits(timeLimit: .seconds(30), memoryBudget: 1 << 20)
        let sawCancel = Flag()
        let call = Task {
            await limits.run {
                while !Task.isCancelled { usleep(5_000) }
                sawCancel.set()
                return ToolAnswer(structured: "late")
            }
        }
        try? await Task.sleep(for: .milliseconds(100))
        call.cancel()
        let answer = await call.value
        #expect(answer.isError && Self.text(answer).contains("cancelled"))
        for _ in 0..<200 where !sawCancel.value { usleep(10_000) }
        #expect(sawCancel.value)
    }

    @Test("the transport owes an answer to requests and unreadable lines, not to notifications or responses")
    func answersOwed() {
        #expect(LineTransport.expectsAnswer(Data(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#.utf8)))
        #expect(!LineTransport.expectsAnswer(Data(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8)))
        #expect(!LineTransport.expectsAnswer(Data(#"{"jsonrpc":"2.0","id":1,"result":{}}"#.utf8)))
        #expect(LineTransport.expectsAnswer(Data("{not json".utf8)))
    }

    static func answer(_ body: () throws -> Void) -> ToolAnswer {
        do {
            try body()
            return ToolAnswer(structured: "ok")
        } catch {
            return ToolAnswer(problem: error as? Problem ?? Problem(.failure, "\(error)"))
        }
    }

    static func text(_ answer: ToolAnswer) -> String {
        if case let .text(text)? = answer.content.first { return text }
        return ""
    }

    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var flag = false
        var value: Bool { lock.withLock { flag } }
        func set() { lock.withLock { flag = true } }
    }
}
