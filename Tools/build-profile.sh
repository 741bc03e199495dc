#!/usr/bin/env bash
# Where a cold build of `flipbook` spends its time, module by module.
#
#   bash Tools/build-profile.sh                 # release, the committed HEAD, in a fresh clone
#   bash Tools/build-profile.sh -c debug        # the README's first command's build
#   bash Tools/build-profile.sh --product flipbook-import
#   bash Tools/build-profile.sh --rev HEAD~1      # a baseline, to run beside HEAD's
#
# It clones the committed HEAD into a temporary folder (so nothing of .build is reused: a cold
# build, as on a fresh machine; SwiftPM's download cache is reused, as it would be on CI), builds
# the product with every compiler call timed (SWIFT_EXEC points at a wrapper that logs the module
# each call compiles), builds it again untouched (the warm figure: nothing to do), and prints:
#   - the cold and warm wall times;
#   - per module: when its first compile started and its last ended (seconds from the first), and
#     the wall and CPU time of its compiles (summed when SwiftPM splits a module into several calls;
#     the wall time grows when the other core is busy, the CPU time much less);
#   - the sum of the modules' times (divided by the cores: the least wall time) and the longest
#     chain of this package's modules that wait for each other, in CPU seconds (Package.swift's
#     dependencies; a product of another package counts as its module of that name), which no
#     number of cores shortens.
# Run it on an otherwise idle machine: the figures move by ±15 % with other work.
set -euo pipefail

config=release
product=flipbook
rev=HEAD
while [ $# -gt 0 ]; do
    case "$1" in
        -c) config="$2"; shift 2 ;;
        --product) product="$2"; shift 2 ;;
        --rev) rev="$2"; shift 2 ;;
        -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-profile: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
case "$config" in release|debug) ;; *) echo "build-profile: -c takes release or debug, not $config" >&2; exit 2 ;; esac

root=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet "$root" "$work/flipbook"
git -C "$work/flipbook" checkout --quiet --detach "$rev" || { echo "build-profile: no commit $rev" >&2; exit 2; }
real_swiftc=$(command -v swiftc)
log="$work/compiles.log"
cat > "$work/swiftc-timed" <<EOF
#!/usr/bin/env bash
start=\$(date +%s.%N)
# The call's CPU seconds, its frontends included (they are its children).
/usr/bin/time -f "%U %S" -o "$work/cpu.\$\$" "$real_swiftc" "\$@"
status=\$?
module=""; previous=""
for argument in "\$@"; do [ "\$previous" = "-module-name" ] && module="\$argument"; previous="\$argument"; done
echo "\$module \$start \$(date +%s.%N) \$(tail -1 "$work/cpu.\$\$")" >> "$log"
rm -f "$work/cpu.\$\$"
exit \$status
EOF
chmod +x "$work/swiftc-timed"

cd "$work/flipbook"
swift package resolve >/dev/null 2>&1
echo "build-profile: cold $config build of $product at $(git rev-parse --short HEAD) on $(nproc) cores" >&2
start=$(date +%s.%N)
SWIFT_EXEC="$work/swiftc-timed" swift build -c "$config" --product "$product" >/dev/null
cold=$(echo "$(date +%s.%N) - $start" | bc)
start=$(date +%s.%N)
SWIFT_EXEC="$work/swiftc-timed" swift build -c "$config" --product "$product" >/dev/null
warm=$(echo "$(date +%s.%N) - $start" | bc)

swift package describe --type json > "$work/describe.json"
python3 - "$log" "$cold" "$warm" "$work/describe.json" <<'EOF'
import json, sys
path, cold, warm = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
# What each of this package's modules waits for: its targets, and the products it uses (a product
# is taken as the module of its name, which waits for that package's other modules in the build).
described = json.load(open(sys.argv[4]))
needs = {t["name"].replace("-", "_"): [d.replace("-", "_") for d in (t.get("target_dependencies") or []) + (t.get("product_dependencies") or [])]
         for t in described["targets"]}
spans = {}
for line in open(path):
    parts = line.split()
    if len(parts) != 5 or not parts[0]:
        continue
    module, start, end, cpu = parts[0], float(parts[1]), float(parts[2]), float(parts[3]) + float(parts[4])
    span = spans.setdefault(module, [start, end, 0.0, 0.0])
    span[0], span[1] = min(span[0], start), max(span[1], end)
    span[2] += end - start
    span[3] += cpu
origin = min(span[0] for span in spans.values())
rows = sorted(spans.items(), key=lambda item: item[1][0])
print(f"cold {cold:.1f} s, warm {warm:.1f} s")
print(f"{'module':<28}{'start':>8}{'end':>8}{'wall':>8}{'cpu':>8}")
for module, (start, end, total, cpu) in rows:
    print(f"{module:<28}{start - origin:>8.1f}{end - origin:>8.1f}{total:>8.1f}{cpu:>8.1f}")
# The longest chain of modules that wait for each other (this package's dependency graph; a
# dependency's own modules count as one step before the product that names them).
chains = {}
def chain(module):
    if module not in chains:
        before = [chain(d) for d in needs.get(module, []) if d in spans]
        longest = max(before, key=lambda c: c[0], default=(0.0, []))
        chains[module] = (longest[0] + spans[module][3], longest[1] + [module])
    return chains[module]
length, path_ = max((chain(m) for m in spans), key=lambda c: c[0])
print(f"CPU summed {sum(c for _, (_, _, _, c) in rows):.1f} s (÷ cores: the least wall time); "
      f"longest chain {length:.1f} s of CPU: {' → '.join(path_)}")
EOF
