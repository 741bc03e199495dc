#!/usr/bin/env bash
# Runs both CI templates of docs/ci/ as a fresh runner would, install and build steps included
# (Tools/ci-local.py --clean): each job in a new copy of a user's repository that depends on a
# fresh clone of Flipbook, with an empty HOME and a PATH of the system's and Swift's folders only.
# The GitHub set-up must pass on goldens recorded here, building flipbook once for its shards; the
# GitLab one, run after a scene changed and another's goldens were removed, must fail naming the
# first, and its manual job must record the second. The build cache is shared between the two, as a
# warm CI cache would be.
# Usage: bash Tests/CITemplates/clean-run.sh FLIPBOOK_BINARY [KEEP]   (Tools/test.sh passes the debug build)
# KEEP: a path to copy the release flipbook the GitHub build job made to (Tools/test.sh runs the
# browser tests with it: the binary a CI runner builds, which draws about 30 times faster than debug),
# with flipbook-server built beside it from the same cached build.
set -euo pipefail
cd "$(dirname "$0")/../.."
flipbook=$(realpath "$1")
keep=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
project=$work/project
mkdir -p "$project/scenes"
for preset in scale.linear stack.vortex snapshot.grid; do
    "$flipbook" presets show "$preset" > "$project/scenes/$preset.yaml"
done
# The goldens a developer records and commits (the templates check them with --record never).
(cd "$project" && "$flipbook" check scenes --goldens goldens --record all --out "$work/recorded" >/dev/null) || true
lint=()
command -v check-jsonschema >/dev/null 2>&1 && lint=(--lint)

python3 Tools/ci-local.py github docs/ci/github-actions.yml --clean --project "$project" --cache "$work/cache" \
    --report-to "$work/github" --artifacts-to "$work/github-artifacts" "${lint[@]}" > "$work/github.log" 2>&1 \
    || { tail -40 "$work/github.log" >&2; echo "ci-templates: the GitHub set-up failed on a fresh runner" >&2; exit 1; }
grep -q "passed" "$work/github/flipbook-report/summary.md" && ! grep -qi "failed" "$work/github/flipbook-report/summary.md" \
    || { cat "$work/github/flipbook-report/summary.md" >&2; exit 1; }
grep -q "Build of product .flipbook. complete" "$work/github.log" || { echo "ci-templates: the GitHub set-up built nothing" >&2; exit 1; }
# flipbook is built once, in the build job, and handed to the shards and the report.
[ "$(grep -c "Build of product .flipbook. complete" "$work/github.log")" -eq 1 ] && ! grep -q "\[check [0-9]\] .* swift build" "$work/github.log" \
    || { echo "ci-templates: the GitHub set-up built flipbook more than once" >&2; exit 1; }
echo "ci-templates: GitHub Actions: installed, built flipbook once as a dependency, 4 shards and the report passed" >&2
if [ -n "$keep" ]; then
    built=""
    [ -d "$work/github-artifacts/flipbook" ] && built=$(find "$work/github-artifacts/flipbook" -type f -name flipbook -perm -u+x | head -1)
    [ -n "$built" ] || { echo "ci-templates: the build job handed over no flipbook" >&2; exit 1; }
    mkdir -p "$(dirname "$keep")"
    cp "$built" "$keep.tmp"
    mv "$keep.tmp" "$keep"
    # `flipbook designer` and `flipbook review` run flipbook-server from beside flipbook, which CI
    # never builds: build it as a developer would after CI's flipbook, in the build job's checkout
    # and cached .build (release: only FlyingFox, the servers and the executable are left to compile).
    # The job's folder is gone; its files are in the report copy (the manifest that depends on the
    # Flipbook clone included), and it goes back to the same path, where the cached build was made.
    repository=$work/cache/repository
    rm -rf "$repository"
    cp -a "$work/github" "$repository"
    cp -a "$work/cache/build-cache" "$repository/.build"
    server_start=$SECONDS
    (cd "$repository" && swift build -c release --product flipbook-server > "$work/server-build.log" 2>&1) \
        || { tail -20 "$work/server-build.log" >&2; echo "ci-templates: flipbook-server did not build beside the template's flipbook" >&2; exit 1; }
    cp "$repository/.build/release/flipbook-server" "$keep-server.tmp"
    mv "$keep-server.tmp" "$(dirname "$keep")/flipbook-server"
    echo "ci-templates: built flipbook-server beside it in $((SECONDS - server_start)) s (the browser tests run both)" >&2
fi
grep "ci-local: \[build\] took\|ci-local: jobs" "$work/github.log" | sed 's/^/  github: /' >&2   # the cold build's time

sed -i 's/^  cornerRadius: .*/  cornerRadius: 2/' "$project/scenes/stack.vortex.yaml"
grep -q '^  cornerRadius: 2$' "$project/scenes/stack.vortex.yaml" || { echo "ci-templates: stack.vortex's cornerRadius line moved" >&2; exit 1; }
# A scene whose goldens were never recorded: the manual job records it on the CI's own image.
rm -rf "$project/goldens/snapshot.grid"
status=0
python3 Tools/ci-local.py gitlab docs/ci/gitlab-ci.yml --clean --project "$project" --cache "$work/cache" --manual \
    --report-to "$work/gitlab" --artifacts-to "$work/gitlab-artifacts" "${lint[@]}" > "$work/gitlab.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { tail -40 "$work/gitlab.log" >&2; echo "ci-templates: the GitLab set-up exited $status, not 1, on a changed scene" >&2; exit 1; }
grep -q 'stack.vortex' "$work/gitlab/flipbook-report/junit.xml" && grep -q '<failure' "$work/gitlab/flipbook-report/junit.xml" \
    || { tail -40 "$work/gitlab.log" >&2; exit 1; }
recorded=$work/gitlab-artifacts/goldens-record/1/goldens
[ -f "$recorded/snapshot.grid/frame-0001.png" ] && [ -f "$recorded/snapshot.grid/manifest.json" ] \
    || { tail -40 "$work/gitlab.log" >&2; echo "ci-templates: the manual record job kept no snapshot.grid goldens" >&2; exit 1; }
echo "ci-templates: GitLab CI: installed, built from the cache, the changed scene failed in junit.xml, the manual job recorded the missing scene" >&2
grep "ci-local: \[flipbook\] took\|ci-local: jobs" "$work/gitlab.log" | sed 's/^/  gitlab: /' >&2   # the warm build's time
