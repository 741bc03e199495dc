import SceneModel
import Transforms

extension FrameRenderer {
    /// What each frame of a timeline is drawn with besides its offset, by timeline index.
    package struct FrameInputs {
        let offsets: [Double], positions: [Double]
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
}
