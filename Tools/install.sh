#!/usr/bin/env bash
# Builds flipbook in release mode and installs it as ~/.local/bin/flipbook (or $PREFIX/bin/flipbook),
# so the README's `flipbook …` commands run as written. Installs the system libraries first when
# missing (Tools/setup.sh). Run from anywhere: bash Tools/install.sh
# The binary carries the presets and the designer's page inside it; it needs only the system
# libraries setup.sh installs (and ffmpeg for MP4).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Tools/setup.sh
swift build -c release --product flipbook
bin="${PREFIX:-$HOME/.local}/bin"
mkdir -p "$bin"
install -m 755 "$(swift build -c release --show-bin-path)/flipbook" "$bin/flipbook.new"
mv -f "$bin/flipbook.new" "$bin/flipbook"
echo "installed $bin/flipbook"
case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "$bin is not on your PATH: add it, e.g. echo 'export PATH=\"$bin:\$PATH\"' >> ~/.bashrc, then open a new shell" >&2 ;;
esac
