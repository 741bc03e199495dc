#!/usr/bin/env python3
"""Runs the golden-check CI set-ups of docs/ci/ on this machine, the way their CI would.

  python3 Tools/ci-local.py github docs/ci/github-actions.yml --flipbook .build/release/flipbook \
      --env SCENES=my-scenes --env GOLDENS=goldens [--lint]
  python3 Tools/ci-local.py gitlab docs/ci/gitlab-ci.yml --flipbook … --env …

It reads the workflow file itself: every shard of the matrix (GitHub `matrix.shard`, GitLab
`parallel: N`) runs the check job's own `run`/`script` lines with the CI's variables filled in, each
shard's artifact paths are collected as the CI's artifact store would, then the report job's lines
run on the downloaded parts. Only the set-up steps are not run: `uses:` actions (checkout, caches,
Swift, artifacts — artifacts are simulated), GitLab's `before_script`, and the step that builds
flipbook (`--flipbook` names the binary to use instead, so `.build/release/flipbook` in the lines is
replaced by it). A shard that finds differences fails like on CI, and steps with `if: always()` /
`when: always` still run. Exit status: the report job's.

--lint validates the file against the CI's published schema first (check-jsonschema's vendored
`github-workflows` / `gitlab-ci` schemas; in the venv `bash Tools/test.sh` makes, .build/test-venv).
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml


def lint(kind, path):
    schema = {"github": "vendor.github-workflows", "gitlab": "vendor.gitlab-ci"}[kind]
    exe = shutil.which("check-jsonschema")
    if exe is None:
        sys.exit("ci-local: --lint needs check-jsonschema (bash Tools/test.sh installs it into .build/test-venv)")
    result = subprocess.run([exe, "--builtin-schema", schema, path])
    if result.returncode != 0:
        sys.exit(f"ci-local: {path} does not pass the {schema} schema")
    print(f"ci-local: {path} passes the {schema} schema")


def run_lines(lines, env, flipbook, workdir, label):
    """Runs shell lines with bash -e as CI does; returns the exit status."""
    script = "\n".join(lines).replace(".build/release/flipbook", flipbook)
    print(f"ci-local: [{label}] $ {script.strip()}")
    return subprocess.run(["bash", "-e", "-c", script], cwd=workdir, env=env).returncode


def github_expression(text, values):
    def replace(match):
        key = match.group(1).strip()
        if key not in values:
            sys.exit(f"ci-local: the workflow uses ${{{{ {key} }}}}, which this runner does not fill in")
        return str(values[key])
    return re.sub(r"\$\{\{([^}]*)\}\}", replace, text)


def github(workflow, args, env, workdir, store):
    jobs = workflow["jobs"]
    check_name = next(name for name, job in jobs.items() if "strategy" in job)
    report_name = next(name for name, job in jobs.items() if job.get("needs") in (check_name, [check_name]))
    check = jobs[check_name]
    shards = check["strategy"]["matrix"]["shard"]
    env = dict(env, **{k: str(v) for k, v in workflow.get("env", {}).items()})
    env.update(args.env)
    statuses = []
    for shard in shards:
        values = {"matrix.shard": shard, "strategy.job-total": len(shards), "runner.os": "Linux"}
        failed = False
        for step in check["steps"]:
            condition = step.get("if")
            if failed and condition != "always()":
                continue
            if "uses" in step:
                if step["uses"].startswith("actions/upload-artifact"):
                    name = github_expression(step["with"]["name"], values)
                    source = os.path.join(workdir, github_expression(step["with"]["path"], values))
                    if os.path.isdir(source):
                        shutil.copytree(source, os.path.join(store, name))
                continue
            if step.get("name", "").startswith("Build"):
                continue
            status = run_lines([github_expression(step["run"], values)], env, args.flipbook, workdir, f"{check_name} {shard}")
            if status != 0:
                failed = True
                statuses.append(status)
    values = {"runner.os": "Linux"}
    summary = os.path.join(workdir, "step-summary.md")
    open(summary, "w").close()
    env["GITHUB_STEP_SUMMARY"] = summary
    status = 0
    for step in jobs[report_name]["steps"]:
        if status != 0 and step.get("if") != "always()":
            continue
        if "uses" in step:
            if step["uses"].startswith("actions/download-artifact"):
                target = os.path.join(workdir, step["with"]["path"])
                os.makedirs(target, exist_ok=True)
                for folder in sorted(glob.glob(os.path.join(store, step["with"]["pattern"]))):
                    shutil.copytree(folder, target, dirs_exist_ok=True)
            continue
        if step.get("name", "").startswith("Build"):
            continue
        status = run_lines([github_expression(step["run"], values)], env, args.flipbook, workdir, report_name) or status
    print(f"ci-local: shards exited {statuses or 'all 0'}; the report job exited {status}; step summary: {summary}")
    return status


def gitlab(pipeline, args, env, workdir, store):
    env = dict(env, **{k: str(v) for k, v in pipeline.get("variables", {}).items()})
    env.update(args.env)
    check_name = next(name for name, job in pipeline.items() if isinstance(job, dict) and "parallel" in job)
    report_name = next(name for name, job in pipeline.items() if isinstance(job, dict) and check_name in job.get("needs", []))
    check = pipeline[check_name]
    total = int(check["parallel"])
    statuses = []
    for index in range(1, total + 1):
        shard_env = dict(env, CI_NODE_INDEX=str(index), CI_NODE_TOTAL=str(total), CI_PROJECT_DIR=workdir)
        status = run_lines(check["script"], shard_env, args.flipbook, workdir, f"{check_name} {index}/{total}")
        if status:
            statuses.append(status)
        for path in check["artifacts"]["paths"]:
            source = os.path.join(workdir, path)
            if os.path.exists(source):
                shutil.copytree(source, os.path.join(store, str(index), path), dirs_exist_ok=True)
    for index in range(1, total + 1):
        shutil.copytree(os.path.join(store, str(index)), workdir, dirs_exist_ok=True)
    status = run_lines(pipeline[report_name]["script"], dict(env, CI_PROJECT_DIR=workdir), args.flipbook, workdir, report_name)
    print(f"ci-local: shards exited {statuses or 'all 0'}; the report job exited {status}")
    return status


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["github", "gitlab"])
    parser.add_argument("file")
    parser.add_argument("--flipbook", required=True, help="the flipbook binary the lines run")
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE, overriding the file's variables")
    parser.add_argument("--workdir", help="the folder the lines run in (default: the current folder)")
    parser.add_argument("--lint", action="store_true")
    args = parser.parse_args()
    args.env = dict(item.split("=", 1) for item in args.env)
    args.flipbook = os.path.abspath(args.flipbook)
    if args.lint:
        lint(args.kind, args.file)
    with open(args.file) as f:
        document = yaml.safe_load(f)
    workdir = os.path.abspath(args.workdir or os.getcwd())
    store = tempfile.mkdtemp(prefix="ci-local-artifacts-")
    try:
        runner = github if args.kind == "github" else gitlab
        sys.exit(runner(document, args, dict(os.environ), workdir, store))
    finally:
        shutil.rmtree(store, ignore_errors=True)


if __name__ == "__main__":
    main()
