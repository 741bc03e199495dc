#!/usr/bin/env bash
# Installs the system packages Flipbook needs when they are missing (Debian/Ubuntu).
# ffmpeg is optional: only `--format mp4` needs it, and it says so when it is missing.
set -euo pipefail
need=()
# SwiftPM finds the C libraries' flags with pkg-config (not in every Swift image).
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
pkg-config --exists libdeflate 2>/dev/null || need+=(libdeflate-dev)
pkg-config --exists spng 2>/dev/null || need+=(libspng-dev)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
# Inter draws the system font (nine weights, close to SF Pro); DejaVu Sans stands in for missing families.
[ -e /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || need+=(fonts-inter)
[ -e /usr/include/gif_lib.h ] || need+=(libgif-dev)
pkg-config --exists imagequant 2>/dev/null || need+=(libimagequant-dev)
pkg-config --exists libwebpmux 2>/dev/null || need+=(libwebp-dev)
if [ ${#need[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "installing ${need[*]}" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
