// flipbook-fuzz: mutates configs and PNGs and feeds them to the real `flipbook` binary, reporting
// crashes (a signal or an unexpected exit status), hangs (over the time limit), runs over the memory
// cap (killed, default 1024 MiB resident) and peak memory. Inputs: configs, PNGs (compare inputs,
// card images, goldens), shard parts, golden manifests, --timeline files, FIFOs, devices,
// folders and symlink loops where a file is expected; Swift for `import`, damaged font files,
// animated SVG, a full or closed stdout/stderr, extreme offsets and springs, requests to one
// running `flipbook designer` over loopback (an answer of 500 or none, or the designer gone, is a
// crash; its memory counts its worker process's), every numeric setting of `flipbook schema` at an
// extreme number (`SchemaSweep`) through validate, strip and the designer, and goldens, reports and
// output folders holding links to a file outside (a run that changes that file is a crash).
//
//   swift build --product flipbook --product flipbook-fuzz
//   $(swift build --show-bin-path)/flipbook-fuzz --seconds 600 --out fuzz-findings
//
// Every run is a child process, so a crash is recorded instead of ending the fuzzer; its peak
// resident memory comes from wait4's rusage. Inputs that crash or hang are saved with the command
// line that reproduces them. The same --seed gives the same inputs.
import Foundation
import SchemaSweep

let options = FuzzOptions.parse(Array(CommandLine.arguments.dropFirst()))
let corpus = Corpus(root: options.root)
guard !corpus.configs.isEmpty, !corpus.pngs.isEmpty else {
    FileHandle.standardError.write(Data("flipbook-fuzz: no seeds under \(options.root) (run it from the repository)\n".utf8))
    exit(2)
}
guard FileManager.default.isExecutableFile(atPath: options.flipbook) else {
    FileHandle.standardError.write(Data("flipbook-fuzz: no flipbook binary at \(options.flipbook) — build it or give --flipbook PATH\n".utf8))
    exit(2)
}
let work = options.out + "/work"
try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
try? FileManager.default.createDirectory(atPath: options.out + "/findings", withIntermediateDirectories: true)
// Children run here, so the commands name their files relative to it.
guard FileManager.default.changeCurrentDirectoryPath(work) else { FuzzOptions.fail("cannot enter \(work)") }

guard let seeds = MadeSeeds.make(flipbook: options.flipbook, work: work, timeout: options.timeout) else {
    FuzzOptions.fail("the binary did not write a shard part and a manifest to mutate (see \(work)/stderr.txt)")
}
// One designer for the whole run, asked over loopback by the designer jobs (and restarted if it stops).
let designer = FuzzedDesigner.start(flipbook: options.flipbook, work: work)
// Every numeric setting of the binary's own schema, for the extreme-setting jobs.
let schemaFile = work + "/schema.json"
_ = Runner.run(options.flipbook, ["schema"], in: work, timeout: options.timeout, stdout: schemaFile)
let sweep = FileManager.default.contents(atPath: schemaFile).flatMap { SchemaSweep(schema: $0) }
if sweep == nil { print("flipbook-fuzz: no schema from the binary; extreme settings are left out of this run") }
if designer == nil { print("flipbook-fuzz: the designer did not start; its API is left out of this run") }
var random = SplitMix64(seed: options.seed)
var summary = Summary()
let start = Date()
var iteration = 0
while iteration < options.iterations && Date().timeIntervalSince(start) < options.seconds {
    iteration += 1
    let job = Job.make(iteration: iteration, corpus: corpus, seeds: seeds, sweep: sweep, work: work, designer: designer, random: &random)
    let executable = job.httpStatusFile == nil ? options.flipbook : "/usr/bin/curl"
    var run = Runner.run(executable, job.arguments, in: work, timeout: options.timeout, memoryCapKB: options.memoryCapMB * 1024,
                         stdout: job.stdoutPath, stderr: job.stderrPath)
    if let designer, job.httpStatusFile != nil { run = designer.judge(run, job: job) }
    if run.isHang {
        // On a loaded machine a run can miss its limit without hanging: a hang counts only when the
        // same run misses twice the limit too; one that then finishes is counted as slow.
        var again = Runner.run(executable, job.arguments, in: work, timeout: 2 * options.timeout, memoryCapKB: options.memoryCapMB * 1024,
                               stdout: job.stdoutPath, stderr: job.stderrPath)
        if let designer, job.httpStatusFile != nil { again = designer.judge(again, job: job) }
        if !again.isHang { summary.slowRetries += 1 }
        run = again
    }
    // A file outside that changed: the run wrote through a link.
    if job.untouched.contains(where: { FileManager.default.contents(atPath: $0.path) != $0.bytes }) { run.wroteOutside = true }
    summary.record(job, run)
    if run.isCrash || run.isHang || run.isOverMemory {
        let kind = run.isHang ? "hang" : run.isOverMemory ? "memory" : "crash"
        let folder = options.out + "/findings/\(kind)-\(iteration)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in job.files { try? FileManager.default.copyItem(atPath: file, toPath: folder + "/" + (file as NSString).lastPathComponent) }
        let line = "cd \(work) && \(options.flipbook) " + job.arguments.map { "'\($0)'" }.joined(separator: " ") + "\n# \(run.describe())\n"
        try? line.write(toFile: folder + "/command.sh", atomically: true, encoding: .utf8)
        print("\(kind.uppercased()) #\(iteration): \(job.command) — \(run.describe()) (saved in \(folder))")
    }
    if iteration % 250 == 0 {
        print("… \(iteration) runs, \(Int(Date().timeIntervalSince(start))) s, \(summary.crashes) crashes, \(summary.hangs) hangs, \(summary.overMemory) over memory, peak \(summary.peakKB / 1024) MiB")
    }
}
print(summary.report(iterations: iteration, seconds: Date().timeIntervalSince(start), options: options))
if let designer { print(designer.report()) }
designer?.stop()
exit(summary.crashes + summary.hangs + summary.overMemory == 0 ? 0 : 1)
