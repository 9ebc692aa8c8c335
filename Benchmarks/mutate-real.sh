#!/usr/bin/env bash
# `vipkit mutate` on public code nobody here wrote, side by side in one run, per code base:
#   cold (a copy with no .build), warm (the kept scratch copy, nothing changed), and
#   --all-tests on the same kept build (every test for every mutant: the baseline of the
#   ratio); the mutants a second of each, and whether every mutant has the same status.
# Code bases:
#   - three packages from this machine's copies (/opt/swift-packages), unchanged, at a listed
#     version, each with at least 150 XCTest tests: swift-algorithms 1.2.1 (212 tests),
#     Plot 0.14.0 (198; all its files), swift-argument-parser 1.8.2 (558, some run its example
#     tools; its three shell-completion generators);
#   - each folder in PORTS (colon-separated): an app ported to Linux by you, kept outside
#     this repository (Docs/mutation.md says which app was measured and how it was ported);
#     its interactors and presenters are mutated, as `vipkit mutate` does by default.
# With SLOW=1, also --all-tests --suite-time-limit (no idle check, the whole suite's limit).
# With MUTER=<its binary> (built by you from its public sources; nothing here builds or
# fetches it), Muter runs cold on its own copy of each code base, beside vipkit cold on
# another copy, on the same files: the first MUTER_FILES of them (default: all).
# With BASE=<another vipkit binary> (an earlier version, built by you from its commit), that
# binary runs cold and warm too, each on its own copy, beside this one: the times side by
# side and whether every mutant has the same status. With QUICK=1, no --all-tests run.
# Usage: [PORTS=dir:dir] [SLOW=1] [BASE=…] [QUICK=1] [MUTER=… [MUTER_FILES=n]] [ONLY=name] [KEEP=dir] Benchmarks/mutate-real.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-real.XXXXXX")
# KEEP=<folder> keeps every report, time and log there.
trap '[ -n "${KEEP:-}" ] && mkdir -p "$KEEP" && cp "$work"/*.json "$work"/*.seconds "$work"/*.log "$KEEP" 2>/dev/null; rm -rf "$work"' EXIT
swift build -c release --product vipkit >/dev/null 2>&1
vipkit=$PWD/.build/release/vipkit

. Benchmarks/real-packages.sh

report() { # name label seconds [baseline-name]: one line; the ratio and statuses against baseline
  python3 - "$work" "$@" <<'PY'
import collections, json, os, sys
work, name, label, seconds = sys.argv[1:5]
base = sys.argv[5] if len(sys.argv) > 5 else None
def load(n):
    path = f"{work}/{n}.json"
    return json.load(open(path)) if os.path.exists(path) else None
def statuses(r):
    return {(f["file"], m["line"], m["column"], m["operator"], m["diff"]): m["status"]
            for f in r["files"] for m in f["mutants"]}
r = load(name)
if r is None:
    print(f"  {label:<38} no report (see {name}.log)"); sys.exit()
counts = collections.Counter(m["status"] for f in r["files"] for m in f["mutants"])
ran = sum(counts.values()) - counts["unviable"]
rate = ran / float(seconds)
s = r["selection"]
line = (f"  {label:<38} {float(seconds):6.1f} s  {rate:5.2f} mutants/s  ({ran} run: killed "
        f"{counts['killed']}, survived {counts['survived']}, timed out {counts['timedOut']}, "
        f"no tests {counts['noCoverage']}; build {r['timing']['buildSeconds']:.1f} s")
if s.get("mutantsRun"):
    line += f", {s['testRuns'] / s['mutantsRun']:.1f} tests a mutant"
line += ")"
if base and load(base):
    b = load(base)
    bc = collections.Counter(m["status"] for f in b["files"] for m in f["mutants"])
    bseconds = float(open(f"{work}/{base}.seconds").read())
    line += f"\n  {'':<38} {rate / ((sum(bc.values()) - bc['unviable']) / bseconds):5.1f}x the mutants a second of {base.split('.')[-1]}"
    a, c = statuses(r), statuses(b)
    # Killed and timed out both mean detected: which one comes first may differ. A mutant no
    # test reaches is the "survived" a run of every test gives.
    detected = lambda s: "detected" if s in ("killed", "timedOut") else (
        "survived" if s == "noCoverage" else s)
    exact = sorted(k for k in a.keys() | c.keys() if a.get(k) != c.get(k))
    differ = [k for k in exact if detected(a.get(k)) != detected(c.get(k))]
    line += "; statuses " + ("identical" if not exact else
        f"the same (detected or not) for all; {len(exact)} differ only as killed/timed out or "
        "no tests/survived" if not differ else
        f"differ for {len(differ)}, e.g. {differ[0][0]}:{differ[0][1]} {differ[0][4]}: "
        f"{a.get(differ[0])} vs {c.get(differ[0])}")
hangs = collections.Counter(m["hang"]["cause"] for f in r["files"] for m in f["mutants"] if m.get("hang"))
if hangs:
    line += (f"\n  {'':<38} time-outs: {hangs['idle']} ended idle (a test left waiting), "
             f"{hangs['limit']} at their limit")
for kind, key in (("fail alone", "needsBefore"), ("fail after another", "failsAfter"), ("flaky", "flaky")):
    if s.get(key):
        line += f"\n  {'':<38} tests that {kind}: {len(s[key])}, e.g. {sorted(s[key])[0]}"
print(line)
PY
}

