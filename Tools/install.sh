#!/usr/bin/env bash
# Builds flipbook in release mode and installs it as ~/.local/bin/flipbook (or $PREFIX/bin/flipbook),
# with flipbook-server beside it (the designer's and the review's pages and their HTTP server, which
# `flipbook designer` and `flipbook review` run), so the README's `flipbook …` commands run as
# written. Installs the system libraries first when missing (Tools/setup.sh). Run from anywhere:
# bash Tools/install.sh
# flipbook carries the presets inside it, flipbook-server the pages; they need only the system
# libraries setup.sh installs (and ffmpeg for MP4).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/setup.sh
swift build -c release --product flipbook
swift build -c release --product flipbook-server
bin="${PREFIX:-$HOME/.local}/bin"
mkdir -p "$bin"
for tool in flipbook flipbook-server; do
    install -m 755 "$(swift build -c release --show-bin-path)/$tool" "$bin/$tool.new"
    mv -f "$bin/$tool.new" "$bin/$tool"
    echo "installed $bin/$tool"
done
case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "$bin is not on your PATH: add it, e.g. echo 'export PATH=\"$bin:\$PATH\"' >> ~/.bashrc, then open a new shell" >&2 ;;
esac
