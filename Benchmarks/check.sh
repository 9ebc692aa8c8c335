#!/usr/bin/env bash
# Speed of `vipkit check` on a large generated tree, side by side with `vipkit spies` on the
# same tree (the same lexer; checking should cost about the same), and `cat` as the baseline
# of merely reading it, all measured in the same run with a release build.
#
# Input: FILES files (default 2000) of 374 lines, made by make-input.py (protocols between
# ordinary classes), plus SCENES Clean-Swift-style scenes (default 200) from
# make-vip-package.py, so that roles are recognised and rules have work to do; then the
# same tree with every scene's back-reference strong (the wiring followed 200 times).
# Usage: Benchmarks/check.sh [FILES] [SCENES]
set -euo pipefail
cd "$(dirname "$0")/.."
files=${1:-2000}
scenes=${2:-200}
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-check.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build -c release --product vipkit >/dev/null 2>&1
python3 Benchmarks/make-input.py "$work/input/plain" "$files"
python3 Benchmarks/make-vip-package.py "$work/scenes" "$scenes" >/dev/null
cp -r "$work/scenes/Sources" "$work/input/scenes"
# The same tree with every scene's back-reference strong: a VIP007 candidate per scene, each
# followed through the whole tree to where it is given its value.
cp -r "$work/input" "$work/strong"
grep -rl "weak var " "$work/strong/scenes" | xargs sed -i 's/weak var /var /'
lines=$(find "$work/input" -name '*.swift' -exec cat {} + | wc -l)
swift_files=$(find "$work/input" -name '*.swift' | wc -l)

measure() { # prints "seconds peak-kB" for the command
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>&1 || true
  # The last line: a command that exits 1 (findings) gets a line of its own before it.
  tail -1 "$work/time"
}
best() { # best of 3: "seconds peak-kB"
  local best_s="" best_kb=""
  for run in 1 2 3; do
    read -r s kb < <(measure "$@")
    if [ -z "$best_s" ] || awk "BEGIN{exit !($s < $best_s)}"; then best_s=$s; best_kb=$kb; fi
  done
  echo "$best_s $best_kb"
}
read -r cat_s cat_kb < <(best sh -c "find '$work/input' -name '*.swift' -exec cat {} + >/dev/null")
read -r check_s check_kb < <(best .build/release/vipkit check "$work/input" --format json)
read -r spies_s spies_kb < <(best .build/release/vipkit spies "$work/input" -o "$work/Spies.swift")
findings=$(.build/release/vipkit check "$work/input" --format json 2>/dev/null | grep -c '"rule"' || true)
read -r strong_s strong_kb < <(best .build/release/vipkit check "$work/strong" --format json)
strong_findings=$(.build/release/vipkit check "$work/strong" --format json 2>/dev/null | grep -c '"VIP007"' || true)

awk -v lines="$lines" -v files="$swift_files" -v f="$findings" \
  -v cs="$cat_s" -v ckb="$cat_kb" -v ks="$check_s" -v kkb="$check_kb" -v ss="$spies_s" -v skb="$spies_kb" \
  -v xs="$strong_s" -v xkb="$strong_kb" -v xf="$strong_findings" 'BEGIN {
  printf "input:    %d lines in %d files; %d findings\n", lines, files, f
  printf "baseline: cat of the input        %6.2f s  %7.1f MB peak\n", cs, ckb / 1024
  printf "vipkit:   check (best of 3)       %6.2f s  %7.1f MB peak  %9.0f lines/s\n", ks, kkb / 1024, lines / ks
  printf "vipkit:   check, %d strong back-references followed (best of 3) %6.2f s  %7.1f MB peak  (%.2fx the check above)\n", xf, xs, xkb / 1024, xs / ks
  printf "vipkit:   spies (best of 3)       %6.2f s  %7.1f MB peak  %9.0f lines/s\n", ss, skb / 1024, lines / ss
  printf "ratios:   check takes %.2fx the time of spies on the same tree, %.1fx the time of reading it\n", ks / ss, ks / (cs > 0.01 ? cs : 0.01)
}'
