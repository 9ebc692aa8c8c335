#!/usr/bin/env bash
# `vipkit mutate` on an async VIP app (Benchmarks/make-async-app.py: SCENES scenes, default
# 20, ten XCTest tests each, interactor tests that await the presenter spy with no time limit,
# so removed-call mutants hang): a cold run (no build kept), then a warm run (the kept build,
# nothing changed), each timed from start to report. The two runs' statuses are compared
# mutant by mutant: a hang judged by noise would differ between them.
# With SLOW=1, also the slow path (--suite-time-limit: every mutant gets the whole suite's
# limit, no idle check), cold, on its own copy: its statuses must be the same.
# Usage: [SLOW=1] Benchmarks/mutate-async.sh [SCENES]
set -euo pipefail
cd "$(dirname "$0")/.."
scenes=${1:-20}
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-async.XXXXXX")
trap 'rm -rf "$work"' EXIT
swift build -c release --product vipkit >/dev/null 2>&1
vipkit=$PWD/.build/release/vipkit
python3 Benchmarks/make-async-app.py "$work/app" "$scenes" >/dev/null

run() { # name label folder [options…]: runs mutate, prints its line, leaves $work/<name>.json
  local name=$1 label=$2 folder=$3
  shift 3
  local start end
  start=$(date +%s.%N)
  (cd "$folder" && "$vipkit" mutate . "$@" --format json -o "$work/$name.json" 2>"$work/$name.log") || true
  end=$(date +%s.%N)
  python3 - "$work/$name.json" "$label" "$(echo "$end - $start" | bc)" <<'PY'
import collections, json, sys
report = json.load(open(sys.argv[1]))
counts = collections.Counter(m["status"] for f in report["files"] for m in f["mutants"])
timing, selection = report["timing"], report["selection"]
print(f"  {sys.argv[2]:<34} {float(sys.argv[3]):6.1f} s  (build {timing['buildSeconds']:.1f} s)  "
      f"{sum(counts.values())} mutants: killed {counts['killed']}, survived {counts['survived']}, "
      f"timed out {counts['timedOut']} ({selection.get('hangsFoundIdle') or 0} found idle), "
      f"unviable {counts['unviable']}")
PY
}
same() { # a.json b.json: whether every mutant has the same status in both
  python3 - "$1" "$2" <<'PY'
import json, sys
def statuses(path):
    report = json.load(open(path))
    return {(f["file"], m["line"], m["column"], m["operator"], m["diff"]): m["status"]
            for f in report["files"] for m in f["mutants"]}
a, b = statuses(sys.argv[1]), statuses(sys.argv[2])
differ = [key for key in a.keys() | b.keys() if a.get(key) != b.get(key)]
print("identical" if not differ else f"{len(differ)} differ, e.g. {sorted(differ)[0]}: "
      f"{a.get(sorted(differ)[0])} vs {b.get(sorted(differ)[0])}")
PY
}

tests=$(grep -c 'func test' "$work"/app/Tests/AsyncShopTests/*.swift | awk -F: '{s += $2} END {print s}')
echo "async VIP app: $scenes scenes, $tests XCTest tests, $(nproc) cores"
cp -R "$work/app" "$work/fast"
run cold "cold (the default)" "$work/fast"
run warm "warm (kept build, nothing changed)" "$work/fast"
echo "  statuses, cold vs warm: $(same "$work/cold.json" "$work/warm.json")"
if [ "${SLOW:-}" = 1 ]; then
  cp -R "$work/app" "$work/slow"
  run slow "cold, --suite-time-limit" "$work/slow" --suite-time-limit
  echo "  statuses, default vs --suite-time-limit: $(same "$work/cold.json" "$work/slow.json")"
else
  echo "  --suite-time-limit                 not measured (SLOW=1)"
fi
