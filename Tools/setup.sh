#!/usr/bin/env bash
# Installs the system packages Flipbook needs when they are missing (Debian/Ubuntu).
set -euo pipefail
need=()
pkg-config --exists cairo 2>/dev/null || need+=(libcairo2-dev)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need+=(fonts-dejavu-core)
if [ ${#need[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "installing ${need[*]}" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
