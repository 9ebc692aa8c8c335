#!/usr/bin/env bash
# The similarity report against labels: students who each wrote their exercises alone from
# the READMEs (Benchmarks/similarity/cohort: eight exercises), copy rings planted in each
# exercise (exact, renamed, reordered and moved between files, padded with dead code,
# restructured by hand, rewritten by an assistant), and the labels that say who copied whom
# (Benchmarks/similarity/labels.json: which exercises tuned the report, which are held out).
# Prints, per exercise: honest pairs flagged, copies found in their source's group (per
# disguise), and the margin (lowest copy–source score minus highest honest pair), for
# `vipkit grade similarity` and, side by side on the same files in the same run, copydetect
# 0.5.0 (when `python3 -c "import copydetect"` works: pip install copydetect==0.5.0, or
# COPYDETECT_PYTHON_BIN=<a virtualenv's bin> where it is installed). Exits 1 when an honest
# pair is flagged.
# Usage: Benchmarks/similarity-labelled.sh [--debug]   (--debug: use .build/debug/vipkit)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --debug ]; then
  vipkit=$PWD/.build/debug/vipkit
else
  swift build -c release --product vipkit >/dev/null 2>&1
  vipkit=$PWD/.build/release/vipkit
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-labelled.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The cohort wrote its exercises against the course as it stood before the exercises took
# UIKit's shapes (819fb61): the report subtracts the starters and solutions each student was
# given, so it reads that course, not today's.
mkdir "$work/course"
git archive 819fb61 Package.swift Exercises Solutions | tar -x -C "$work/course"
start=$(date +%s%N)
"$vipkit" grade similarity --course "$work/course" --class Benchmarks/similarity/cohort \
  --out "$work/vipkit" >/dev/null
# The same classes without their copies: every pair honest, nothing should be flagged.
python3 -c '
import json, sys
labels = json.load(open("Benchmarks/similarity/labels.json"))
honest = sorted({s for c in labels["classes"] if c["report"] == "vipkit" for s in c["honest"]})
print("folder"); print("\n".join(honest))' >"$work/honest.csv"
"$vipkit" grade similarity --course "$work/course" --class Benchmarks/similarity/cohort \
  --roster "$work/honest.csv" --out "$work/honest" >/dev/null
"$vipkit" grade similarity --class Tests/VIPKitGradingTests/Fixtures/SimilarityClass \
  --exercise 2 --exercise 8 --out "$work/fixture" >/dev/null
end=$(date +%s%N)
[ -z "${COPYDETECT_PYTHON_BIN:-}" ] || PATH="$COPYDETECT_PYTHON_BIN:$PATH"
python3 Benchmarks/similarity/score.py "$work" "$(( (end - start) / 1000000 ))e-3"
