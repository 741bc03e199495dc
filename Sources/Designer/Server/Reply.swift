import Config
import FlyingFox
import Foundation
import LocalServer

/// Config's ordered JSON (FlyingFox has a `JSONValue` of its own).
typealias JSONValue = Config.JSONValue

/// The designer's HTTP answers: JSON, PNG, text and downloads, each with its `Content-Type` and
/// `Cache-Control: no-store` (every answer depends on the request, and the token must not be cached).
enum Reply {
    /// `value` as pretty-printed UTF-8 JSON.
    static func json(_ value: JSONValue, status: HTTPStatusCode = .ok) -> HTTPResponse {
        bytes(Data(value.formatted().utf8), type: "application/json; charset=utf-8", status: status)
    }

    /// A PNG image.
    static func png(_ png: [UInt8], headers: [(String, String)] = []) -> HTTPResponse {
        var response = bytes(Data(png), type: "image/png")
        for (name, value) in headers { response.headers[HTTPHeader(name)] = value }
        return response
    }

    /// UTF-8 text of `type` (`text/plain`, `application/json`).
    static func text(_ text: String, type: String = "text/plain; charset=utf-8") -> HTTPResponse {
        bytes(Data(text.utf8), type: type)
    }

    /// A file to save: `Content-Disposition: attachment; filename="…"`.
    static func download(_ data: [UInt8], type: String, fileName: String) -> HTTPResponse {
        var response = bytes(Data(data), type: type)
        response.headers[.contentDisposition] = "attachment; filename=\"\(fileName)\""
        return response
    }

    /// `body` with the headers every answer carries (`LocalServer.reply`).
    static func bytes(_ body: Data, type: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
        LocalServer.reply(body, type: type, status: status)
    }
}
