#!/usr/bin/env python3
"""`flipbook mcp` driven by a real MCP client: the Python `mcp` package's ClientSession (issue #51).

Starts `flipbook mcp` as a coding agent's client does (a child process speaking JSON-RPC on its
standard input and output) and checks, through the protocol:
  - the tools and resources are listed, each tool with input and output schemas; the schema,
    preset and key-table resources read back;
  - `render` of a preset answers a PNG that Pillow decodes at the size the result states, byte for
    byte the frame `flipbook render` writes; SVG and GIF answers;
  - `validate` of a bad config answers the setting's key path, line and column in the text;
  - `code` → `import` round-trips (the imported config inspects as the original);
  - `check` passes against goldens `flipbook check` recorded, fails with a difference image for a
    changed scene, refuses to record on a read-only server, records with --allow-record;
  - every tool call docs/MCP.md shows answers;
  - tool errors, with the server still answering afterwards, for: a file outside its folders
    (directly, and through a config's `extends` and image), a 100 000 px render, a render over the
    memory limit, a call past the time limit, wrong arguments; and JSON-RPC errors for a malformed
    line, a line over the size bound and an unknown tool.

`--screenshots DIR` also writes strip-call.png there: a `strip` call and the image it answered,
for docs/MCP.md and the README.

Needs flipbook-mcp and flipbook-import built beside flipbook (Tools/test.sh builds both).
Usage: python3 Tests/MCP/mcp_test.py [--flipbook PATH] [--screenshots DIR]
"""
import base64
import io
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import anyio
import mcp_types as types
from mcp import ClientSession
from mcp.shared.exceptions import MCPError
from mcp.shared.message import SessionMessage
from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Browser"))
from harness import ROOT, arguments, checker  # noqa: E402  (the browser tests' command line and checks)

TOOLS = {"render", "strip", "inspect", "validate", "code", "import", "check"}


class Server:
    """`flipbook mcp ARGUMENTS…` in `cwd` with a ClientSession over its pipes. The transport is
    stdio_client's, written out so that a test can also send raw bytes (`send_raw`) and see every
    line the server wrote (`lines`), including answers the session cannot take (an id of null)."""

    def __init__(self, flipbook, args, cwd):
        self.command = [flipbook, "mcp", *args]
        self.cwd = cwd
        self.lines = []

    async def __aenter__(self):
        self.process = await anyio.open_process(self.command, cwd=self.cwd, stderr=subprocess.PIPE)
        self.to_session, session_reads = anyio.create_memory_object_stream(100)
        session_writes, self.from_session = anyio.create_memory_object_stream(100)
        self.lock = anyio.Lock()
        self.tasks = anyio.create_task_group()
        await self.tasks.__aenter__()
        self.tasks.start_soon(self._read)
        self.tasks.start_soon(self._write)
        self.session = ClientSession(session_reads, session_writes, read_timeout_seconds=120)
        await self.session.__aenter__()
        self.initialized = await self.session.initialize()
        return self

    async def __aexit__(self, *exc):
        await self.session.__aexit__(None, None, None)
        await self.process.stdin.aclose()
        with anyio.move_on_after(10):
            await self.process.wait()
        if self.process.returncode is None:
            self.process.kill()
        self.tasks.cancel_scope.cancel()
        await self.tasks.__aexit__(None, None, None)

    async def _read(self):
        buffer = b""
        async for chunk in self.process.stdout:
            buffer += chunk
            *complete, buffer = buffer.split(b"\n")
            for line in complete:
                self.lines.append(line)
                try:
                    message = types.jsonrpc_message_adapter.validate_json(line, by_name=False)
                except ValueError:
                    continue  # not for the session (an error whose id is null): kept in `lines`
                await self.to_session.send(SessionMessage(message))

    async def _write(self):
        async for message in self.from_session:
            data = message.message.model_dump_json(by_alias=True, exclude_unset=True) + "\n"
            async with self.lock:
                await self.process.stdin.send(data.encode())

    async def send_raw(self, data):
        async with self.lock:
            await self.process.stdin.send(data)

    async def call(self, name, **arguments):
        return await self.session.call_tool(name, arguments)


def structured(result):
    assert not result.is_error, f"tool error: {result.content[0].text if result.content else result}"
    return result.structured_content


def problem(result):
    """The problem a tool error carries, as data."""
    assert result.is_error, f"expected a tool error, got {result.structured_content}"
    return json.loads(result.content[0].text)


def images(result):
    return [Image.open(io.BytesIO(base64.b64decode(block.data))) for block in result.content if block.type == "image"]