echo "Real suites, $(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ), vipkit $("$vipkit" --version 2>/dev/null || echo '?')"
for base in "${bases[@]}"; do
  IFS='|' read -r name source globs <<<"$base"
  [ -n "${ONLY:-}" ] && [ "$ONLY" != "$name" ] && continue
  folder=$work/$name
  fetch "$source" "$folder"
  tests=$(cd "$folder" && grep -rhoE 'func test[A-Za-z0-9_]*\(' Tests 2>/dev/null | wc -l)
  echo "$name ($source): $tests XCTest test methods in the sources"
  run "$name.cold" "$folder" "$globs" >"$work/$name.cold.seconds"
  report "$name.cold" "cold (no .build)" "$(cat "$work/$name.cold.seconds")"
  run "$name.warm" "$folder" "$globs" >"$work/$name.warm.seconds"
  if [ "${QUICK:-}" = 1 ]; then
    report "$name.warm" "warm (the kept scratch copy)" "$(cat "$work/$name.warm.seconds")"
  else
    run "$name.all-tests" "$folder" "$globs" --all-tests >"$work/$name.all-tests.seconds"
    report "$name.warm" "warm (the kept scratch copy)" "$(cat "$work/$name.warm.seconds")" "$name.all-tests"
    report "$name.all-tests" "--all-tests, warm" "$(cat "$work/$name.all-tests.seconds")"
  fi
  if [ -n "${BASE:-}" ]; then
    # The earlier binary, cold then warm on a copy of its own; ratios are this run's over it.
    fetch "$source" "$work/$name-base"
    (vipkit=$BASE run "$name.base-cold" "$work/$name-base" "$globs" >"$work/$name.base-cold.seconds")
    (vipkit=$BASE run "$name.base-warm" "$work/$name-base" "$globs" >"$work/$name.base-warm.seconds")
    report "$name.base-cold" "BASE, cold" "$(cat "$work/$name.base-cold.seconds")"
    report "$name.base-warm" "BASE, warm" "$(cat "$work/$name.base-warm.seconds")"
    report "$name.cold" "this one against BASE, cold" "$(cat "$work/$name.cold.seconds")" "$name.base-cold"
    report "$name.warm" "this one against BASE, warm" "$(cat "$work/$name.warm.seconds")" "$name.base-warm"
  fi
  if [ "${SLOW:-}" = 1 ]; then
    run "$name.suite-limit" "$folder" "$globs" --all-tests --suite-time-limit >"$work/$name.suite-limit.seconds"
    report "$name.warm" "warm, against --suite-time-limit" "$(cat "$work/$name.warm.seconds")" "$name.suite-limit"
  fi
  if [ -n "${MUTER:-}" ]; then
    # The same files for both, the first MUTER_FILES of them (Muter runs `swift test` for
    # each mutant: a whole code base takes it hours), each tool cold on a copy of its own.
    muter_folder=$work/$name-muter
    fetch "$source" "$muter_folder"
    muter_files=()
    # As vipkit reads a glob: `*` also matches `/` (find -path).
    for glob in ${globs:-Sources/*Interactor.swift Sources/*Presenter.swift}; do
      while IFS= read -r file; do muter_files+=("${file#"$muter_folder"/}"); done \
        < <(find "$muter_folder/Sources" -path "$muter_folder/$glob" -type f | sort)
    done
    muter_files=("${muter_files[@]:0:${MUTER_FILES:-${#muter_files[@]}}}")
    fetch "$source" "$work/$name-same"
    run "$name.same" "$work/$name-same" "${muter_files[*]}" >"$work/$name.same.seconds"
    report "$name.same" "cold, Muter's files (${#muter_files[@]})" "$(cat "$work/$name.same.seconds")"
    printf 'arguments:\n- test\nexecutable: %s\nexclude: []\n' "$(command -v swift)" >"$muter_folder/muter.conf.yml"
    start=$(date +%s.%N)
    (cd "$muter_folder" && "$MUTER" run --skip-update-check --format json -o "$work/$name.muter.json" \
      --files-to-mutate "$(IFS=,; echo "${muter_files[*]}")" >"$work/$name.muter.log" 2>&1) || true
    muter_s=$(echo "$(date +%s.%N) - $start" | bc)
    python3 - "$work/$name.muter.json" "$muter_s" "$(cat "$work/$name.same.seconds")" "$work/$name.same.json" <<'PY'
import json, sys
try:
    m = json.load(open(sys.argv[1]))
    n, k = m["totalAppliedMutationOperators"], m["numberOfKilledMutants"]
except Exception:
    print(f"  {'Muter, cold, the same files':<38} {float(sys.argv[2]):6.1f} s, no report (see its log)"); sys.exit()
v = json.load(open(sys.argv[4]))
ran = sum(1 for f in v["files"] for x in f["mutants"] if x["status"] != "unviable")
muter_rate, vipkit_rate = n / float(sys.argv[2]), ran / float(sys.argv[3])
print(f"  {'Muter 16, cold, the same files':<38} {float(sys.argv[2]):6.1f} s  {muter_rate:5.2f} mutants/s  ({n} mutants, {k} killed)"
      f"\n  {'':<38} vipkit cold: {vipkit_rate / muter_rate:.1f}x Muter's mutants a second, {float(sys.argv[2]) / float(sys.argv[3]):.1f}x less time")
PY
  else
    echo "  Muter                                  not measured (set MUTER to its binary)"
  fi
done
