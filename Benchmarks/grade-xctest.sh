#!/usr/bin/env bash
# Grading an exercise whose official tests are XCTest classes (03: each test alone in its own
# process) beside one tested with Swift Testing (02: one run, one event stream), cold and
# warm, with the baseline of building and testing each from scratch in the same run.
# Usage: Benchmarks/grade-xctest.sh
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
cd "$kit"
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-grade-xctest.XXXXXX")
trap 'rm -rf "$work"' EXIT
swift build -c release --product vipkit >/dev/null
vipkit="$kit/.build/release/vipkit"
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

echo "One exercise graded on $(nproc) cores, release build (as $(id -un))."
printf '%-34s %10s %10s %10s %8s\n' "exercise" "baseline" "cold" "warm" "tests"
for pair in "03:03-the-interactor:XCTest" "02:02-the-presenter:Swift Testing"; do
  IFS=: read -r number name library <<<"$pair"
  copy="$work/baseline/$name"
  mkdir -p "$copy"
  cp -R "Exercises/$name"/. "$copy"/
  rm -rf "$copy/.build"
  cp -R "Solutions/$name"/. "$copy"/
  sed -i.bak "s#path: \"../..\"#path: \"$kit\"#" "$copy/Package.swift"
  start=$(now)
  (cd "$copy" && swift build --build-tests >/dev/null 2>&1 && swift test --skip-build >/dev/null 2>&1)
  baseline=$(seconds "$start" "$(now)")
  start=$(now)
  "$vipkit" grade Solutions --exercise "$number" --cache "$work/cache" --fail-under 100 \
    --format json --output "$work/$number.json" >/dev/null 2>&1
  cold=$(seconds "$start" "$(now)")
  start=$(now)
  "$vipkit" grade Solutions --exercise "$number" --cache "$work/cache" --fail-under 100 \
    >/dev/null 2>&1
  warm=$(seconds "$start" "$(now)")
  tests=$(python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); print(sum(len(i["checks"]) for e in r["exercises"] for i in e["items"]))' "$work/$number.json")
  printf '%-34s %8.1f s %8.1f s %8.1f s %8s\n' "$number ($library)" "$baseline" "$cold" "$warm" "$tests"
done
