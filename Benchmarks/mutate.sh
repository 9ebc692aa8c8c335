#!/usr/bin/env bash
# Time per mutant of `vipkit mutate` against, on the same package and the same mutants:
#   rebuild-per-mutant: `swift build` then `swift test` for each mutant (here an incremental
#     rebuild of the already-built scratch copy, after touching the mutated file: a lower
#     bound, so the ratio is if anything too kind to it);
#   Muter's way since schemata: `swift test --skip-build` for each mutant.
# The package is a fixture of the mutation tests: Tricky (XCTest and Swift Testing; without
# the operator whose mutant loops until its time limit, which would cost the same in every
# approach), or with FIXTURE=XCTestLogin-strong a small VIP login scene tested with XCTest only.
# Muter itself, when given its binary (MUTER=…, built by you from its public sources; nothing
# here builds or fetches it): run cold on its own copy of the same package, beside vipkit's
# cold run, both timed from the first build to the report; then both again on copies the
# user built first (`swift build --build-tests`, not timed). Without it: "not measured".
# Usage: [MUTER=…] [FIXTURE=Tricky|XCTestLogin-strong] Benchmarks/mutate.sh [SAMPLE]   (SAMPLE mutants for the two slow ways, default 4)
set -euo pipefail
cd "$(dirname "$0")/.."
sample=${1:-4}
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-mutate.XXXXXX")
trap 'rm -rf "$work"' EXIT
swift build -c release --product vipkit >/dev/null 2>&1
fixture=${FIXTURE:-Tricky}
fixtures=Tests/VIPKitMutationTests/Fixtures
[ -d "$fixtures/$fixture" ] || { echo "no fixture named $fixture"; exit 2; }
# A fresh copy of the fixture at $1 (XCTestLogin-strong is XCTestLogin with its strong tests).
copy_fixture() {
  if [ "$fixture" = XCTestLogin-strong ]; then
    cp -R "$fixtures/XCTestLogin" "$1" && cp -R "$fixtures/XCTestLogin-strong/." "$1/"
  else
    cp -R "$fixtures/$fixture" "$1"
  fi
}
copy_fixture "$work/Tricky"
operators=()
if [ "$fixture" = Tricky ]; then
  for name in relational logical-connector negated-condition boolean-literal removed-call \
    string-literal swapped-ternary return-value weak-to-strong; do
    operators+=(--operator "$name")
  done
fi

# Cold: no build of the package, and an empty caches folder (XDG_CACHE_HOME), so no module
# cache either (the first run on a machine); then a fresh copy again with the module cache
# that run left there (any later first run of a package; a package the user built already
# brings its own, in .build).
mkdir -p "$work/cache"
start=$(date +%s.%N)
XDG_CACHE_HOME="$work/cache" .build/release/vipkit mutate "$work/Tricky" ${operators[@]+"${operators[@]}"} --format json \
  --keep-workdir >"$work/report.json" 2>"$work/progress.txt"
total=$(echo "$(date +%s.%N) - $start" | bc)
copy_fixture "$work/TrickyAgain"
start=$(date +%s.%N)
XDG_CACHE_HOME="$work/cache" .build/release/vipkit mutate "$work/TrickyAgain" ${operators[@]+"${operators[@]}"} \
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

file=$(find "$scratch/Sources" -name '*Interactor.swift' | head -1)
rebuild_start=$(date +%s.%N)
for id in $ids; do
  touch "$file"
  (cd "$scratch" && swift build --build-tests -Xswiftc -index-ignore-system-modules >/dev/null 2>&1 && VIPKIT_MUTANT=$id swift test --skip-build >/dev/null 2>&1) || true
done
rebuild=$(echo "($(date +%s.%N) - $rebuild_start) / $sample" | bc -l)
muter_start=$(date +%s.%N)
for id in $ids; do
  (cd "$scratch" && VIPKIT_MUTANT=$id swift test --skip-build >/dev/null 2>&1) || true
done
muter=$(echo "($(date +%s.%N) - $muter_start) / $sample" | bc -l)
rm -rf "$(dirname "$scratch")"

# A package you have built: `swift build --build-tests` ran in it first (not timed), as it has
# before any mutation run (its tests must pass); an empty caches folder, so all vipkit reuses
# is the package's own .build. Muter copies the project with the same .build.
copy_fixture "$work/Built"
(cd "$work/Built" && swift build --build-tests >/dev/null 2>&1)
mkdir -p "$work/cache-built"
start=$(date +%s.%N)
XDG_CACHE_HOME="$work/cache-built" .build/release/vipkit mutate "$work/Built" ${operators[@]+"${operators[@]}"} \
  --format json >"$work/built.json" 2>/dev/null
