#!/usr/bin/env bash
# Each mutation operator on public code nobody here wrote, before and after a change to the
# operator set, in one run: per operator, the mutants made, those that did not compile
# (unviable: each costs a rebuild and says nothing), those detected and those that survived;
# for the operators named in NEW, a sample of their survivors to read (an equivalent mutant,
# one no test could ever notice, is noise in the score).
# Code bases: swift-algorithms 1.2.1 (four files), Plot 0.14.0 (all its files),
# swift-argument-parser 1.8.2 (its completion generators), from /opt/swift-packages, as
# Benchmarks/mutate-real.sh takes them; and each folder in PORTS (colon-separated).
# "before" runs the operators in OLD (default: the set before boundary, unary,
# compound-assignment and argument), "after" every operator, on the same kept copy.
# Usage: [OLD="a b …"] [NEW="c d …"] [PORTS=dir:dir] [ONLY=name] [SAMPLE=n] Benchmarks/operators-real.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-operators.XXXXXX")
trap 'rm -rf "$work"' EXIT
swift build -c release --product vipkit >/dev/null 2>&1
vipkit=$PWD/.build/release/vipkit
old=${OLD:-"relational logical-connector negated-condition boolean-literal arithmetic removed-call string-literal swapped-ternary return-value weak-to-strong"}
new=${NEW:-"boundary unary compound-assignment argument"}

. Benchmarks/real-packages.sh

echo "Operators on real suites, $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ)"
for base in "${bases[@]}"; do
  IFS='|' read -r name source globs <<<"$base"
  [ -n "${ONLY:-}" ] && [ "$ONLY" != "$name" ] && continue
  folder=$work/$name
  if ! fetch "$source" "$folder"; then
    echo "$name: skipped, /opt/swift-packages has no ${source%@*}"
    continue
  fi
  operators=()
  for operator in $old; do operators+=(--operator "$operator"); done
  # A first run of each builds the kept copy's schema, so that before and after are both
  # warm: the times compare the mutants' runs, not two builds.
  run "$name.warmup" "$folder" "$globs" "${operators[@]}" >/dev/null
  run "$name.before" "$folder" "$globs" "${operators[@]}" >"$work/$name.before.seconds"
  run "$name.warmup" "$folder" "$globs" >/dev/null
  run "$name.after" "$folder" "$globs" >"$work/$name.after.seconds"
  python3 - "$work" "$name" "$new" "${SAMPLE:-8}" <<'PY'
import collections, json, os, sys
work, name, new, sample = sys.argv[1], sys.argv[2], sys.argv[3].split(), int(sys.argv[4])
def load(kind):
    path = f"{work}/{name}.{kind}.json"
    if not os.path.exists(path):
        return None, 0.0
    return json.load(open(path)), float(open(f"{work}/{name}.{kind}.seconds").read())
print(f"{name}:")
for kind in ("before", "after"):
    report, seconds = load(kind)
    if report is None:
        print(f"  {kind}: no report (see {name}.{kind}.log)"); continue
    mutants = [m for f in report["files"] for m in f["mutants"]]
    counts = collections.Counter(m["status"] for m in mutants)
    unviable = counts["unviable"]
    print(f"  {kind:<6} {len(mutants):4d} mutants, {unviable:3d} unviable "
          f"({100 * unviable / max(1, len(mutants)):.1f}%), score {report.get('score') or 0:.1f}%, "
          f"{seconds:6.1f} s (build {report['timing']['buildSeconds']:.1f} s)")
report, _ = load("after")
if report is None:
    sys.exit()
by = collections.defaultdict(collections.Counter)
survivors = collections.defaultdict(list)
for f in report["files"]:
    for m in f["mutants"]:
        by[m["operator"]][m["status"]] += 1
        if m["status"] in ("survived", "noCoverage"):
            survivors[m["operator"]].append(f"{f['file']}:{m['line']}:{m['column']}  {m['diff']}")
for operator in sorted(by, key=lambda o: (o not in new, o)):
    c = by[operator]
    total = sum(c.values())
    print(f"    {operator:<20} {total:4d}: unviable {c['unviable']:3d}, detected "
          f"{c['killed'] + c['timedOut']:4d}, survived {c['survived']:3d}, no tests {c['noCoverage']:3d}")
for operator in new:
    for line in survivors.get(operator, [])[:sample]:
        print(f"      {operator} survivor: {line}")
PY
done
