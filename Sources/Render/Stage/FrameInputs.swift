import CairoKit
import SceneModel
import Transforms

extension FrameRenderer {
    /// What each frame of a timeline is drawn with besides its offset, by timeline index.
    package struct FrameInputs: Sendable {
        package let offsets: [Double]
        let positions: [Double]
        let overlays: [OverlayFrame], programs: [ProgrammaticScroll?], holds: [MenuScrollHold?]
        /// Each frame's epoch (`FrameRenderer.epochs(offsets:)`), or empty.
        let epochs: [Int]

        package init(_ renderer: FrameRenderer, offsets: [Double]) {
            let scene = renderer.scene
            self.offsets = offsets
            positions = scene.pageControlPositions(offsets: offsets)
            overlays = scene.overlayFrames(offsets: offsets)
            programs = scene.programmaticScrolls(offsets: offsets)
            holds = renderer.menuHolds(offsets: offsets)
            epochs = renderer.epochs(offsets: offsets)
        }
    }

    /// Frame `index` of the timeline whose `inputs` these are, as `render` draws it into a
    /// sequence: its offset with the page control's position, the overlay, the programmatic
    /// scroll, the menu's hold and the reload it belongs to.
    package func image(frame index: Int, of inputs: FrameInputs) throws -> ImageSurface {
        try image(offset: inputs.offsets[index], controlPosition: inputs.positions[index],
                  overlay: index < inputs.overlays.count ? inputs.overlays[index] : nil,
                  programmatic: index < inputs.programs.count ? inputs.programs[index] : nil,
                  menuHold: index < inputs.holds.count ? inputs.holds[index] : nil,
                  epoch: index < inputs.epochs.count ? inputs.epochs[index] : 0)
    }
}
