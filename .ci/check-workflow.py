"""Checks .github/workflows/ci.yml without GitHub: see .ci/check-workflow."""
import os
import re
import shlex
import subprocess
import sys

import yaml

kit, vipkit, path = sys.argv[1:4]
problems = []
with open(path, encoding="utf-8") as handle:
    workflow = yaml.safe_load(handle)

# PyYAML reads the key `on` as True (YAML 1.1); GitHub reads it as "on".
triggers = workflow.get("on", workflow.get(True))
if not triggers:
    problems.append("no trigger (on:)")
jobs = workflow.get("jobs") or {}
runners = {name: str(job.get("runs-on", "")) for name, job in jobs.items()}
if not any(r.startswith("ubuntu") for r in runners.values()):
    problems.append("no Linux job")
if not any(r.startswith("macos") for r in runners.values()):
    problems.append("no macOS job")

commands = []
for name, job in jobs.items():
    if not job.get("steps"):
        problems.append(f"job {name} has no steps")
    for step in job.get("steps", []):
        if "uses" in step:
            continue
        if "run" not in step:
            problems.append(f"a step of {name} neither runs nor uses anything")
            continue
        for line in step["run"].splitlines():
            line = line.strip()
            if line:
                commands.append((name, line))

linux_runs_ci = any(
    name == "linux" and ".ci/run" in line for name, line in commands
)
if not linux_runs_ci:
    problems.append("the linux job does not run .ci/run")

helps = {}


def vipkit_help(command):
    if command not in helps:
        result = subprocess.run(
            [vipkit, "help", command], capture_output=True, text=True, check=False
        )
        helps[command] = result.stdout if result.returncode == 0 else None
    return helps[command]


checked = 0
for job, line in commands:
    for part in re.split(r"&&|\|\||;", line):
        try:
            words = shlex.split(part.replace("$DESTINATION", "destination"))
        except ValueError as error:
            problems.append(f"{job}: cannot read '{part}': {error}")
            continue
        for word in words:
            if re.match(r"^(\.ci|Examples|Benchmarks|Solutions|Exercises|Docs)(/|$)", word):
                target = word.split("/Spies.swift")[0] if word.endswith("Spies.swift") else word
                if not os.path.exists(os.path.join(kit, target)):
                    problems.append(f"{job}: {word} does not exist in the repository")
        if words[:2] == ["swift", "run"] and len(words) > 3 and words[2] == "vipkit":
            command = words[3]
            text = vipkit_help(command)
            if text is None:
                problems.append(f"{job}: vipkit has no command '{command}'")
                continue
            for word in words[4:]:
                option = word.split("=")[0]
                if option.startswith("--") and option not in text:
                    problems.append(f"{job}: vipkit {command} has no option {option}")
            checked += 1

for problem in problems:
    print(f"   {problem}")
print(
    f"workflow: {len(jobs)} jobs, {len(commands)} commands, {checked} vipkit calls checked"
    f" against the tool's help, {len(problems)} problems"
)
sys.exit(1 if problems else 0)
