import CairoKit
import FileFormats
import SceneModel
import Transforms

extension FrameRenderer {
    /// What each frame of a timeline is drawn with besides its offset, by timeline index.
    package struct FrameInputs: Sendable {
        package let offsets: [Double]
        let positions: [Double]
        let overlays: [OverlayFrame], programs: [ProgrammaticScroll?], holds: [MenuScrollHold?]
        /// Each frame's epoch (`TimelineFrame.epoch`), or empty.
        let epochs: [Int]

        /// The inputs of `offsets`: when they are the scene's time-based timeline, its frames, sampled
        /// once, give the page control's positions, the programmatic scrolls (a menu shows them), the
        /// menu's holds and the epochs; otherwise each offset is drawn alone.
        package init(_ renderer: FrameRenderer, offsets: [Double]) {
            let scene = renderer.scene
            let frames = scene.isTimeBased ? (try? scene.timelineFrames()).flatMap { $0.map(\.offset) == offsets ? $0 : nil } : nil
            self.offsets = offsets
            positions = scene.pageControlPositions(offsets: offsets, timeline: frames)
            overlays = scene.overlayFrames(offsets: offsets)
            programs = scene.menu == nil ? [] : frames?.map(\.programmatic) ?? []
            holds = frames.map { renderer.menuHolds(frames: $0) } ?? []
            epochs = frames?.map(\.epoch) ?? []
        }
    }

    /// Draws frame `index` of the timeline whose `inputs` these are, as every product draws it:
    /// its offset with the page control's position, the overlay, the programmatic scroll, the
    /// menu's hold and the reload it belongs to (`draw(offset:in:…)`).
    func draw(frame index: Int, of inputs: FrameInputs, in context: Context, originX: Int = 0, originY: Int = 0,
              menuText: MenuSVGText? = nil) throws {
        try draw(offset: inputs.offsets[index], in: context, originX: originX, originY: originY, menuText: menuText,
                 controlPosition: inputs.positions[index],
                 overlay: index < inputs.overlays.count ? inputs.overlays[index] : nil,
                 programmatic: index < inputs.programs.count ? inputs.programs[index] : nil,
                 menuHold: index < inputs.holds.count ? inputs.holds[index] : nil,
                 epoch: index < inputs.epochs.count ? inputs.epochs[index] : 0)
    }

    /// Frame `index` of `inputs`' timeline as an image.
    package func image(frame index: Int, of inputs: FrameInputs) throws -> ImageSurface {
        try image { try draw(frame: index, of: inputs, in: $0) }
    }

    /// Frame `index` of `inputs`' timeline encoded as `format` (`encoded(_:concurrency:drawing:)`).
    package func encodedFrame(frame index: Int, of inputs: FrameInputs, format: OutputOptions.Format, concurrency: Int = 1) throws -> [UInt8] {
        try encoded(format, concurrency: concurrency) { try draw(frame: index, of: inputs, in: $0, menuText: $1) }
    }
}
