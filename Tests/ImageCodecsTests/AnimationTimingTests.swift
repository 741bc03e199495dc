import FileFormats
@testable import ImageCodecs
import PropertyBased
import Testing

/// Frame starts round once, so durations add up to the exact length; resampling keeps time.
@Suite struct AnimationTimingTests {
    @Test("starts are index / fps rounded to the unit: 30 fps in hundredths and milliseconds")
    func startsRoundToUnits() {
        let settings = AnimationSettings(framesPerSecond: 30)
        #expect((0...8).map { settings.frameStart($0, unitsPerSecond: 100) } == [0, 3, 7, 10, 13, 17, 20, 23, 27])
        #expect((0...3).map { settings.frameStart($0, unitsPerSecond: 1000) } == [0, 33, 67, 100])
        // A half rounds up: frame 1 at 40 fps is 2.5 hundredths.
        #expect(AnimationSettings(framesPerSecond: 40).frameStart(1, unitsPerSecond: 100) == 3)
    }

    @Test("durations (differences of starts) add up to the length rounded once, never drifting")
    func durationsAddUp() async {
        await propertyCheck(input: Gen.int(in: 1...240), Gen.int(in: 1...2000)) { fps, frames in
            let settings = AnimationSettings(framesPerSecond: Double(fps))
            let durations = (0..<frames).map { settings.frameStart($0 + 1, unitsPerSecond: 1000) - settings.frameStart($0, unitsPerSecond: 1000) }
            #expect(durations.reduce(0, +) == Int((Double(frames) * 1000 / Double(fps)).rounded(.toNearestOrAwayFromZero)))
            #expect(durations.allSatisfy { abs(Double($0) - 1000 / Double(fps)) < 1 })
        }
    }

    @Test("resampling 60 → 50 fps drops one frame in six; 30 → 60 shows each frame twice; same rate is identity")
    func resampling() {
        let down = resampledFrameIndices(count: 60, from: 60, to: 50)
        #expect(down.count == 50)
        #expect(Array(down.prefix(6)) == [0, 1, 2, 3, 4, 6])
        #expect(resampledFrameIndices(count: 3, from: 30, to: 60) == [0, 0, 1, 1, 2, 2])
        #expect(resampledFrameIndices(count: 4, from: 25, to: 25) == [0, 1, 2, 3])
        #expect(resampledFrameIndices(count: 1, from: 60, to: 10) == [0])
        #expect(resampledFrameIndices(count: 0, from: 60, to: 10) == [])
    }

    @Test("resampled indices never go back and show each source frame at its own time")
    func resamplingIsMonotone() async {
        await propertyCheck(input: Gen.int(in: 1...500), Gen.int(in: 1...240), Gen.int(in: 1...240)) { count, source, target in
            let indices = resampledFrameIndices(count: count, from: Double(source), to: Double(target))
            #expect(zip(indices, indices.dropFirst()).allSatisfy { $0 <= $1 })
            #expect(indices.allSatisfy { (0..<count).contains($0) })
            for (k, index) in indices.enumerated() {
                let time = Double(k) / Double(target)
                #expect(Double(index) / Double(source) <= time + 1e-9)
            }
        }
    }
}
