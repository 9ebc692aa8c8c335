#!/usr/bin/env bash
# Grades a held-out set of wrong solutions (Benchmarks/held-out/<set>) with a kit's release
# grader, one class per exercise, and prints one line per case: exercise, case, score.
#
#   Benchmarks/held-out.sh [--kit DIR] [--set DIR] [--out FILE]
#
# --kit: the checkout whose grader and course grade the set (default: this one; build it first
# with `swift build -c release --product vipkit`). Use a worktree of an older commit to grade
# the set as the course stood then. Each case holds the student's files of one exercise
# (Sources/ or Tests/) and an idea.json; it is graded as a student who sent only that exercise.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
kit=$here
set_dir=$here/Benchmarks/held-out/set-a
out=/dev/stdout
while [ $# -gt 0 ]; do
  case $1 in
    --kit) kit=$(cd "$2" && pwd); shift 2 ;;
    --set) set_dir=$(cd "$2" && pwd); shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "usage: $0 [--kit DIR] [--set DIR] [--out FILE]" >&2; exit 64 ;;
  esac
done
vipkit=$kit/.build/release/vipkit
[ -x "$vipkit" ] || { echo "no $vipkit: swift build -c release --product vipkit in $kit" >&2; exit 65; }
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-held-out.XXXXXX")
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
{
  printf 'exercise\tcase\tscore\tof\n'
  for exercise in "$set_dir"/[0-9][0-9]-*/; do
    slug=$(basename "$exercise")
    class=$work/class-$slug
    for case in "$exercise"*/; do
      name=$(basename "$case")
      mkdir -p "$class/$name/Exercises/$slug"
      (cd "$case" && find . -mindepth 1 -maxdepth 1 ! -name idea.json -exec cp -r {} "$class/$name/Exercises/$slug/" \;)
    done
    "$vipkit" grade --course "$kit" --class "$class" --out "$work/out-$slug" --exercise "${slug%%-*}" \
      >"$work/log-$slug.txt" 2>&1 || true
    # The gradebook: student,id,name,email,<exercise>,total,maximum
    tail -n +2 "$work/out-$slug/gradebook.csv" | awk -F, -v slug="$slug" '{ printf "%s\t%s\t%s\t%s\n", slug, $1, $(NF-1), $NF }'
  done
} >"$out"
