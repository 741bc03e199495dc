/// How long each part of a request may take on a `LocalServer` connection, and how many
/// connections may be open, so that a local process cannot hold the server's file descriptors
/// with requests it never finishes (`Connections` applies them).
package struct ConnectionLimits: Sendable {
    /// Open connections at most (default 64). Browsers open six per server; 64 leave room for
    /// several tabs and stay far below the usual 1,024 file descriptors.
    package var maximum: Int
    /// From a request's first byte to the blank line that ends its head (default 10 s).
    package var head: Duration
    /// From the head to the body's last byte (default 30 s; a body is at most 1 MiB).
    package var body: Duration
    /// A kept-alive connection waiting for its next request (default 60 s).
    package var idle: Duration
    /// Writing an answer to a client that does not read it (default 30 s).
    package var send: Duration

    /// The limits, each defaulting to the value above.
    package init(maximum: Int = 64, head: Duration = .seconds(10), body: Duration = .seconds(30), idle: Duration = .seconds(60),
                send: Duration = .seconds(30)) {
        self.maximum = maximum
        self.head = head
        self.body = body
        self.idle = idle
        self.send = send
    }
}
