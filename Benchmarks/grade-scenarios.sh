#!/usr/bin/env bash
# The cost of scenarios in a grade: this kit's grader against a baseline kit's (a checkout of
# an earlier commit, built in release: BASELINE_KIT=/path/to/it), on the same submission, the
# two taking turns (A B A B), warm (the cache as the first run left it: the same submission
# graded again) and cold (a new --cache each run), for one submission and for a class of 20
# whose files differ, per exercise. Prints each figure's median over the runs and the ratio
# A/B of the medians.
#
#   BASELINE_KIT=/tmp/vipkit-dabba55 Benchmarks/grade-scenarios.sh [--runs N] [--cold-runs N]
#     [--exercise NN]...
#
# A cold run builds everything a grade needs (the toolchain's module cache, the harness, the
# reference): about a minute or two on two cores, so it runs once by default.
#
# Each kit grades with its own course (the baseline's exercises have no scenarios); the
# submission is the exercise's first misconception laid over its starter, a wrong solution
# both courses grade. Build both first: swift build -c release --product vipkit.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
baseline=${BASELINE_KIT:?set BASELINE_KIT to a checkout of the baseline commit, built in release}
runs=3
cold_runs=1
exercises=()
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --cold-runs) cold_runs=$2; shift 2 ;;
    --exercise) exercises+=("$2"); shift 2 ;;
    *) echo "usage: BASELINE_KIT=DIR $0 [--runs N] [--exercise NN]..." >&2; exit 64 ;;
  esac
done
[ ${#exercises[@]} -gt 0 ] || exercises=(02 03 05)
for kit in "$here" "$baseline"; do
  [ -x "$kit/.build/release/vipkit" ] || { echo "build $kit first (swift build -c release --product vipkit)" >&2; exit 65; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-grade-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Seconds (wall) that "$@" takes.
seconds() {
  local start=$EPOCHREALTIME
  "$@" >/dev/null 2>&1 || true
  echo "$EPOCHREALTIME - $start" | bc
}

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

printf '%-22s %-8s %10s %10s %7s\n' exercise case "this (s)" "base (s)" ratio
for number in "${exercises[@]}"; do
  slug=$(cd "$here/Exercises" && ls -d "$number"-* | head -1)
  misconception=$(ls -d "$here/Solutions/$slug/Misconceptions"/*/ | head -1)
  one=$work/one-$slug
  mkdir -p "$one/Exercises"
  cp -r "$here/Exercises/$slug" "$one/Exercises/$slug"
  rm -rf "$one/Exercises/$slug/.build"
  cp -r "$here/Solutions/$slug/Sources/." "$one/Exercises/$slug/Sources/"
  cp -r "$misconception/Sources/." "$one/Exercises/$slug/Sources/"
  class=$work/class-$slug
  # Twenty students whose files differ (a comment of their own in each source file), as a
  # real class's do: identical copies would let a grader that keeps the build of files it
  # has just built (this kit does, for a regrade) skip nineteen builds no class spares it.
  for student in $(seq -w 1 20); do
    mkdir -p "$class/s$student"
    cp -r "$one/Exercises" "$class/s$student/"
    find "$class/s$student/Exercises/$slug/Sources" -name '*.swift' -exec sh -c \
      'printf "\n// student %s\n" "$1" >>"$2"' _ "$student" {} \;
  done
  # Each kit's cache warmed once before the warm figures.
  for kit in "$here" "$baseline"; do
    side=this; [ "$kit" = "$baseline" ] && side=base
    "$kit/.build/release/vipkit" grade --course "$kit" --cache "$work/cache-$side-$slug" "$one" \
      --exercise "$number" >/dev/null 2>&1 || true
  done
  for case in warm class cold; do
    a=(); b=()
    count=$runs
    [ "$case" = cold ] && count=$cold_runs
    for _ in $(seq "$count"); do
      for side in this base; do
        kit=$here; seed=(--seed 1)
        # The baseline predates --seed (and scenarios).
        if [ "$side" = base ]; then kit=$baseline; seed=(); fi
        cache=$work/cache-$side-$slug
        if [ "$case" = cold ]; then rm -rf "$cache"; fi
        if [ "$case" = class ]; then
          rm -rf "$work/out-$side"
          t=$(seconds "$kit/.build/release/vipkit" grade --course "$kit" --cache "$cache" \
            --class "$class" --out "$work/out-$side" --exercise "$number" "${seed[@]}")
        else
          t=$(seconds "$kit/.build/release/vipkit" grade --course "$kit" --cache "$cache" \
            "$one" --exercise "$number" "${seed[@]}")
        fi
        if [ "$side" = this ]; then a+=("$t"); else b+=("$t"); fi
      done
    done
    ma=$(printf '%s\n' "${a[@]}" | median)
    mb=$(printf '%s\n' "${b[@]}" | median)
    printf '%-22s %-8s %10.2f %10.2f %7.2f\n' "$slug" "$case" "$ma" "$mb" "$(echo "$ma / $mb" | bc -l)"
  done
done
