#!/usr/bin/env python3
"""A render through `flipbook mcp` against the same `flipbook render`, side by side (issue #51).

Each case is run `--rounds` times, alternating: `flipbook render … --out DIR` as a process (what an
agent without MCP would run), then the same render as a `tools/call` on a running `flipbook mcp`,
timed from the request to the decoded answer in the Python MCP client. Prints the median of each
and their ratio (MCP / CLI); the target is at most 1.2. Last, the cold case: starting `flipbook mcp`,
`initialize`, one render and the end of the process, against one `flipbook render`.

Use release binaries (`swift build -c release --product flipbook`, then `--product flipbook-mcp`)
and the Python `mcp` package (`.build/test-venv`, which `bash Tools/test.sh` sets up):
  .build/test-venv/bin/python3 Tools/mcp-bench.py --flipbook "$(swift build -c release --show-bin-path)/flipbook"
"""
import argparse
import base64
import os
import shutil
import statistics
import subprocess
import tempfile
import time

import anyio
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (name, render's flags, the tool's arguments): the same render both ways.
CASES = [
    ("PNG frame 300×400", ["scale.coverFlow", "--offsets", "0.5"], {"preset": "scale.coverFlow", "offsets": [0.5]}),
    ("PNG frame 900×1200 (3×)", ["stack.vortex", "--offsets", "0.5", "--scale", "3"], {"preset": "stack.vortex", "offsets": [0.5], "scale": 3}),
    ("GIF, 30 frames", ["stack.tinder", "--from", "0", "--to", "1", "--frames", "30", "--format", "gif"],
     {"preset": "stack.tinder", "timeline": {"from": 0, "to": 1, "frames": 30}, "format": "gif"}),
]


def cli(flipbook, flags, folder):
    """Seconds for one `flipbook render FLAGS --out …` process."""
    # An animated file is replaced as it is; a folder of frames needs --overwrite.
    out = ["--out", os.path.join(folder, "out.gif")] if "--format" in flags else ["--out", os.path.join(folder, "frames"), "--overwrite"]
    started = time.perf_counter()
    subprocess.run([flipbook, "render", *flags, *out], check=True, capture_output=True)
    return time.perf_counter() - started


async def call(session, arguments):
    """Seconds for one render call, its images decoded from base64 as a client does."""
    started = time.perf_counter()
    result = await session.call_tool("render", arguments)
    assert not result.is_error, result.content[0].text
    for block in result.content:
        if block.type == "image":
            base64.b64decode(block.data)
    return time.perf_counter() - started


async def warm(flipbook, rounds, folder):
    params = StdioServerParameters(command=flipbook, args=["mcp", "--folder", folder], cwd=folder)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        for name, flags, arguments in CASES:
            await call(session, arguments)  # first use of the case's fonts and presets
            cli(flipbook, flags, folder)
            times = {"cli": [], "mcp": []}
            for _ in range(rounds):
                times["cli"].append(cli(flipbook, flags, folder))
                times["mcp"].append(await call(session, arguments))
            report(name, times)


async def cold_mcp(flipbook, folder):
    started = time.perf_counter()
    params = StdioServerParameters(command=flipbook, args=["mcp", "--folder", folder], cwd=folder)
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        await call(session, CASES[0][2])
    return time.perf_counter() - started


def report(name, times):
    cli_median, mcp_median = statistics.median(times["cli"]), statistics.median(times["mcp"])
    print(f"{name:28} flipbook render {cli_median * 1000:8.1f} ms   through MCP {mcp_median * 1000:8.1f} ms   "
          f"MCP / CLI = {mcp_median / cli_median:.2f}   (medians of {len(times['cli'])})", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--flipbook", default=os.path.join(ROOT, ".build", "release", "flipbook"))
    parser.add_argument("--rounds", type=int, default=15)
    args = parser.parse_args()
    flipbook = os.path.abspath(args.flipbook)
    folder = tempfile.mkdtemp(prefix="flipbook-mcp-bench-")
    try:
        anyio.run(warm, flipbook, args.rounds, folder)
        times = {"cli": [], "mcp": []}
        for _ in range(max(3, args.rounds // 3)):
            times["cli"].append(cli(flipbook, CASES[0][1], folder))
            times["mcp"].append(anyio.run(cold_mcp, flipbook, folder))
        report("cold: start, one PNG, exit", times)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
