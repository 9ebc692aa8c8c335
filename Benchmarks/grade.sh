#!/usr/bin/env bash
# How long `vipkit grade` takes on the bundled course, with the baseline it replaces in the
# same run: building and testing each exercise from scratch, as a plain script would for every
# student. Prints the figures and their ratios. Usage: Benchmarks/grade.sh
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
cd "$kit"
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-grade-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build -c release --product vipkit >/dev/null
vipkit="$kit/.build/release/vipkit"
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }

echo "Grading the bundled solutions (12 exercises) on $(nproc) cores, release build."

start=$(now)
"$vipkit" grade Solutions --cache "$work/cache" --fail-under 100 >/dev/null 2>&1
cold=$(seconds "$start" "$(now)")

start=$(now)
"$vipkit" grade Solutions --cache "$work/cache" --fail-under 100 >/dev/null 2>&1
warm=$(seconds "$start" "$(now)")

# Another submission: every exercise's student files differ from the last one graded.
start=$(now)
"$vipkit" grade Exercises --cache "$work/cache" >/dev/null 2>&1
next=$(seconds "$start" "$(now)")

# The baseline: each exercise copied with its solution into a fresh folder, built and tested.
start=$(now)
for exercise in Exercises/[0-9][0-9]-*/; do
  name=$(basename "$exercise")
  copy="$work/baseline/$name"
  mkdir -p "$copy"
  cp -R "$exercise". "$copy"/
  rm -rf "$copy/.build"
  cp -R "Solutions/$name"/. "$copy"/
  sed -i.bak "s#path: \"../..\"#path: \"$kit\"#" "$copy/Package.swift"
  (cd "$copy" && swift build --build-tests >/dev/null 2>&1 && swift test --skip-build >/dev/null 2>&1)
done
baseline=$(seconds "$start" "$(now)")

printf '%-58s %8.1f s\n' "baseline: build and test each exercise from scratch" "$baseline"
printf '%-58s %8.1f s  (%s× the baseline)\n' "vipkit grade, cold cache" "$cold" "$(ratio "$cold" "$baseline")"
printf '%-58s %8.1f s  (%s× faster than the baseline)\n' "vipkit grade, warm (the same submission again)" "$warm" "$(ratio "$baseline" "$warm")"
printf '%-58s %8.1f s  (%s× faster than the baseline)\n' "vipkit grade, each further submission (new files)" "$next" "$(ratio "$baseline" "$next")"
