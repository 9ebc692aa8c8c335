#!/usr/bin/env bash
# How long `vipkit grade` takes on the bundled course, with the baseline it replaces in the
# same run: building and testing each exercise from scratch, as a plain script would for every
# student. Then a class: CLASS submissions (default 30) made from the solutions, each with a
# fault of its own, one hostile (it exits in the middle of the tests), one empty, one missing
# an exercise, graded with `vipkit grade --class`, against the naive time per student, and
# against the same class graded without the sandbox.
# Prints the figures and their ratios. Usage: Benchmarks/grade.sh [CLASS]
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
cd "$kit"
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-grade-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

class_size=${1:-30}
swift build -c release --product vipkit >/dev/null
vipkit="$kit/.build/release/vipkit"
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }

echo "Grading the bundled solutions (12 exercises) on $(nproc) cores, release build."
# Where the host makes no sandbox, a class is graded only with --no-sandbox (the reports say so).
"$vipkit" grade --probe >/dev/null 2>&1 && sandboxed=1 || sandboxed=""
class_flags=()
[ -n "$sandboxed" ] || class_flags=(--no-sandbox)

start=$(now)
"$vipkit" grade Solutions --cache "$work/cache" --fail-under 100 >/dev/null 2>&1
cold=$(seconds "$start" "$(now)")

start=$(now)
"$vipkit" grade Solutions --cache "$work/cache" --fail-under 100 >/dev/null 2>&1
warm=$(seconds "$start" "$(now)")

# As root, student code runs as nobody, and each reference is built in a workspace of its own,
# out of nobody's reach. An instructor grading on their own machine runs student code as
# themselves: the reference is then built in the submission's workspace, one cold build less.
own=""
if [ "$(id -u)" = 0 ]; then
  start=$(now)
  "$vipkit" grade Solutions --cache "$work/own" --run-as root --fail-under 100 >/dev/null 2>&1
  own=$(seconds "$start" "$(now)")
fi

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
if [ -n "$own" ]; then
  printf '%-58s %8.1f s  (%s× the baseline)\n' "vipkit grade, cold, student code as the grader's account" "$own" "$(ratio "$own" "$baseline")"
fi
printf '%-58s %8.1f s  (%s× faster than the baseline)\n' "vipkit grade, warm (the same submission again)" "$warm" "$(ratio "$baseline" "$warm")"
printf '%-58s %8.1f s  (%s× faster than the baseline)\n' "vipkit grade, each further submission (new files)" "$next" "$(ratio "$baseline" "$next")"

# A class: faults planted by editing one line of one solution file each.
faults=(
  's/return .*/return nil/;'
  's/weak var/var/'
  's/presentLoading(isLoading: false)/presentLoading(isLoading: true)/'
  's/==/!=/'
  's/ + / - /'
  's/true/false/'
)
files=()
while IFS= read -r file; do files+=("$file"); done < <(find Solutions -name '*.swift' -path '*/Sources/*' | sort)
mkdir -p "$work/class"
for k in $(seq 1 "$class_size"); do
  student="$work/class/student-$(printf %02d "$k")"
  cp -R Solutions "$student"
  case $k in
    1) rm -rf "$student"/* ;;                                  # empty
    2) rm -rf "$student/03-the-interactor" ;;                  # missing an exercise
    3) # hostile: the code under test ends the test process as the scene is set up
      file="$student/01-the-vip-cycle/Sources/Profile/ProfileViewController.swift"
      sed -i 's/    let viewController = self/    let viewController = self\n    exit(0)/' "$file"
      sed -i '1i import Foundation' "$file" ;;
    *) file=${files[$(( (k * 7) % ${#files[@]} ))]#Solutions/}
      sed -i "${faults[$(( k % ${#faults[@]} ))]}" "$student/$file" ;;
  esac
done
start=$(now)
"$vipkit" grade --class "$work/class" --out "$work/grades" --cache "$work/cache" ${class_flags[@]+"${class_flags[@]}"} >/dev/null 2>"$work/class.log" || true
class=$(seconds "$start" "$(now)")
start=$(now)
"$vipkit" grade --class "$work/class" --out "$work/grades" --cache "$work/cache" --resume ${class_flags[@]+"${class_flags[@]}"} >/dev/null 2>&1 || true
resumed=$(seconds "$start" "$(now)")

# The same class interrupted (Ctrl-C) halfway through, then resumed into the same folder.
rm -rf "$work/grades"
"$vipkit" grade --class "$work/class" --out "$work/grades" --cache "$work/cache" ${class_flags[@]+"${class_flags[@]}"} >/dev/null 2>&1 &
pid=$!
sleep "$(awk -v t="$class" 'BEGIN { printf "%.0f", t / 2 }')"
kill -INT "$pid" 2>/dev/null || true
wait "$pid" || true
done_before=$( (find "$work/grades" -name entry.json 2>/dev/null || true) | wc -l | tr -d ' ')
start=$(now)
"$vipkit" grade --class "$work/class" --out "$work/grades" --cache "$work/cache" --resume ${class_flags[@]+"${class_flags[@]}"} >"$work/resume.log" 2>&1 || true
finished=$(seconds "$start" "$(now)")
kept_line=$(grep -o 'Graded [0-9]* of [0-9]* students[^:]*' "$work/resume.log" | tail -1 || true)
# The same class without the sandbox (the confinement a host without namespaces gives), in a
# cache of its own warmed the same way, so that only the sandbox differs. Skipped where the
# host makes no sandbox (the reports of the first run then say why).
unsandboxed=""
if [ -n "$sandboxed" ]; then
  "$vipkit" grade Solutions --cache "$work/plain" --no-sandbox >/dev/null 2>&1 || true
  "$vipkit" grade Exercises --cache "$work/plain" --no-sandbox >/dev/null 2>&1 || true
  start=$(now)
  "$vipkit" grade --class "$work/class" --out "$work/plain-grades" --cache "$work/plain" --no-sandbox >/dev/null 2>&1 || true
  unsandboxed=$(seconds "$start" "$(now)")
fi

per=$(awk -v t="$class" -v n="$class_size" 'BEGIN { printf "%.1f", t / n }')
flagged=$(grep -c '^- ' <(sed -n '/## Gradings that need a look/,$p' "$work/grades/summary.md") || true)
printf '%-58s %8.1f s  (%s s a student: %s× faster than the baseline a student)\n' \
  "vipkit grade --class, $class_size submissions" "$class" "$per" "$(ratio "$baseline" "$per")"
if [ -n "$unsandboxed" ]; then
  printf '%-58s %8.1f s  (with the sandbox: %s× this)\n' \
    "the same class with --no-sandbox (a cache of its own)" "$unsandboxed" \
    "$(awk -v a="$class" -v b="$unsandboxed" 'BEGIN { printf "%.2f", a / b }')"
else
  echo "the same class with --no-sandbox: not measured (this host makes no sandbox)"
fi
printf '%-58s %8.1f s\n' "the same class again with --resume (nothing changed)" "$resumed"
printf '%-58s %8.1f s  (%s)\n' "interrupted at half time with $done_before done; --resume" "$finished" "$kept_line"
echo "summary.md names $flagged students whose grading needs a look"
