#!/usr/bin/env bash
# Speed and memory of `vipkit spies`, side by side with Mockolo when given its binary, on the
# same inputs in the same run, with `cat` of the input as the baseline of merely reading it.
#
# Inputs: FILES generated files (default 2000) of 374 lines, six protocols each (748,000
# lines and 12,000 protocols at the default size), every protocol annotated `/// @mockable`
# (make-input.py --mockable) so Mockolo mocks each one vipkit does; then a real tree, the
# Sources of eight real packages this machine keeps (PACKAGES, default /opt/swift-packages),
# each protocol annotated the same way. Each figure is the median of RUNS runs (default 5):
# seconds, peak memory and CPU use (100% is one core busy); vipkit and Mockolo take turns,
# run by run, so both meet the same machine. The ratio line compares the medians of time,
# CPU time (user + system, all cores) and peak memory. vipkit is a release build.
#
# Mockolo: set MOCKOLO to its binary (built by you from its public sources; nothing here
# builds or downloads it), e.g. MOCKOLO=~/mockolo/.build/release/mockolo. Without it, its
# lines say "not measured". Usage: [MOCKOLO=…] Benchmarks/spies.sh [FILES]
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-2000}
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build -c release --product vipkit >/dev/null 2>&1
python3 Benchmarks/make-input.py --mockable "$work/input" "$files" >/dev/null
lines=$(cat "$work"/input/*.swift | wc -l)

# "seconds peak-kB cpu% cpu-seconds" of one run, whatever its exit status: the wall time to
# the nanosecond clock (time's own is in hundredths, too coarse for a 0.03 s `cat`).
measure() {
  local start end
  start=$(date +%s%N)
  /usr/bin/time -f "%M %P %U %S" -o "$work/time" "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  tail -n 1 "$work/time" | tr -d '%' | awk -v ns=$((end - start)) \
    '{ printf "%.4f %s %s %.2f\n", ns / 1e9, $1, $2, $3 + $4 }'
}
# The median of RUNS runs (default 5) of a command, by time.
median() {
  local runs=${RUNS:-5}
  for _ in $(seq "$runs"); do measure "$@"; done | sort -g | sed -n "$(((runs + 1) / 2))p"
}
# The middle value of column $2 of the runs in file $1 (one run a line).
middle() {
  sort -g -k "$2,$2" "$1" | awk -v column="$2" '{ values[NR] = $column }
    END { print values[int((NR + 1) / 2)] }'
}
show() { # label seconds kB cpu [baseline-seconds]
  awk -v label="$1" -v s="$2" -v kb="$3" -v cpu="$4" -v base="${5:-0}" 'BEGIN {
    printf "  %-28s %7.3f s  %8.1f MB peak  %4d%% CPU", label, s, kb / 1024, cpu
    if (base > 0) printf "  %5.1fx cat", s / base
    printf "\n" }'
}
ratio() { # what, vipkit seconds/kB/cpu-seconds, mockolo seconds/kB/cpu-seconds
  awk -v what="$1" -v vs="$2" -v vkb="$3" -v vc="$4" -v ms="$5" -v mkb="$6" -v mc="$7" 'BEGIN {
    printf "  ratio (%s): Mockolo takes %.1fx vipkit'\''s time, %.1fx its CPU time and %.1fx its memory\n",
      what, ms / vs, mc / vc, mkb / vkb }'
}
annotate() { # copies the Swift files of $1 to $2 with `/// @mockable` before each protocol
  python3 - "$1" "$2" <<'PY'
import os, re, sys
source, target = sys.argv[1], sys.argv[2]
declaration = re.compile(r"^(\s*)((?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|fileprivate|private|open)\s+)?protocol\s+\w)")
for root, _, names in os.walk(source):
    for name in names:
        if not name.endswith(".swift"):
            continue
        path = os.path.join(root, name)
        out = os.path.join(target, os.path.relpath(path, source))
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(path, encoding="utf-8", errors="replace") as handle:
            lines = handle.read().split("\n")
        with open(out, "w", encoding="utf-8") as handle:
            for line in lines:
                match = declaration.match(line)
                if match:
                    handle.write(match.group(1) + "/// @mockable\n")
                handle.write(line + "\n")
PY
}
compare() { # label folder
  local label=$1 input=$2
  read -r cat_s cat_kb cat_cpu _ < <(median sh -c "find '$input' -type f -name '*.swift' -print0 | xargs -0 cat")
  # The two tools take turns, run by run: on a shared machine the load changes from one
  # second to the next, and all of one tool's runs before all of the other's would compare
  # two different machines. Each tool's figures are still the median of its own runs, and
  # every run writes its output anew (vipkit leaves alone a file that already holds what it
  # would write: both tools are measured writing).
  local runs=${RUNS:-5} vipkit_runs="$work/$label-vipkit.runs" mockolo_runs="$work/$label-mockolo.runs"
  : >"$vipkit_runs"
  : >"$mockolo_runs"
  for _ in $(seq "$runs"); do
    rm -f "$work/$label-vipkit.swift"
    measure .build/release/vipkit spies "$input" -o "$work/$label-vipkit.swift" >>"$vipkit_runs"
    if [ -n "${MOCKOLO:-}" ]; then
      rm -f "$work/$label-mockolo.swift"
      measure "$MOCKOLO" -s "$input" -d "$work/$label-mockolo.swift" -j 2 >>"$mockolo_runs"
    fi
  done
  read -r v_s v_kb v_cpu _ < <(sort -g "$vipkit_runs" | sed -n "$(((runs + 1) / 2))p")
  local spies
  spies=$(grep -cE '^ *(final class|actor) ' "$work/$label-vipkit.swift" || true)
  show "cat of the input" "$cat_s" "$cat_kb" "$cat_cpu"
  show "vipkit spies ($spies spies)" "$v_s" "$v_kb" "$v_cpu" "$cat_s"
  if [ -n "${MOCKOLO:-}" ]; then
    read -r m_s m_kb m_cpu _ < <(sort -g "$mockolo_runs" | sed -n "$(((runs + 1) / 2))p")
    local mocks
    mocks=$(grep -cE '^ *(public |open )?(final )?(class|actor) [A-Za-z0-9_]+Mock\b' "$work/$label-mockolo.swift" || true)
    show "Mockolo -j 2 ($mocks mocks)" "$m_s" "$m_kb" "$m_cpu" "$cat_s"
    ratio "$label, $runs runs each, taking turns" "$v_s" "$v_kb" "$(middle "$vipkit_runs" 4)" \
      "$m_s" "$m_kb" "$(middle "$mockolo_runs" 4)"
  else
    echo "  Mockolo                      not measured (set MOCKOLO to its binary)"
  fi
}

echo "generated input: $lines lines in $files files, $((files * 6)) protocols, all annotated"
compare generated "$work/input"

# A real tree: real code has fewer protocols and more of everything else.
packages=${PACKAGES-/opt/swift-packages}
[ -n "$packages" ] && [ -d "$packages" ] || exit 0
mkdir -p "$work/real-plain"
for entry in swiftlang/swift-syntax:603.0.1 apple/swift-nio:2.101.3 vapor/vapor:4.122.3 \
  groue/GRDB.swift:v7.10.0 apple/swift-protobuf:1.39.0 grpc/grpc-swift-2:2.4.3 \
  apple/swift-collections:1.6.0 hummingbird-project/hummingbird:2.28.1; do
  repo="$packages/${entry%%:*}.git" tag=${entry##*:}
  [ -d "$repo" ] || continue
  git -C "$repo" rev-parse -q --verify "$tag^{commit}" >/dev/null || tag=${tag#v}
  mkdir -p "$work/real-plain/${entry%%:*}"
  git -C "$repo" archive "$tag" Sources 2>/dev/null | tar -x -C "$work/real-plain/${entry%%:*}" || true
done
annotate "$work/real-plain" "$work/real"
real_lines=$(find "$work/real" -type f -name '*.swift' -print0 | xargs -0 cat | wc -l)
[ "$real_lines" -gt 0 ] || exit 0
echo
echo "real tree: $real_lines lines of swift-syntax, swift-nio, Vapor, GRDB, swift-protobuf, grpc-swift, swift-collections, Hummingbird; every protocol annotated"
compare real "$work/real"
