// The `motion` benchmark: sampling a 10-second, 240 fps time-based timeline (drags, releases with
// spring settles, spring scrolls) for 1,000,000,000 items, under each paging model.
// Target: under 5 ms per timeline (2,401 samples).
import Foundation
import Transforms

/// CPU seconds this thread has used (the machine is shared; wall time would count other work).
private func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Swipes forward with spring settles and spring scrolls, padded with a wait to exactly 10 s.
private func tenSecondScript() -> TimelineScript {
    let spring = TimingCurve.spring(Spring(response: 0.4, dampingFraction: 0.95))
    var steps: [TimelineStep] = []
    for round in 0..<6 {
        steps += [.drag(.curve(by: -140, duration: 0.25, curve: .named(.easeOut))), .wait(0.05), .release(velocity: nil), .wait(0.1)]
        steps += [.scroll(to: Double(round) * 3 + 3, duration: nil, curve: spring), .wait(0.1)]
    }
    var script = TimelineScript(fps: 240, start: 0, steps: steps)
    let sampler = TimelineSampler(script: script, pageLength: 390, pageCount: 1_000_000_000)
    let used = (try? sampler.duration()) ?? 0
    script.steps.append(.wait(Swift.max(10 - used, 0)))
    return script
}

func motionBench() throws {
    let script = tenSecondScript()
    let models: [(String, PagingModel)] = [
        ("scrollView", .scrollView),
        ("elegantPages.regular", .elegantPages(.regularDefault)),
        ("elegantPages.earlyCutoff", .elegantPages(.earlyCutoffDefault)),
    ]
    for (name, paging) in models {
        let sampler = TimelineSampler(script: script, paging: paging, pageLength: 390, pageCount: 1_000_000_000)
        var best = Double.infinity, checksum = 0.0, count = 0
        for _ in 0..<20 {
            let start = threadSeconds()
            let samples = try sampler.samples()
            best = Swift.min(best, threadSeconds() - start)
            checksum += samples.reduce(0) { $0 + $1.offset }
            count = samples.count
        }
        let duration = try sampler.duration()
        print(String(format: "%-26@ %5d samples over %.2f s: %7.3f ms  (target < 5 ms: %@)  [checksum %.3f]",
                     name as NSString, count, duration, best * 1000, (best < 0.005 ? "ok" : "MISSED") as NSString, checksum))
    }
}