built=$(echo "$(date +%s.%N) - $start" | bc)

# Muter in the fixture copy $1 (built or not): "seconds mutants killed", or "seconds 0 0".
run_muter() {
  printf 'arguments:\n- test\nexecutable: %s\nexclude: []\n' "$(command -v swift)" >"$1/muter.conf.yml"
  local muter_start muter_total
  muter_start=$(date +%s.%N)
  (cd "$1" && "$MUTER" run --skip-update-check --format json -o "$1.json" >"$1.txt" 2>&1) || true
  muter_total=$(echo "$(date +%s.%N) - $muter_start" | bc)
  python3 -c '
import json, sys
try:
    r = json.load(open(sys.argv[1]))
    print(sys.argv[2], r["totalAppliedMutationOperators"], r["numberOfKilledMutants"])
except Exception:
    print(sys.argv[2], 0, 0)' "$1.json" "$muter_total"
}

muter_line="Muter itself:        not measured (set MUTER to its binary)"
if [ -n "${MUTER:-}" ]; then
  copy_fixture "$work/TrickyMuter"
  read -r muter_total muter_n muter_killed < <(run_muter "$work/TrickyMuter")
  copy_fixture "$work/BuiltMuter"
  (cd "$work/BuiltMuter" && swift build --build-tests >/dev/null 2>&1)
  read -r muter_built muter_built_n muter_built_killed < <(run_muter "$work/BuiltMuter")
  # Muter copies the project with its .build, and on Linux the compiler refuses the copied
  # module cache (it records its path): then Muter's only working start is the cold one.
  moved=0
  grep -q "was compiled with module cache path" "$work/BuiltMuter.txt" 2>/dev/null && moved=1
  muter_line=$(awk -v t="$muter_total" -v n="$muter_n" -v k="$muter_killed" -v vt="$total" -v vn="$mutants" -v at="$again" \
    -v bt="$muter_built" -v bn="$muter_built_n" -v bk="$muter_built_killed" -v vb="$built" -v moved="$moved" 'BEGIN {
    if (n == 0) { printf "Muter itself:        ran %.1f s but wrote no report (see its output)", t; exit }
    printf "Muter itself, cold:  %6.1f s for %d mutants (%d killed), %.3f s a mutant\n", t, n, k, t / n
    printf "vipkit mutate, cold: %6.1f s for %d mutants: %.1fx Muter'"'"'s mutants a second, %.1fx less time in all\n", vt, vn, (vn / vt) / (n / t), t / vt
    printf "  again, module cache kept: %6.1f s: %.1fx Muter'"'"'s mutants a second, %.1fx less time in all\n", at, (vn / at) / (n / t), t / at
    printf "The package built first (its .build there, as after swift test):\n"
    if (bn == 0 && moved) {
      printf "Muter itself:        stopped after %.1f s: the compiler refuses the module cache it copied with .build (it records its path); without .build it is the cold run above\n", bt
      bt = t; bn = n
    } else if (bn == 0) {
      printf "Muter itself:        ran %.1f s but wrote no report (see its output)", bt; exit
    } else {
      printf "Muter itself:        %6.1f s for %d mutants (%d killed), %.3f s a mutant\n", bt, bn, bk, bt / bn
    }
    printf "vipkit mutate:       %6.1f s for %d mutants: %.1fx Muter'"'"'s mutants a second, %.1fx less time in all", vb, vn, (vn / vb) / (bn / bt), bt / vb }')
  [ "$muter_n" != 0 ] || tail -5 "$work/TrickyMuter.txt"
fi

awk -v fixture="$fixture" -v built="$built" -v n="$mutants" -v total="$total" -v again="$again" -v build="$build" -v per="$per_mutant" -v rebuild="$rebuild" -v muter="$muter" -v sample="$sample" 'BEGIN {
  printf "package:  %s fixture, %d mutants run (one schema build: %.1f s)\n", fixture, n, build
  printf "vipkit mutate, cold:  %6.1f s in all, %7.3f s a mutant\n", total, per
  printf "  again, a fresh copy, the module cache kept: %6.1f s in all\n", again
  printf "  a copy built first (its .build there), no module cache of ours: %6.1f s in all\n", built
  printf "swift test per mutant (the loop Muter runs, re-created, sampled %d): %7.3f s a mutant  -> %.0fx slower\n", sample, muter, muter / per
  printf "rebuild per mutant   (sampled %d):        %7.3f s a mutant  -> %.0fx slower\n", sample, rebuild, rebuild / per
}'
echo "$muter_line"
