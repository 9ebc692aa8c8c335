#!/usr/bin/env bash
# Does graded feedback give the answer away? A weak, honest suite is graded, its feedback
# turned into tests by a script that does not read (Benchmarks/feedback-transcriber.py), and
# graded again, three times: once with each way the grader can show a survivor (the default,
# `mutant`: where, what changed and its idea; `words`: also the input and the value; `code`:
# the test). The grades print side by side; a grade that climbs with `mutant` means the
# feedback dictates.
#
# Usage: Benchmarks/feedback-transcriber.sh [vipkit binary]   (default: .build/debug/vipkit)
# Weak suites: 07's in Benchmarks/weak-suites/07-spies (one test of the happy path's charge),
# 08's the starter's two tests, its failing placeholder deleted.
set -euo pipefail
cd "$(dirname "$0")/.."
vipkit=${1:-.build/debug/vipkit}
[ -x "$vipkit" ] || swift build --product vipkit >/dev/null
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-transcriber.XXXXXX")
trap 'rm -rf "$work"' EXIT

# The weak suite of exercise $1 written into the submission folder $2.
weak_suite() {
  local exercise=$1 folder=$2
  cp -r "Exercises/$exercise" "$folder/"
  case "$exercise" in
    07-spies)
      cp Solutions/07-spies/Tests/CheckoutTests/Spies.swift "$folder/$exercise/Tests/CheckoutTests/"
      cp Benchmarks/weak-suites/07-spies/CheckoutInteractorTests.swift \
        "$folder/$exercise/Tests/CheckoutTests/" ;;
    08-tests-that-bite)
      python3 - "$folder/$exercise/Tests/PasswordStrengthTests/PasswordStrengthTests.swift" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
cut = text.index('  @Test("the tests bite")')
open(path, "w").write(text[:cut].rstrip() + "\n}\n")
PY
      ;;
  esac
}

test_file() {
  case "$1" in
    07-spies) echo "Tests/CheckoutTests/CheckoutInteractorTests.swift" ;;
    08-tests-that-bite) echo "Tests/PasswordStrengthTests/PasswordStrengthTests.swift" ;;
  esac
}

printf "%-20s %-8s %8s %8s %8s %8s\n" exercise shown start regrade1 regrade2 regrade3
for exercise in 07-spies 08-tests-that-bite; do
  number=$((10#${exercise%%-*}))
  for shown in mutant words code; do
    folder="$work/$exercise-$shown"
    mkdir -p "$folder"
    weak_suite "$exercise" "$folder"
    scores=()
    for round in 0 1 2 3; do
      "$vipkit" grade "$folder" --exercise "$number" --survivor-feedback "$shown" \
        --format json >"$folder/grade.json" 2>/dev/null || true
      scores+=("$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["score"])' "$folder/grade.json")")
      [ "$round" = 3 ] && break
      python3 Benchmarks/feedback-transcriber.py "$number" "$folder/grade.json" \
        "$folder/$exercise/$(test_file "$exercise")" >>"$work/transcriber.log"
    done
    printf "%-20s %-8s %8s %8s %8s %8s\n" "$exercise" "$shown" "${scores[@]}"
  done
done
echo
echo "What the transcriber did, each regrade:"
cat "$work/transcriber.log"
