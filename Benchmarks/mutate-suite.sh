#!/usr/bin/env bash
# Mutation testing on a real-sized suite, side by side in one run:
#   vipkit mutate, selecting each mutant's tests (the default) and with --all-tests;
#   Muter's method since schemata: `swift test --skip-build` once per mutant, in the same
#     built scratch copy, on a sample of the same mutants (and Muter itself when MUTER names
#     its binary: it cannot be installed here, so that part is not verified);
#   --since on a one-line change;
#   and the kit's largest fixture (Tricky), with and without selection.
# The package: make-suite.py's generated VIP app (SCENES scenes, 20 XCTest tests a scene, one
# slow, plus Swift Testing), where each mutant is reached by its own scene's tests only.
# Usage: Benchmarks/mutate-suite.sh [SCENES] [SAMPLE]   (defaults 12 and 6)
set -euo pipefail
cd "$(dirname "$0")/.."
scenes=${1:-12}
sample=${2:-6}
work=$(mktemp -d "${TMPDIR:-/tmp}/vipkit-bench-suite.XXXXXX")
trap 'rm -rf "$work"' EXIT
swift build -c release --product vipkit >/dev/null 2>&1
vipkit=$PWD/.build/release/vipkit
python3 Benchmarks/make-suite.py "$work/BigApp" "$scenes" >/dev/null

