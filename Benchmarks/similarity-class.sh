#!/usr/bin/env bash
# `vipkit grade similarity` on a class of 30 students and the course's 12 exercises, made of
# real Swift code nobody here wrote: each student's work on each exercise is 1 to 3 files
# (20 to 400 lines) of the packages on this machine (/opt/swift-packages, at their newest
# tag), put under the exercise's student paths; no two students get the same file. Prints the
# seconds of the comparison (vipkit's own figure and the wall time of the command), and, with
# COPYDETECT=1 (pip install copydetect==0.5.0), copydetect on the same files, each exercise a
# run of its own, one file per student and exercise, in the same run.
# Usage: [STUDENTS=30] [COPYDETECT=1] Benchmarks/similarity-class.sh
set -euo pipefail
cd "$(dirname "$0")/.."
students=${STUDENTS:-30}
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-similarity.XXXXXX")
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
swift build -c release --product vipkit >/dev/null 2>&1
vipkit=$PWD/.build/release/vipkit

# Every Swift file of 20–400 lines, from each package's newest tag.
mkdir -p "$work/pool"
for repo in /opt/swift-packages/*/*.git; do
  tag=$(git -C "$repo" tag --sort=-creatordate | head -1)
  [ -n "$tag" ] || continue
  name=$(basename "$repo" .git)
  mkdir -p "$work/pool/$name"
  git -C "$repo" archive "$tag" 2>/dev/null | tar -x -C "$work/pool/$name" 2>/dev/null || true
done
find "$work/pool" -name '*.swift' -size -16k -size +600c | sort >"$work/files.txt"

python3 - "$work" "$students" "$PWD" <<'PY'
import json, os, random, shutil, sys
work, students, kit = sys.argv[1], int(sys.argv[2]), sys.argv[3]
files = [f for f in open(f"{work}/files.txt").read().split("\n") if f]
random.Random(2003).shuffle(files)
exercises = sorted(d for d in os.listdir(f"{kit}/Exercises") if d[:2].isdigit())
need = students * len(exercises) * 3
assert len(files) >= need, f"{len(files)} files, {need} needed"
rng = random.Random(7)
for s in range(students):
    for e in exercises:
        owned = json.load(open(f"{kit}/Exercises/{e}/grading.json"))["studentFiles"][0]
        folder = f"{work}/class/student-{s:02d}/{e}/{owned}/Code"
        os.makedirs(folder)
        for n in range(rng.randint(1, 3)):
            shutil.copy(files.pop(), f"{folder}/File{n}.swift")
lines = sum(1 for root, _, names in os.walk(f"{work}/class") for n in names
            for _ in open(os.path.join(root, n), errors="replace"))
print(f"class: {students} students x {len(exercises)} exercises, {lines} lines of Swift from "
      f"{len(os.listdir(f'{work}/pool'))} packages")
PY

start=$(date +%s.%N)
"$vipkit" grade similarity --class "$work/class" --out "$work/out" --course . >"$work/vipkit.log"
end=$(date +%s.%N)
echo "vipkit grade similarity: $(echo "$end - $start" | bc | xargs printf '%.2f') s wall ($(cut -d'(' -f2 "$work/vipkit.log" | cut -d')' -f1) comparing)"
sed "s/^/  /" "$work/vipkit.log"

if [ "${COPYDETECT:-}" = 1 ]; then
  python3 - "$work" <<'PY'
import os, sys, time
from copydetect import CopyDetector
work = sys.argv[1]
start = time.time()
exercises = sorted(os.listdir(f"{work}/class/student-00"))
for e in exercises:
    folder = f"{work}/copydetect/{e}"
    os.makedirs(folder)
    for s in sorted(os.listdir(f"{work}/class")):
        text = []
        for root, _, names in sorted(os.walk(f"{work}/class/{s}/{e}")):
            text += [open(os.path.join(root, n), errors="replace").read() for n in sorted(names)]
        open(f"{folder}/{s}.swift", "w").write("\n".join(text))
    CopyDetector(test_dirs=[folder], extensions=["swift"], display_t=0.3, autoopen=False,
                 silent=True, out_file=f"{work}/copydetect-{e}.html").run()
print(f"copydetect 0.5.0 (defaults): {time.time() - start:.2f} s wall")
PY
fi
