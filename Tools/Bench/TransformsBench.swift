// The `transforms` benchmark: item states per second for each effect, and the cost of one culled
// frame (`PagingLayout.frame`) for 10 and for 1,000,000,000 items with 5 visible.
// Targets: ≥ 10 M Scale/Stack states/s on one core; the two frame costs within 10 % of each other.
import Foundation
import Transforms

/// CPU seconds this thread has used. The machine is shared, so wall time would also count other
/// people's builds; the thread's CPU time is what one core spends on the work.
private func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU seconds of the fastest of `runs` calls.
private func fastestSeconds(runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = threadSeconds()
        body()
        best = min(best, threadSeconds() - start)
    }
    return best
}

/// Folds a state into a number that depends on all of it, so the optimiser cannot skip the work.
@inline(__always)
private func checksum(_ state: ItemState) -> Double {
    var sum = state.transform.m11 + state.transform.m41 + state.transform.m42 + state.transform.m43
        + state.transform.m34 + state.alpha + state.blur + Double(state.zIndex) + (state.isHidden ? 1 : 0)
    if let shadow = state.shadow { sum += shadow.opacity + shadow.radius }
    if let pieces = state.pieces, let last = pieces.last { sum += last.transform.m41 + last.alpha + Double(pieces.count) }
    return sum
}

/// The checksum of `count` states of `effect` over progresses sweeping −3 … 3 pages. A function of
/// its own, as an app's layout loop would be, so the timing closure does not shape the code measured.
@inline(never)
private func sweep(_ effect: some PagingEffect, count: Int, card: Size) -> Double {
    var sum = 0.0
    for i in 0..<count {
        let progress = Double(i % 6001) * 0.001 - 3
        sum += checksum(effect.state(progress: progress, card: card))
    }
    return sum
}

/// States per second of `effect`.
private func statesPerSecond(_ effect: some PagingEffect, count: Int, total: inout Double) -> Double {
    let card = Size(width: 300, height: 400)
    var sum = 0.0
    let seconds = fastestSeconds(runs: 5) { sum += sweep(effect, count: count, card: card) }
    total += sum
    return Double(count) / seconds
}

/// States per second of a named layout: calling its options' `state` (what `PagingLayout.frame`
/// does) and calling `Effect.state`, which first copies the options out of the enum.
private func statesPerSecond(_ layout: NamedLayout, count: Int, total: inout Double) -> (direct: Double, viaEffect: Double) {
    let direct: Double
    switch layout.effect {
    case let .scale(options): direct = statesPerSecond(options, count: count, total: &total)
    case let .stack(options): direct = statesPerSecond(options, count: count, total: &total)
    case let .snapshot(options): direct = statesPerSecond(options, count: count, total: &total)
    case .custom, .tweaked: direct = .nan
    }
    return (direct, statesPerSecond(layout.effect, count: count, total: &total))
}

/// The rate of running the layouts one after another: the harmonic mean.
private func overall(_ rates: [Double]) -> Double {
    Double(rates.count) / rates.reduce(0) { $0 + 1 / $1 }
}

/// Prints the figures and whether each target is met.
func transformsBench() throws {
    var total = 0.0
    let groups: [(String, [NamedLayout], Int)] = [
        ("Scale", [.scale(.linear), .scale(.easeIn), .scale(.coverFlow), .scale(.rotary), .scale(.invertedCylinder)], 2_000_000),
        ("Stack", [.stack(.transparent), .stack(.perspective), .stack(.rotary), .stack(.vortex), .stack(.blur)], 2_000_000),
        ("Snapshot", [.snapshot(.grid), .snapshot(.bars), .snapshot(.fade)], 20_000),
    ]
    print("item states per second of one core's CPU time (fastest of 5 runs, progress −3 … 3, card 300×400)")
    print("  \("layout".padding(toLength: 24, withPad: " ", startingAt: 0))  options.state  Effect.state")
    var slowest: [String: Double] = [:]
    for (effectName, layouts, count) in groups {
        var direct: [Double] = [], viaEffect: [Double] = []
        for layout in layouts {
            let rates = statesPerSecond(layout, count: count, total: &total)
            direct.append(rates.direct)
            viaEffect.append(rates.viaEffect)
            print("  \(layout.name.padding(toLength: 24, withPad: " ", startingAt: 0))  \(rate(rates.direct))  \(rate(rates.viaEffect))")
        }
        print("  \((effectName + " overall").padding(toLength: 24, withPad: " ", startingAt: 0))  \(rate(overall(direct)))  \(rate(overall(viaEffect)))")
        slowest[effectName] = direct.min()
    }
    for effectName in ["Scale", "Stack"] {
        let met = (slowest[effectName] ?? 0) >= 10e6
        print("  target ≥ 10 M \(effectName) states/s for every layout (options.state): \(met ? "met" : "MISSED")")
    }

    print("one frame's layout (PagingLayout.frame, scale.coverFlow, 5 visible):")
    var costs: [Double] = []
    for itemCount in [10, 1_000_000_000] {
        let layout = PagingLayout(itemCount: itemCount, numberOfVisibleItems: 5, pageSize: Size(width: 300, height: 400),
                                  effect: NamedLayout.scale(.coverFlow).effect)
        let frames = 200_000
        // Sweep offsets around the middle page, where the window is centred, for both counts.
        let base = Double(itemCount / 2)
        var sum = 0.0
        let seconds = fastestSeconds(runs: 5) {
            for i in 0..<frames {
                let frame = layout.frame(offset: base + Double(i % 1001) * 0.001 - 0.5, card: Size(width: 300, height: 400))
                sum += Double(frame.currentPage) + frame.items[0].state.transform.m41
            }
        }
        total += sum
        let nanoseconds = seconds / Double(frames) * 1e9
        costs.append(nanoseconds)
        print("  \(String(itemCount).padding(toLength: 10, withPad: " ", startingAt: 0)) items: \(format(nanoseconds)) ns per frame")
    }
    let ratio = costs[1] / costs[0]
    print("  10⁹ items / 10 items: \(format(ratio))×, target within 10 %: \(abs(ratio - 1) <= 0.1 ? "met" : "MISSED")")
    print("checksum \(total)")
}

/// Two decimals.
private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
}

/// `12.34 M/s`, right-aligned in 13 columns.
private func rate(_ perSecond: Double) -> String {
    let text = format(perSecond / 1e6) + " M/s"
    return String(repeating: " ", count: max(0, 13 - text.count)) + text
}
