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

    /// Draws frame `index` of the timeline whose `inputs` these are, as every product draws it:
    /// its offset with the page control's position, the overlay, the programmatic scroll, the
    /// menu's hold and the reload it belongs to (`draw(offset:in:originX:originY:menuText:…)`).
    func draw(frame index: Int, of inputs: FrameInputs, in context: Context, originX: Int = 0, originY: Int = 0,
              menuText: MenuSVGText? = nil) throws {
        try draw(offset: inputs.offsets[index], in: context, originX: originX, originY: originY, menuText: menuText,
                 controlPosition: inputs.positions[index],
                 overlay: index < inputs.overlays.count ? inputs.overlays[index] : nil,
                 programmatic: index < inputs.programs.count ? inputs.programs[index] : nil,
                 menuHold: index < inputs.holds.count ? inputs.holds[index] : nil,
                 epoch: index < inputs.epochs.count ? inputs.epochs[index] : 0)
    }

    /// Frame `index` of `inputs`' timeline as an image (`draw(frame:of:in:)`).
    package func image(frame index: Int, of inputs: FrameInputs) throws -> ImageSurface {
        let surface = try cairo("creating the frame") { try ImageSurface(width: pixelWidth, height: pixelHeight) }
        let context = try cairo("creating the frame") { try Context(surface) }
        try draw(frame: index, of: inputs, in: context)
        return surface
    }

    /// Frame `index` of `inputs`' timeline encoded as `format`: PNG (on up to `concurrency` threads;
    /// the bytes do not depend on it) or SVG.
    package func encodedFrame(frame index: Int, of inputs: FrameInputs, format: OutputOptions.Format, concurrency: Int = 1) throws -> [UInt8] {
        switch format {
        case .png:
            let surface = try image(frame: index, of: inputs)
            return try cairo("encoding PNG") { try surface.pngData(level: scene.output.pngLevel, concurrency: concurrency) }
        case .svg:
            let document = SVGDocument(width: Double(pixelWidth), height: Double(pixelHeight), images: svgImages)
            let titles = MenuSVGText()
            do {
                let context = try cairo("creating the SVG") { try Context(recordingInto: document) }
                try draw(frame: index, of: inputs, in: context, menuText: titles)
            }
            return document.bytes(adding: titles.markup)
        case .animated:
            return try encodedFrame(offset: inputs.offsets[index], format: format)
        }
    }
}
