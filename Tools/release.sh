#!/usr/bin/env bash
# Makes release VERSION of Flipbook in this repository: CHANGELOG.md's [Unreleased] entry becomes
# `## [VERSION] - <today, UTC>` (a new, empty [Unreleased] above it), FlipbookVersion.current (what
# `flipbook --version` prints and golden manifests record) says VERSION, both are committed as
# "Release VERSION", and the commit is tagged VERSION: the tag SwiftPM resolves a client's
# `.package(url: …, from: "VERSION")` against.
#
# Everything is checked before anything changes: a clean work tree, VERSION as x.y.z and newer than
# the current release, something under [Unreleased], no tag VERSION yet. Then it builds flipbook
# (release) and checks that `--version` prints VERSION before committing; `--no-build` skips that
# (the test of this script uses it). Pushing is yours: it prints the command.
#
# Usage: bash Tools/release.sh VERSION [--no-build]
# Example: bash Tools/release.sh 0.5.0 && git push origin HEAD 0.5.0
set -euo pipefail
cd "$(dirname "$0")/.."

refuse() {
    echo "release: $1" >&2
    exit 2
}

version=""
build=true
for argument in "$@"; do
    case "$argument" in
        --no-build) build=false ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) refuse "unknown option $argument — use VERSION [--no-build]" ;;
        *) [ -z "$version" ] || refuse "one VERSION only — got $version and $argument"; version=$argument ;;
    esac
done
[ -n "$version" ] || refuse "no VERSION — run bash Tools/release.sh 0.5.0 (see --help)"
[[ "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] \
    || refuse "$version is not a version as x.y.z — give one such as 0.5.0"

source_file=Sources/Render/Environment/RenderingEnvironment.swift
current=$(sed -n 's/^ *package static let current = "\([0-9.]*\)"$/\1/p' "$source_file")
[ -n "$current" ] || refuse "$source_file has no FlipbookVersion.current line — this script needs updating with it"
newest=$(printf '%s\n%s\n' "$current" "$version" | sort -t. -k1,1n -k2,2n -k3,3n | tail -1)
[ "$version" != "$current" ] && [ "$newest" = "$version" ] || refuse "$version is not newer than the current release $current — give a higher version"

git diff --quiet && git diff --cached --quiet || refuse "the work tree has changes — commit or stash them first"
! git rev-parse -q --verify "refs/tags/$version" >/dev/null || refuse "tag $version exists already — give another version"

grep -q '^## \[Unreleased\]$' CHANGELOG.md || refuse "CHANGELOG.md has no '## [Unreleased]' heading — add one with the release's changes"
unreleased=$(awk '/^## \[Unreleased\]$/ { inside = 1; next } inside && /^## \[/ { exit } inside && NF { print }' CHANGELOG.md)
[ -n "$unreleased" ] || refuse "CHANGELOG.md's [Unreleased] entry is empty — say what the release changes"

today=$(date -u +%Y-%m-%d)
changelog=$(mktemp CHANGELOG.md.XXXXXX)
source_copy=$(mktemp "$source_file.XXXXXX")
trap 'rm -f "$changelog" "$source_copy"' EXIT
awk -v heading="## [$version] - $today" '$0 == "## [Unreleased]" && !done { print; print ""; print heading; done = 1; next } { print }' CHANGELOG.md > "$changelog"
sed "s/^\( *package static let current = \)\"$current\"$/\1\"$version\"/" "$source_file" > "$source_copy"
grep -q "package static let current = \"$version\"" "$source_copy" || refuse "could not set the version in $source_file"
mv "$changelog" CHANGELOG.md
mv "$source_copy" "$source_file"

if $build; then
    echo "release: building flipbook to check its --version" >&2
    swift build -c release --product flipbook >&2
    printed=$("$(swift build -c release --show-bin-path)/flipbook" --version)
    if [ "$printed" != "$version" ]; then
        git checkout -- CHANGELOG.md "$source_file"
        refuse "flipbook --version printed '$printed', not $version — nothing was committed"
    fi
fi

git commit -q -m "Release $version" -- CHANGELOG.md "$source_file"
git tag -a "$version" -m "Flipbook $version"
echo "release: committed and tagged $version ($(git rev-parse --short HEAD))"
echo "next: git push origin HEAD $version"
