// flipbook-bench: prints throughput figures. Build in release:
//   swift run -c release flipbook-bench [transforms|render|strip|config|diff|layers|animation|menu|motion|pages|designer|all]
import Foundation

let benches: [(name: String, run: () throws -> Void)] = [
    ("diff", diffBench),
    ("transforms", transformsBench),
    ("render", renderBench),
    ("strip", stripBench),
    ("config", configBench),
    ("animation", animationBench),
    ("layers", layersBench),
    ("menu", menuBench),
    ("motion", motionBench),
    ("pages", pagesBench),
    ("designer", designerBench),
]

let requested = CommandLine.arguments.dropFirst().first ?? "all"
let selected = benches.filter { requested == "all" || $0.name == requested }
if selected.isEmpty {
    FileHandle.standardError.write(Data("unknown benchmark '\(requested)'; choose one of: \(benches.map(\.name).joined(separator: ", ")), all\n".utf8))
    exit(2)
}
for bench in selected {
    print("== \(bench.name)")
    try bench.run()
}