seconds() { # runs the command, prints its wall time in seconds
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
# The first run builds the kept scratch copy cold; the measured runs then start alike.
"$vipkit" mutate "$work/BigApp" --format json -o "$work/warm.json" 2>/dev/null || true
all_s=$(seconds "$vipkit" mutate "$work/BigApp" --all-tests --format json -o "$work/all.json")
selected_s=$(seconds "$vipkit" mutate "$work/BigApp" --format json -o "$work/selected.json")

python3 - "$work" "$all_s" "$selected_s" <<'PY' >"$work/summary.txt"
import json, sys
work, all_s, selected_s = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
def load(name):
    r = json.load(open(f"{work}/{name}.json"))
    # "No test reaches it" is the "survived" a run of every test gives.
    statuses = {(f["file"], m["id"]): ("survived" if m["status"] == "noCoverage" else m["status"])
                for f in r["files"] for m in f["mutants"]}
    return r, statuses
all_r, all_st = load("all")
sel_r, sel_st = load("selected")
ran = sum(1 for s in sel_st.values() if s in ("killed", "survived", "timedOut"))
print(f"mutants={ran}")
print(f"same={'yes' if all_st == sel_st else 'NO'}")
print(f"tests={sel_r['selection']['tests']}")
avg = sel_r['selection']['testRuns'] / max(1, sel_r['selection']['mutantsRun'])
print(f"average={avg:.1f}")
print(f"all_build={all_r['timing']['buildSeconds']:.1f}")
print(f"sel_build={sel_r['timing']['buildSeconds']:.1f}")
print(f"score={sel_r['score']:.1f}")
ids = [m["id"] for f in sel_r["files"] for m in f["mutants"] if m["status"] in ("killed", "survived")]
step = max(1, len(ids) // 6)
print("sample_list=\"" + " ".join(str(i) for i in ids[::step]) + "\"")
PY
source "$work/summary.txt"
sample_ids=$(echo "$sample_list" | tr ' ' '\n' | head -n "$sample" | tr '\n' ' ')
scratch="$work/BigApp/.build/vipkit-mutate/BigApp"
muter_start=$(date +%s.%N)
count=0
for id in $sample_ids; do
  (cd "$scratch" && VIPKIT_MUTANT=$id swift test --skip-build >/dev/null 2>&1) || true
  count=$((count + 1))
done
muter_per=$(echo "($(date +%s.%N) - $muter_start) / $count" | bc -l)

# --since: one line changed in one scene's interactor.
(cd "$work/BigApp" && git init -q && git add . && git -c user.name=b -c user.email=b@b commit -qm start)
sed -i 's/for item in items where item > 0 {/for item in items where item >= 1 {/' \
  "$work/BigApp/Sources/BigApp/Scene3/Scene3Interactor.swift"
since_s=$(seconds "$vipkit" mutate "$work/BigApp" --since HEAD --format json -o "$work/since.json")
builds=$(python3 -c '
import json, sys
print("%.1f %.1f" % (json.load(open(sys.argv[1]))["timing"]["buildSeconds"], json.load(open(sys.argv[2]))["timing"]["buildSeconds"]))' "$work/warm.json" "$work/since.json")
since_lines=$(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
ms = [(f["file"], m["line"]) for f in r["files"] for m in f["mutants"]]
print(len(ms), " ".join(sorted({f.split("/")[-1] + ":" + str(l) for f, l in ms})))' "$work/since.json")

# The kit's largest fixture.
cp -R Tests/VIPKitMutationTests/Fixtures/Tricky "$work/Tricky"
"$vipkit" mutate "$work/Tricky" >/dev/null 2>&1 || true
tricky_all=$(seconds "$vipkit" mutate "$work/Tricky" --all-tests --format json -o "$work/tricky-all.json")
tricky_sel=$(seconds "$vipkit" mutate "$work/Tricky" --format json -o "$work/tricky-sel.json")
tricky_same=$(python3 -c '
import json, sys
def st(p):
    r = json.load(open(p))
    return {(f["file"], m["id"]): ("survived" if m["status"] == "noCoverage" else m["status"]) for f in r["files"] for m in f["mutants"]}
print("yes" if st(sys.argv[1]) == st(sys.argv[2]) else "NO")' "$work/tricky-all.json" "$work/tricky-sel.json")
tricky_n=$(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
print(sum(1 for f in r["files"] for m in f["mutants"] if m["status"] in ("killed","survived","timedOut","noCoverage")))' "$work/tricky-sel.json")

muter_line="Muter itself: not measured (set MUTER to its binary to add it)"
if [ -n "${MUTER:-}" ]; then
  cp -R "$work/BigApp" "$work/BigAppMuter"
  rm -rf "$work/BigAppMuter/.build" "$work/BigAppMuter/.git"
  printf 'arguments:\n- test\nexecutable: /usr/bin/swift\nexclude: []\n' >"$work/BigAppMuter/muter.conf.yml"
  muter_s=$(cd "$work/BigAppMuter" && seconds "$MUTER" --skip-coverage)
  muter_line="Muter itself ($MUTER): $muter_s s for the whole run (its mutants: see its own report)"
fi

awk -v scenes="$scenes" -v n="$mutants" -v tests="$tests" -v avg="$average" -v same="$same" \
  -v all_s="$all_s" -v sel_s="$selected_s" -v muter="$muter_per" -v count="$count" \
  -v since_s="$since_s" -v since_lines="$since_lines" -v t_all="$tricky_all" -v t_sel="$tricky_sel" \
  -v t_same="$tricky_same" -v t_n="$tricky_n" -v muter_line="$muter_line" -v builds="$builds" 'BEGIN {
  printf "package:   generated VIP app, %d scenes, %d tests (1 slow test a scene), %d mutants run\n", scenes, tests, n
  printf "vipkit mutate, selected tests: %6.1f s  %6.3f s a mutant  (a mutant ran %.1f of %d tests)\n", sel_s, sel_s / n, avg, tests
  printf "vipkit mutate, --all-tests:    %6.1f s  %6.3f s a mutant  -> selection %.1fx faster\n", all_s, all_s / n, all_s / sel_s
  printf "same statuses with and without selection: %s\n", same
  printf "Muter'"'"'s method, swift test --skip-build a mutant (sample of %d): %6.3f s a mutant -> vipkit %.1fx the mutants a second\n", count, muter, muter / (sel_s / n)
  printf "%s\n", muter_line
  split(since_lines, parts, " ")
  printf "--since HEAD after a one-line change: %.1f s, %s mutants, all on %s\n", since_s, parts[1], substr(since_lines, length(parts[1]) + 2)
  split(builds, b, " ")
  printf "the kept scratch copy: first build %.1f s (cold), %.1f s after the one-line change\n", b[1], b[2]
  printf "Tricky fixture (%d mutants): selected %.1f s, --all-tests %.1f s, same statuses: %s\n", t_n, t_sel, t_all, t_same
}'
