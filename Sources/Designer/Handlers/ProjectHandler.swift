import Config
import FlyingFox

/// "Save as project": the scene as a ready-to-open Swift package (an iOS app with the Swift
/// `flipbook code` writes), zipped, as `flipbook code CONFIG --project FOLDER` writes it to a folder.
enum ProjectHandler {
    /// `POST /api/project {"config"}`: `NAME.zip` (a download) holding the folder `NAME/` with the
    /// project's files; 400 for a config that does not load or a scene with no Swift.
    static let project: Routes.Handler = { request in
        let scene = try request.session.scene(request.config())
        let project = try SwiftProject(scene: scene)
        let zip = ZipArchive.stored(project.files.map { (path: "\(project.name)/\($0.path)", bytes: Array($0.text.utf8)) })
        return Reply.download(zip, type: "application/zip", fileName: "\(project.name).zip")
    }
}
