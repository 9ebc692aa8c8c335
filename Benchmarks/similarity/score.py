"""Scores `vipkit grade similarity` (and copydetect, when installed) against the labels of
Benchmarks/similarity/labels.json. Called by Benchmarks/similarity-labelled.sh with the folder
holding the reports and the seconds vipkit took; prints one table."""
import collections, glob, io, itertools, json, os, sys, contextlib, tempfile, time

work, vipkit_seconds = sys.argv[1], float(sys.argv[2])
kit = os.getcwd()
labels = json.load(open("Benchmarks/similarity/labels.json"))

try:
    import logging
    logging.disable(logging.CRITICAL)
    from copydetect import CopyDetector
except ImportError:
    CopyDetector = None


def student_files(folder, student, exercise, owned):
    """The Swift files a student owns in one exercise, by path inside the exercise."""
    found = glob.glob(f"{folder}/{student}/{exercise:02d}-*")
    files = {}
    if not found:
        return files
    for part in owned:
        for path in sorted(glob.glob(f"{found[0]}/{part}/**/*.swift", recursive=True)):
            files[os.path.relpath(path, found[0])] = open(path, errors="replace").read()
    return files


def copydetect_scores(klass, students):
    """copydetect 0.5.0 with its defaults: one file per student (their files joined), the
    starter and the solution as boilerplate; a pair's score is the mean of its two
    percentages."""
    exercise = klass["exercise"]
    course = glob.glob(f"{kit}/Exercises/{exercise:02d}-*")[0]
    owned = json.load(open(f"{course}/grading.json"))["studentFiles"]
    solution = f"{kit}/Solutions/{os.path.basename(course)}"
    with tempfile.TemporaryDirectory() as folder:
        os.makedirs(f"{folder}/class")
        os.makedirs(f"{folder}/given")
        for student in students:
            text = student_files(klass["folder"], student, exercise, owned).values()
            open(f"{folder}/class/{student}.swift", "w").write("\n".join(text))
        for name, root in [("starter", course), ("solution", solution)]:
            text = []
            for part in owned:
                for path in sorted(glob.glob(f"{root}/{part}/**/*.swift", recursive=True)):
                    if "/Designs/" not in path and "/Misconceptions/" not in path:
                        text.append(open(path).read())
            open(f"{folder}/given/{name}.swift", "w").write("\n".join(text))
        detector = CopyDetector(
            test_dirs=[f"{folder}/class"], boilerplate_dirs=[f"{folder}/given"],
            extensions=["swift"], display_t=0.0, autoopen=False, silent=True)
        with contextlib.redirect_stderr(io.StringIO()):
            detector.run()
        index = {os.path.basename(f)[: -len(".swift")]: i for i, f in enumerate(detector.test_files)}
        scores = {}
        for a, b in itertools.combinations(students, 2):
            if a not in index or b not in index:
                scores[frozenset((a, b))] = 0.0
                continue
            pair = detector.similarity_matrix[index[a], index[b]]
            scores[frozenset((a, b))] = max(0.0, float(pair[0] + pair[1]) / 2)
        return scores


def judge(klass, scores, groups):
    """Honest pairs flagged, copies found (per disguise), margin, the assistant's rewrites."""
    source = {s: s for s in klass["honest"]}
    disguise = {}
    for copy in klass["copies"]:
        source[copy["student"]] = copy["source"]
        disguise[copy["student"]] = copy["disguise"]
    students = sorted(source)
    honest_pairs = [
        scores[frozenset(p)]
        for p in itertools.combinations(students, 2)
        if source[p[0]] != source[p[1]]
    ]
    flagged_honest = None
    if groups is not None:
        flagged_honest = sum(
            1 for a, b in itertools.combinations(students, 2)
            if source[a] != source[b] and any(a in g and b in g for g in groups))
    copies = {}
    for copy, kind in disguise.items():
        score = scores[frozenset((copy, source[copy]))]
        found = None if groups is None else any(copy in g and source[copy] in g for g in groups)
        copies[copy] = (kind, score, found)
    plain = [s for c, (k, s, _) in copies.items() if k != "assistant"]
    highest = max(honest_pairs) if honest_pairs else 0.0
    margin = (min(plain) - highest) if plain else None
    return flagged_honest, copies, margin, highest


