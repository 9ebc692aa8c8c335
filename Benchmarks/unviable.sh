#!/usr/bin/env bash
# The share of mutants that do not compile (unviable: each costs a rebuild and says nothing
# about the tests), on the mutation fixtures and on a generated Clean-Swift-style package of
# SCENES scenes (multi-line initializers, nested labelled initializers, array literals).
# Usage: Benchmarks/unviable.sh [path/to/vipkit] [SCENES]   (default: a release build, 10)
set -euo pipefail
cd "$(dirname "$0")/.."
vipkit=${1:-}
scenes=${2:-10}
if [ -z "$vipkit" ]; then
  swift build -c release --product vipkit >/dev/null 2>&1
  vipkit=.build/release/vipkit
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-unviable.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/make-vip-package.py "$work/Orders" "$scenes"

total_all=0
unviable_all=0
measure() { # name folder
  "$vipkit" mutate "$2" --format json >"$work/report.json" 2>"$work/progress.txt" || true
  read -r total unviable < <(python3 -c '
import json, sys
try:
    r = json.load(open(sys.argv[1]))
except ValueError:
    print(0, 0); sys.exit()
ms = [m for f in r["files"] for m in f["mutants"]]
print(len(ms), sum(1 for m in ms if m["status"] == "unviable"))' "$work/report.json")
  if [ "$total" -eq 0 ]; then
    echo "  $1: no report ($(tail -1 "$work/progress.txt"))"
    return
  fi
  printf '  %-28s %4d mutants, %3d unviable (%.1f%%)\n' "$1" "$total" "$unviable" \
    "$(echo "$unviable * 100 / $total" | bc -l)"
  total_all=$((total_all + total))
  unviable_all=$((unviable_all + unviable))
}

echo "Unviable mutants, $vipkit:"
for fixture in Tricky Edgy XCTestLogin; do
  measure "fixture $fixture" "Tests/VIPKitMutationTests/Fixtures/$fixture"
done
measure "generated, $scenes scenes" "$work/Orders"
printf 'All: %d of %d mutants unviable (%.1f%%).\n' "$unviable_all" "$total_all" \
  "$(echo "$unviable_all * 100 / ($total_all + ($total_all == 0))" | bc -l)"