def run(args):
    checks, check = checker()
    folder = tempfile.mkdtemp(prefix="flipbook-mcp-test-")
    try:
        anyio.run(scenario, os.path.abspath(args.flipbook), folder, check, args.screenshots)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return checks


async def scenario(flipbook, folder, check, screenshots):
    work = os.path.join(folder, "work")
    goldens = os.path.join(folder, "goldens")
    os.makedirs(work)
    with open(os.path.join(folder, "outside.yaml"), "w") as file:
        file.write("extends: scale.coverFlow\n")
    with open(os.path.join(work, "escape.yaml"), "w") as file:
        file.write("extends: ../outside.yaml\n")
    # Goldens as the command line records them; the server compares with them.
    subprocess.run([flipbook, "check", "stack.vortex", "--goldens", goldens, "--record", "all", "--offsets", "0,0.5",
                    "--out", os.path.join(folder, "report")], capture_output=True, text=True)

    async with Server(flipbook, ["--folder", work, "--goldens", goldens], cwd=folder) as server:
        check("initialize negotiates the current revision", server.initialized.protocol_version == "2025-11-25",
              server.initialized.protocol_version)
        await listing(server, check)
        await rendering(server, flipbook, folder, check)
        await validating(server, check)
        await round_trip(server, check)
        await checking(server, goldens, check)
        await refusals(server, check)
        await malformed(server, check)
        await documented(server, work, check)
        if screenshots:
            await picture(server, screenshots, check)
        returned = await server.call("strip", preset="scale.coverFlow", scale=0.5)
        check("after every refusal the server still answers", len(images(returned)) == 1)

    async with Server(flipbook, ["--folder", work, "--goldens", goldens, "--allow-record"], cwd=folder) as server:
        recorded = structured(await server.call("check", config="name: fresh\nextends: scale.coverFlow\n", offsets=[0], record="missing"))
        check("with --allow-record, check records a missing golden", recorded["images"][0]["status"] == "recorded"
              and os.path.exists(os.path.join(goldens, "fresh", "frame-0001.png")), recorded["summary"])
        again = structured(await server.call("check", config="name: fresh\nextends: scale.coverFlow\n", offsets=[0]))
        check("and the next check passes against it", again["passed"], again["summary"])

    async with Server(flipbook, ["--folder", work, "--time-limit", "1", "--memory-limit", "256"], cwd=folder) as server:
        started = time.time()
        slow = problem(await server.call("render", preset="stack.vortex", timeline={"from": 0, "to": 4, "frames": 4000}, format="webp"))
        check("a call past --time-limit is a tool error, answered at the limit", slow["kind"] == "unavailable" and time.time() - started < 30,
              f"{slow['message']} after {time.time() - started:.1f} s")
        large = problem(await server.call("render", preset="scale.coverFlow", viewport={"width": 4000, "height": 4000}, scale=2))
        check("a render over --memory-limit is refused as too large", large["kind"] == "tooLarge" and "256 MiB" in large["message"], large["message"])
        # A call that draws nothing: under a loaded machine even one frame may pass a 1 s limit.
        quick = structured(await server.call("validate", preset="scale.coverFlow"))
        check("and the server answers the next call", quick["valid"])

    async with Server(flipbook, ["--folder", work, "--time-limit", "120"], cwd=folder) as server:
        # The calls work in a process of the server's own: a crash there (here SIGKILL, as a trap or
        # memory exhausted would end it) answers the calls in it as failures, and the server goes on
        # with a new worker.
        killed = []

        async def kill_worker():
            for _ in range(600):
                await anyio.sleep(0.05)
                children = subprocess.run(["pgrep", "-P", str(server.process.pid), "-f", "--", "--tool-worker"],
                                          capture_output=True, text=True).stdout.split()
                if children:
                    os.kill(int(children[0]), signal.SIGKILL)
                    killed.append(int(children[0]))
                    return

        async with anyio.create_task_group() as tasks:
            tasks.start_soon(kill_worker)
            crashed = problem(await server.call("render", preset="stack.vortex", timeline={"from": 0, "to": 4, "frames": 4000}, format="webp"))
        check("a call whose worker process dies is answered as a failure naming the signal", killed and crashed["kind"] == "failure"
              and "worker process" in crashed["message"] and "signal 9" in crashed["message"], crashed["message"])
        after = structured(await server.call("strip", preset="scale.coverFlow", scale=0.5))
        check("and the server draws the next call", after["cells"] > 0)