reports = {}
for name in ("vipkit", "fixture", "honest"):
    path = f"{work}/{name}/similarity.json"
    if os.path.exists(path):
        reports[name] = {e["number"]: e for e in json.load(open(path))["exercises"]}

print(f"vipkit grade similarity: {vipkit_seconds:.2f} s for every class below (wall, both runs)")
copydetect_seconds = 0.0
rows = []
for klass in labels["classes"]:
    exercise = reports[klass["report"]][klass["exercise"]]
    # A pair's standing: how far above (or under) the line it is in the view where it stands
    # highest; a pair with nothing in common is as far under as the lowest line.
    lines = {v["view"]: v["line"]["score"] for v in exercise["views"]}
    lowest = min(lines.values())
    scores = {frozenset((p["first"], p["second"])):
              max(p["scores"].get(v, 0.0) - line for v, line in lines.items())
              for p in exercise["pairs"]}
    scores = collections.defaultdict(lambda: -lowest, scores)
    groups = [set(g) for g in exercise["groups"]]
    ours = judge(klass, scores, groups)
    theirs = None
    if CopyDetector is not None:
        started = time.time()
        students = sorted(set(klass["honest"]) | {c["student"] for c in klass["copies"]})
        theirs = judge(klass, copydetect_scores(klass, students), None)
        copydetect_seconds += time.time() - started
    rows.append((klass, exercise, ours, theirs))

print()
print("| class | set | honest | copies | honest pairs flagged | copies in their source's group "
      "| assistant rewrites found | lines (as written / renamed / as typed) | margin (vipkit) | margin (copydetect) |")
print("|---|---|---|---|---|---|---|---|---|---|")
for klass, exercise, ours, theirs in rows:
    flagged, copies, margin, highest = ours
    plain = {c: v for c, v in copies.items() if v[0] != "assistant"}
    assistant = {c: v for c, v in copies.items() if v[0] == "assistant"}
    found = sum(1 for v in plain.values() if v[2])
    missed = [f"{v[0]} {v[1]*100:.0f}%" for v in plain.values() if not v[2]]
    rewrites = f"{sum(1 for v in assistant.values() if v[2])} of {len(assistant)}" if assistant else "–"
    their = f"{theirs[2]*100:+.1f}" if theirs and theirs[2] is not None else "–"
    print(f"| {klass['name']} | {klass['set']} | {len(klass['honest'])} | {len(copies)} | {flagged} "
          f"| {found} of {len(plain)}" + (f" (missed: {', '.join(missed)})" if missed else "")
          + f" | {rewrites} | {' / '.join('%.0f%%' % (v['line']['score'] * 100) for v in exercise['views'])} "
          f"| {margin*100:+.1f} | {their} |")

honest = reports.get("honest", {})
flagged = [(n, p["first"], p["second"], p["view"], round(p["score"] * 100))
           for n, e in sorted(honest.items()) for p in e["pairs"] if p["isFlagged"]]
print()
print(f"The same classes without their copies ({len(honest)} exercises, honest students only): "
      + (f"{len(flagged)} pairs flagged: {flagged}" if flagged else "no pair flagged"))

print()
print("Per copy (vipkit: points above (+) or under (-) the line with its source; copydetect: score):")
for klass, exercise, ours, theirs in rows:
    parts = []
    for copy, (kind, score, found) in sorted(ours[1].items(), key=lambda c: c[1][0]):
        other = f"/{theirs[1][copy][1]*100:.0f}" if theirs else ""
        parts.append(f"{kind} {score*100:+.0f}{other}{'' if found else ' (not grouped)'}")
    print(f"  {klass['name']}: highest honest pair {ours[3]*100:+.0f}"
          + (f"/{theirs[3]*100:.0f}" if theirs else "") + "; " + "; ".join(parts))
if CopyDetector is not None:
    print(f"\ncopydetect 0.5.0 (defaults, mean of its two percentages): {copydetect_seconds:.2f} s")
else:
    print("\ncopydetect not installed: pip install copydetect==0.5.0 to compare side by side")
false_flags = sum(o[0] for _, _, o, _ in rows) + len(flagged)
found = sum(1 for _, _, o, _ in rows for v in o[1].values() if v[2])
copies = sum(len(o[1]) for _, _, o, _ in rows)
print(f"Honest pairs flagged: {false_flags}; copies found: {found} of {copies}.")
# An honest pair flagged is the error the report must not make: the benchmark fails on it.
sys.exit(1 if false_flags else 0)
