#!/usr/bin/env bash
# Time per mutant of `vipkit mutate` against, on the same package and the same mutants:
#   rebuild-per-mutant: `swift build` then `swift test` for each mutant (here an incremental
#     rebuild of the already-built scratch copy, after touching the mutated file: a lower
#     bound, so the ratio is if anything too kind to it);
#   Muter's way since schemata: `swift test --skip-build` for each mutant.
# The package is the Tricky fixture of the mutation tests, without the operator whose mutant
# loops until its time limit (which would cost the same in every approach).
# Muter itself, when given its binary (MUTER=…, built by you from its public sources; nothing
# here builds or fetches it): run cold on its own copy of the same package, beside vipkit's
# cold run, both timed from the first build to the report. Without it: "not measured".
# Usage: [MUTER=…] Benchmarks/mutate.sh [SAMPLE]   (SAMPLE mutants for the two slow ways, default 4)
set -euo pipefail
cd "$(dirname "$0")/.."
sample=${1:-4}
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-mutate.XXXXXX")
trap 'rm -rf "$work"' EXIT
swift build -c release --product vipkit >/dev/null 2>&1
cp -R Tests/VIPKitMutationTests/Fixtures/Tricky "$work/Tricky"
operators=()
for name in relational logical-connector negated-condition boolean-literal removed-call \
  string-literal swapped-ternary return-value weak-to-strong; do
  operators+=(--operator "$name")
done

# Cold: no build of the package, and an empty caches folder (XDG_CACHE_HOME), so no module
# cache either (the first run on a machine); then a fresh copy again with the module cache
# that run left there (any later first run of a package; a package the user built already
# brings its own, in .build).
mkdir -p "$work/cache"
start=$(date +%s.%N)
XDG_CACHE_HOME="$work/cache" .build/release/vipkit mutate "$work/Tricky" "${operators[@]}" --format json \
  --keep-workdir >"$work/report.json" 2>"$work/progress.txt"
total=$(echo "$(date +%s.%N) - $start" | bc)
cp -R Tests/VIPKitMutationTests/Fixtures/Tricky "$work/TrickyAgain"
start=$(date +%s.%N)
XDG_CACHE_HOME="$work/cache" .build/release/vipkit mutate "$work/TrickyAgain" "${operators[@]}" \
  --format json >"$work/again.json" 2>/dev/null
again=$(echo "$(date +%s.%N) - $start" | bc)
scratch=$(sed -n 's/^The scratch copy is kept at \(.*\)\.$/\1/p' "$work/progress.txt")
read -r mutants per_mutant build < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
ran = sum(len([m for m in f["mutants"] if m["status"] in ("killed", "survived", "timedOut")]) for f in r["files"])
print(ran, r["timing"]["secondsPerMutant"], r["timing"]["buildSeconds"])' "$work/report.json")
ids=$(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
ids = [m["id"] for f in r["files"] for m in f["mutants"] if m["status"] in ("killed", "survived")]
print(" ".join(str(i) for i in ids[:int(sys.argv[2])]))' "$work/report.json" "$sample")

file="$scratch/Sources/Tricky/TrickyInteractor.swift"
rebuild_start=$(date +%s.%N)
for id in $ids; do
  touch "$file"
  (cd "$scratch" && swift build --build-tests >/dev/null 2>&1 && VIPKIT_MUTANT=$id swift test --skip-build >/dev/null 2>&1) || true
done
rebuild=$(echo "($(date +%s.%N) - $rebuild_start) / $sample" | bc -l)
muter_start=$(date +%s.%N)
for id in $ids; do
  (cd "$scratch" && VIPKIT_MUTANT=$id swift test --skip-build >/dev/null 2>&1) || true
done
muter=$(echo "($(date +%s.%N) - $muter_start) / $sample" | bc -l)
rm -rf "$(dirname "$scratch")"

muter_line="Muter itself:        not measured (set MUTER to its binary)"
if [ -n "${MUTER:-}" ]; then
  cp -R Tests/VIPKitMutationTests/Fixtures/Tricky "$work/TrickyMuter"
  rm -rf "$work/TrickyMuter/.build"
  printf 'arguments:\n- test\nexecutable: %s\nexclude: []\n' "$(command -v swift)" \
    >"$work/TrickyMuter/muter.conf.yml"
  muter_start=$(date +%s.%N)
  (cd "$work/TrickyMuter" && "$MUTER" run --skip-update-check --format json -o "$work/muter.json" \
    >"$work/muter.txt" 2>&1) || true
  muter_total=$(echo "$(date +%s.%N) - $muter_start" | bc)
  read -r muter_n muter_killed < <(python3 -c '
import json, sys
try:
    r = json.load(open(sys.argv[1]))
    print(r["totalAppliedMutationOperators"], r["numberOfKilledMutants"])
except Exception:
    print(0, 0)' "$work/muter.json")
  muter_line=$(awk -v t="$muter_total" -v n="$muter_n" -v k="$muter_killed" -v vt="$total" -v vn="$mutants" -v at="$again" 'BEGIN {
    if (n == 0) { printf "Muter itself:        ran %.1f s but wrote no report (see its output)", t; exit }
    printf "Muter itself, cold:  %6.1f s for %d mutants (%d killed), %.3f s a mutant\n", t, n, k, t / n
    printf "vipkit mutate, cold: %6.1f s for %d mutants: %.1fx Muter'"'"'s mutants a second, %.1fx less time in all\n", vt, vn, (vn / vt) / (n / t), t / vt
    printf "  again, module cache kept: %6.1f s: %.1fx Muter'"'"'s mutants a second, %.1fx less time in all", at, (vn / at) / (n / t), t / at }')
  [ -s "$work/muter.json" ] || tail -5 "$work/muter.txt"
fi

awk -v n="$mutants" -v total="$total" -v again="$again" -v build="$build" -v per="$per_mutant" -v rebuild="$rebuild" -v muter="$muter" -v sample="$sample" 'BEGIN {
  printf "package:  Tricky fixture, %d mutants run (one schema build: %.1f s)\n", n, build
  printf "vipkit mutate, cold:  %6.1f s in all, %7.3f s a mutant\n", total, per
  printf "  again, a fresh copy, the module cache kept: %6.1f s in all\n", again
  printf "swift test per mutant (the loop Muter runs, re-created, sampled %d): %7.3f s a mutant  -> %.0fx slower\n", sample, muter, muter / per
  printf "rebuild per mutant   (sampled %d):        %7.3f s a mutant  -> %.0fx slower\n", sample, rebuild, rebuild / per
}'
echo "$muter_line"
