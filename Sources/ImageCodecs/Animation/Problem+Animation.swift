import Problems

extension Problem {
    /// A library call that failed on input Flipbook checked: a bug or no memory.
    static func library(_ name: String, _ what: String) -> Problem {
        Problem(.failure, "\(name) failed while \(what)", fix: "this is a bug or the machine is out of memory; please report it with the command line")
    }
}