async def listing(server, check):
    tools = (await server.session.list_tools()).tools
    check("tools/list lists the seven tools", {tool.name for tool in tools} == TOOLS, str(sorted(tool.name for tool in tools)))
    check("every tool has an input and an output schema", all(tool.input_schema.get("type") == "object" and tool.output_schema for tool in tools))
    render = next(tool for tool in tools if tool.name == "render")
    timeline = render.input_schema["properties"]["timeline"]
    check("render's timeline schema is the config schema's (a list, a sweep, a script)", len(timeline["anyOf"]) == 3
          and "frames" in timeline["anyOf"][1]["properties"], json.dumps(timeline)[:120])
    resources = {resource.uri: resource for resource in (await server.session.list_resources()).resources}
    for uri in ["flipbook://presets", "flipbook://schema", "flipbook://presets/scale.coverFlow", "flipbook://tables/effects", "flipbook://tables/timeline"]:
        check(f"resources/list has {uri}", uri in resources)
    schema = json.loads((await server.session.read_resource("flipbook://schema")).contents[0].text)
    check("the schema resource is the config schema", "effect" in schema["properties"] and "timeline" in schema["properties"])
    preset = (await server.session.read_resource("flipbook://presets/stack.vortex")).contents[0].text
    check("a preset resource is its YAML", "name: stack.vortex" in preset)
    table = (await server.session.read_resource("flipbook://tables/effects")).contents[0].text
    check("the effects table lists minScale", "`minScale`" in table)


async def rendering(server, flipbook, folder, check):
    result = await server.call("render", preset="scale.coverFlow", offsets=[0.5], scale=2)
    frame = structured(result)
    pictures = images(result)
    check("render answers one PNG that decodes at the stated size", len(pictures) == 1 and pictures[0].format == "PNG"
          and pictures[0].size == (frame["width"], frame["height"]) == (600, 800), f"{pictures[0].size if pictures else None}")
    out = os.path.join(folder, "frames")
    subprocess.run([flipbook, "render", "scale.coverFlow", "--offsets", "0.5", "--scale", "2", "--out", out], check=True, capture_output=True)
    with open(os.path.join(out, "frame-0001.png"), "rb") as file:
        cli = file.read()
    png = base64.b64decode(next(block.data for block in result.content if block.type == "image"))
    check("the PNG is byte for byte the frame flipbook render writes", png == cli, f"{len(png)} vs {len(cli)} bytes")
    svg = await server.call("render", preset="stack.vortex", offsets=[0, 1], format="svg")
    documents = [block.resource for block in svg.content if block.type == "resource"]
    check("format svg answers one SVG document per frame", len(documents) == 2 and documents[0].mime_type == "image/svg+xml"
          and documents[0].text.lstrip().startswith("<?xml"))
    gif = await server.call("render", preset="stack.vortex", timeline={"from": 0, "to": 1, "frames": 6})
    check("a timeline of 6 frames renders as 6 PNGs", len(images(gif)) == 6)
    gif = await server.call("render", preset="stack.vortex", timeline={"from": 0, "to": 1, "frames": 6}, format="gif")
    animation = images(gif)
    check("format gif answers one animated GIF of the timeline", len(animation) == 1 and animation[0].format == "GIF"
          and getattr(animation[0], "n_frames", 1) > 1 and structured(gif)["frameCount"] == 6)
    strip = await server.call("strip", preset="snapshot.grid", offsets=[0, 0.25, 0.5], scale=0.5)
    stripped = structured(strip)
    check("strip answers one PNG at the stated size", images(strip)[0].size == (stripped["width"], stripped["height"]) and stripped["cells"] == 3)
    inspected = structured(await server.call("inspect", preset="scale.coverFlow", offsets=[0, 0.5]))
    items = inspected["frames"][0]["items"]
    check("inspect answers each frame's items with 4×4 transforms", len(inspected["frames"]) == 2 and items
          and len(items[0]["transform"]) == 16 and inspected["frames"][1]["offset"] == 0.5)


async def validating(server, check):
    text = "extends: scale.coverFlow\neffect:\n  scale:\n    minScal: 0.5\n"
    result = structured(await server.call("validate", config=text))
    found = result["problems"][0] if result["problems"] else {}
    check("validate answers a bad config as data: kind, setting, line, column, fix", not result["valid"]
          and found.get("kind") == "unknownKey" and found.get("setting") == "effect.scale.minScal"
          and found.get("line") == 4 and found.get("column") == 5 and "minScale" in found.get("fix", "") + found.get("message", ""),
          json.dumps(found))
    wrong = structured(await server.call("validate", config="extends: scale.coverFlow\nitemCount: -3\n"))
    check("a value out of range names its key and line", wrong["problems"][0].get("setting") == "itemCount" and wrong["problems"][0].get("line") == 2,
          json.dumps(wrong["problems"]))
    good = structured(await server.call("validate", config="extends: stack.vortex\nitemCount: 7\n"))
    check("a good config is valid", good["valid"] and good["problems"] == [])


