#!/usr/bin/env bash
# Time per mutant of `vipkit mutate` against, on the same package and the same mutants:
#   rebuild-per-mutant: `swift build` then `swift test` for each mutant (here an incremental
#     rebuild of the already-built scratch copy, after touching the mutated file: a lower
#     bound, so the ratio is if anything too kind to it);
#   Muter's way since schemata: `swift test --skip-build` for each mutant.
# The package is the Tricky fixture of the mutation tests, without the operator whose mutant
# loops until its time limit (which would cost the same in every approach).
# Usage: Benchmarks/mutate.sh [SAMPLE]   (SAMPLE mutants for the two slow ways, default 4)
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

start=$(date +%s.%N)
.build/release/vipkit mutate "$work/Tricky" "${operators[@]}" --format json --keep-workdir \
  >"$work/report.json" 2>"$work/progress.txt"
total=$(echo "$(date +%s.%N) - $start" | bc)
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

awk -v n="$mutants" -v total="$total" -v build="$build" -v per="$per_mutant" -v rebuild="$rebuild" -v muter="$muter" -v sample="$sample" 'BEGIN {
  printf "package:  Tricky fixture, %d mutants run (one schema build: %.1f s)\n", n, build
  printf "vipkit mutate:        %6.1f s in all, %7.3f s a mutant\n", total, per
  printf "swift test per mutant (Muter, sampled %d): %7.3f s a mutant  -> %.0fx slower\n", sample, muter, muter / per
  printf "rebuild per mutant   (sampled %d):        %7.3f s a mutant  -> %.0fx slower\n", sample, rebuild, rebuild / per
}'
