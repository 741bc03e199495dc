import Problems

extension Problem {
    /// A library call that failed on input Flipbook checked: a bug or no memory.
    static func library(_ name: String, _ what: String) -> Problem {
        Problem(.failure, "\(name) failed while \(what)", fix: "this is a bug or the machine is out of memory; please report it with the command line")
    }

    /// An animation or timeline with no frame to encode: "no frames in the animation".
    static func noFrames(in what: String) -> Problem {
        .nothing("frames in \(what)", fix: "give at least one offset or a longer timeline")
    }

    /// A frame of another size than the animation it is added to: "a 10×10 frame in a 20×20 GIF".
    static func frameSize(width: Int, height: Int, inAnimation animationWidth: Int, _ animationHeight: Int, format: String) -> Problem {
        Problem(.failure, "a \(width)×\(height) frame in a \(animationWidth)×\(animationHeight) \(format)", fix: "give every frame the animation's size")
    }
}