async def round_trip(server, check):
    # Code carries the effect (not the page's size or the card's inset): a scene of the defaults but its effect.
    config = "effect:\n  stack:\n    maxStackSize: 5\n    scaleFactor: 0.2\n    alphaFactor: 0.3\n    stackPosition: {x: 0.2, y: -1}\n"
    swift = structured(await server.call("code", config=config))["swift"]
    check("code answers the Swift", "StackTransformViewOptions" in swift or ".layout(" in swift, swift[:80])
    imported = structured(await server.call("import", swift=swift))["config"]
    original = structured(await server.call("inspect", config=config, offsets=[0, 0.5, 1.5]))
    back = structured(await server.call("inspect", config=imported, offsets=[0, 0.5, 1.5]))
    same = [[(item["transform"], item["alpha"]) for item in frame["items"]] for frame in original["frames"]] == \
           [[(item["transform"], item["alpha"]) for item in frame["items"]] for frame in back["frames"]]
    check("code → import round-trips: the imported config inspects as the original", same, imported.replace("\n", " | ")[:160])
    # A value the files do not define is a marked placeholder (the default stands in), not a refusal.
    placeheld = structured(await server.call("import", swift="let options = ScaleTransformViewOptions(minScale: someValue)\n"))["config"]
    check("import of a value the files do not define writes a marked placeholder with its place",
          "# placeholder: someValue (stdin:1)" in placeheld and "minScale: 0.75" in placeheld, placeheld.replace("\n", " | ")[:200])
    refused = problem(await server.call("import", swift="let x = 1\n"))
    check("import of Swift with no paging options is a tool error saying so", "no paging options" in refused["message"], refused["message"])


async def checking(server, goldens, check):
    result = await server.call("check", preset="stack.vortex", offsets=[0, 0.5])
    passed = structured(result)
    check("check passes against the goldens flipbook check recorded", passed["passed"] and len(passed["images"]) == 2, passed["summary"])
    changed = await server.call("check", config="name: stack.vortex\nextends: stack.vortex\nbackground: '#202020'\n", offsets=[0, 0.5])
    failed = structured(changed)
    diffs = images(changed)
    check("a changed scene fails with its difference images", not failed["passed"] and failed["images"][0]["status"] == "failed"
          and failed["images"][0]["diffPixels"] > 0 and len(diffs) == 2 and failed["images"][0]["shown"] == "diff", failed["summary"])
    refused = problem(await server.call("check", preset="stack.vortex", offsets=[0, 0.5], record="all"))
    check("a read-only server refuses to record", refused["kind"] == "forbidden" and refused["setting"] == "record", refused["message"])
    before = sorted(os.listdir(os.path.join(goldens, "stack.vortex")))
    check("and the goldens are untouched", before == ["frame-0001.png", "frame-0002.png", "manifest.json"], str(before))


async def refusals(server, check):
    outside = problem(await server.call("render", file="/etc/passwd"))
    check("a file outside the folders is a tool error", outside["kind"] == "forbidden" and outside["setting"] == "file", outside["message"])
    dotdot = problem(await server.call("validate", file="../outside.yaml"))
    check("a path climbing out with .. is refused", dotdot["kind"] == "forbidden", dotdot["message"])
    through = problem(await server.call("render", file="escape.yaml"))
    check("a config in the folder extending a file outside is refused", through["kind"] == "forbidden" and through["setting"] == "extends", through["message"])
    image = problem(await server.call("render", config="extends: scale.coverFlow\ncard:\n  image: /etc/hostname\n"))
    check("an image outside the folders is refused", image["kind"] == "forbidden" and image["setting"] == "card.image", image["message"])
    huge = problem(await server.call("render", preset="scale.coverFlow", viewport=[100000, 400]))
    check("a 100 000 px render is a tool error", huge["kind"] == "tooLarge", huge["message"])
    many = problem(await server.call("render", preset="scale.coverFlow", timeline={"from": 0, "to": 4, "frames": 60}))
    check("60 still frames are refused with the animated formats as the fix", many["kind"] == "tooLarge" and "gif" in many["fix"], many["message"])
    typed = problem(await server.call("render", preset="scale.coverFlow", offsets="abc"))
    check("a wrong argument type names the argument", typed["kind"] == "wrongType" and typed["setting"] == "offsets", typed["message"])
    unknown = problem(await server.call("render", preset="scale.coverFlow", offset=[0]))
    check("an unknown argument suggests the right one", unknown["kind"] == "unknownKey" and "offsets" in unknown["fix"], unknown["message"])
    preset = problem(await server.call("render", preset="scale.coverflw"))
    check("an unknown preset suggests the closest", "scale.coverFlow" in preset["message"], preset["message"])


async def documented(server, work, check):
    """Every tool call docs/MCP.md shows answers without a tool error."""
    os.makedirs(os.path.join(work, "scenes"), exist_ok=True)
    with open(os.path.join(work, "scenes", "deck.yaml"), "w") as file:  # the page's example file
        file.write("extends: stack.tinder\n")
    text = open(os.path.join(ROOT, "docs", "MCP.md"), encoding="utf-8").read()
    calls = [json.loads(block) for block in text.split("```json\n")[1:] for block in [block.split("```")[0]]
             if block.lstrip().startswith('{"name"')]
    for example in calls:
        result = await server.call(example["name"], **example["arguments"])
        check(f"docs/MCP.md's {example['name']} example answers", not result.is_error,
              result.content[0].text[:200] if result.is_error else "")
    check("docs/MCP.md shows every tool", {example["name"] for example in calls} == TOOLS, str(sorted({example["name"] for example in calls})))


async def malformed(server, check):
    before = len(server.lines)
    await server.send_raw(b"{this is not json\n")
    await server.send_raw(b'{"jsonrpc": "2.0", "id": 99, "method": "tools/call", "params": 5}\n')
    await server.send_raw(b"x" * (13 << 20) + b"\n")
    await anyio.sleep(1.0)
    errors = [json.loads(line) for line in server.lines[before:]]
    codes = sorted(error.get("error", {}).get("code") for error in errors)
    check("a malformed line, bad params and a line over 12 MiB are each answered with a JSON-RPC error", len(errors) == 3
          and all("error" in error for error in errors), str(codes))
    try:
        await server.call("no-such-tool")
        unknown = None
    except MCPError as error:
        unknown = error
    check("an unknown tool is a protocol error", unknown is not None, str(unknown))
    alive = structured(await server.call("validate", preset="scale.coverFlow"))
    check("the server still answers after malformed requests", alive["valid"])


async def picture(server, folder, check):
    """strip-call.png: what an agent sends (`strip` with a config it wrote) above what it sees."""
    config = "name: deck\nextends: stack.vortex\nitemCount: 6\neffect:\n  stack:\n    maxStackSize: 5\n    scaleFactor: -0.1\n"
    arguments = {"config": config, "offsets": [0, 0.5, 1, 1.5, 2], "scale": 0.5}
    result = await server.call("strip", **arguments)
    strip = images(result)[0].convert("RGB")
    answer = structured(result)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 13)
    yaml = config.rstrip("\n").split("\n")
    lines = ["→ tools/call strip", "    config:  " + yaml[0]] + ["             " + line for line in yaml[1:]] + \
            [f"    offsets: {json.dumps(arguments['offsets'])}    scale: {arguments['scale']}",
             f"← image/png {answer['width']}×{answer['height']}, and {{\"scene\": \"{answer['scene']}\", \"cells\": {answer['cells']}, …}}"]
    height = 12 + 18 * len(lines) + 12
    canvas = Image.new("RGB", (max(strip.width, 640), height + strip.height), "#1E1E1E")
    draw = ImageDraw.Draw(canvas)
    for index, line in enumerate(lines):
        draw.text((12, 12 + 18 * index), line, font=font, fill="#9CDCFE" if index in (0, len(lines) - 1) else "#D4D4D4")
    canvas.paste(strip, (0, height))
    os.makedirs(folder, exist_ok=True)
    canvas.save(os.path.join(folder, "strip-call.png"), optimize=True)
    check("wrote strip-call.png", True, os.path.join(folder, "strip-call.png"))


def main():
    parser = arguments(__doc__, "write strip-call.png here (docs/MCP.md's picture)")
    args = parser.parse_args()
    started = time.time()
    try:
        checks = run(args)
    except Exception as error:  # any failure: say which check, exit 1
        print(f"FAIL {error}", file=sys.stderr)
        print("0 passed, 1 failed")
        return 1
    print(f"{len(checks)} MCP checks passed in {time.time() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
