#!/usr/bin/env python3
"""Runs the golden-check CI set-ups of docs/ci/ on this machine, the way their CI would.

Two ways:

  python3 Tools/ci-local.py github docs/ci/github-actions.yml --flipbook .build/release/flipbook \
      --env SCENES=my-scenes --env GOLDENS=goldens [--lint] [--workdir DIR]

runs the check and report jobs' own `run`/`script` lines with a flipbook you built: the install and
build steps (named `Install …` and `Build …`, GitLab's `before_script`) are not run, and
`.build/release/flipbook` in the lines is replaced by `--flipbook`. Fast: for the shard and merge logic.

  python3 Tools/ci-local.py github docs/ci/github-actions.yml --clean --project DIR [--cache DIR]

runs every step but the `uses:` actions, install and build included, as on a fresh runner:
- the user's repository is made anew for each job: a copy of `--project` (its scenes and goldens)
  with a Package.swift that depends on a fresh `git clone` of this Flipbook repository (by path: the
  template's URL form needs a release tag; the lines run are the template's own);
- each job runs with an empty HOME, a PATH of the system's folders and Swift's alone (no venv, no
  ~/.local/bin, no developer's extras) and no other variable of the caller's but LANG;
- the build cache (`actions/cache` or GitLab's `cache:`) is simulated: the first job's `.build`
  is kept and restored into later jobs, as a warm cache is; with `--cache DIR` the run's folders
  live in DIR at fixed paths (as a runner's checkout path is) and later runs naming DIR start warm.
What it cannot make fresh: the machine's own system packages. The templates install them by running
Flipbook's Tools/setup.sh, and PackageTests checks that setup.sh installs every package that
Package.swift's system libraries name, so a package missing from setup.sh fails there.

Every shard of the matrix (GitHub `matrix.shard`, GitLab `parallel: N`) runs with the CI's
variables filled in; each shard's artifact paths are collected as the CI's artifact store would,
then the report job runs on the downloaded parts. A shard that finds differences fails like on CI,
and steps with `if: always()` / `when: always` still run (a step with `continue-on-error: true` fails no job).
Each step's time is printed after it (`ci-local: [check 1] took 255.5 s`): run twice with one
`--cache DIR` to compare a cold runner with a warm one. Exit status: the report job's.

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
import time

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


class Runner:
    """Where and how a job's lines run: the fast way (one folder, a given flipbook, no set-up) or
    the clean way (a fresh copy of the user's repository per job, a clean environment, a cache)."""

    def __init__(self, args, variables):
        self.args = args
        self.variables = variables
        # With --cache the run's folders live there, at the same paths every run (a cached .build
        # names its package's and dependencies' absolute paths, as on a CI runner, whose checkout
        # path never changes); only the build cache survives from one run to the next.
        self.keep = bool(args.clean and args.cache)
        self.root = os.path.abspath(args.cache) if self.keep else tempfile.mkdtemp(prefix="ci-local-")
        for name in ["artifacts", "home", "repository"]:
            shutil.rmtree(os.path.join(self.root, name), ignore_errors=True)
        self.store = os.path.join(self.root, "artifacts")
        os.makedirs(self.store)
        self.jobs = 0
        if args.clean:
            self.cache = os.path.join(self.root, "build-cache")
            self.flipbook_clone = os.path.join(self.root, "Flipbook")
            repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
            head = lambda folder: subprocess.run(["git", "-C", folder, "rev-parse", "HEAD"], capture_output=True, text=True).stdout
            clean = lambda folder: subprocess.run(["git", "-C", folder, "status", "--porcelain", "--ignored"], capture_output=True, text=True).stdout == ""
            # A clone of the same commit, untouched since, is kept: a new clone's new file times would
            # make the cached build compile everything again, which a runner's cached checkout does not.
            if not (os.path.isdir(self.flipbook_clone) and head(self.flipbook_clone) == head(repository) and clean(self.flipbook_clone)):
                shutil.rmtree(self.flipbook_clone, ignore_errors=True)
                subprocess.run(["git", "clone", "-q", repository, self.flipbook_clone], check=True)
            print(f"ci-local: a fresh clone of {repository} at {self.flipbook_clone}")
            swift = shutil.which("swift")
            if swift is None:
                sys.exit("ci-local: --clean needs swift on PATH")
            folders = [os.path.dirname(os.path.realpath(swift)), "/usr/local/sbin", "/usr/local/bin", "/usr/sbin", "/usr/bin", "/sbin", "/bin"]
            self.home = os.path.join(self.root, "home")
            os.makedirs(self.home)
            self.base_env = {"HOME": self.home, "PATH": ":".join(dict.fromkeys(folders)), "LANG": os.environ.get("LANG", "C.UTF-8"), "CI": "true"}
        else:
            self.workdir = os.path.abspath(args.workdir or os.getcwd())
            self.base_env = dict(os.environ)

    def skips(self, name):
        """The fast way leaves out the steps that install and build."""
        return not self.args.clean and (name.startswith("Build") or name.startswith("Install"))

    def job(self, label):
        """A new job's folder: the user's repository, checked out anew (clean) or the shared folder."""
        if not self.args.clean:
            return self.workdir
        self.jobs += 1
        # Every job checks out at the same path, as a CI runner does (a cached .build holds absolute
        # paths: restored elsewhere, SwiftPM would refuse its module cache).
        folder = os.path.join(self.root, "repository")
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(os.path.abspath(self.args.project), folder)
        with open(os.path.join(folder, "Package.swift"), "w") as f:
            f.write(CLIENT_MANIFEST.replace("FLIPBOOK", self.flipbook_clone))
        os.makedirs(os.path.join(folder, "Sources", "Goldens"), exist_ok=True)
        with open(os.path.join(folder, "Sources", "Goldens", "Goldens.swift"), "w") as f:
            f.write("// The package whose goldens CI checks.\n")
        if os.path.isdir(self.cache):
            shutil.copytree(self.cache, os.path.join(folder, ".build"), symlinks=True)
            print(f"ci-local: [{label}] build cache restored")
        return folder

    def end_job(self, folder, label):
        """Saves the job's build as the cache, as GitLab does after every job (GitHub's cache saves
        on a miss only; keeping the newest build is what a warm cache of the same commit holds)."""
        if self.args.clean and os.path.isdir(os.path.join(folder, ".build")):
            shutil.rmtree(self.cache, ignore_errors=True)
            shutil.copytree(os.path.join(folder, ".build"), self.cache, symlinks=True)
            print(f"ci-local: [{label}] build cache saved")

    def env(self, extra):
        env = dict(self.base_env, **self.variables)
        env.update(extra)
        return env

    def run(self, lines, folder, label, extra=None):
        """Runs shell lines with bash -e as CI does; returns the exit status."""
        script = "\n".join(lines)
        if not self.args.clean:
            script = script.replace(".build/release/flipbook", self.args.flipbook)
        print(f"ci-local: [{label}] $ {script.strip()}", flush=True)
        started = time.monotonic()
        status = subprocess.run(["bash", "-e", "-c", script], cwd=folder, env=self.env(extra or {})).returncode
        # Each step's time, so a run with and without a warm --cache can be compared step by step.
        print(f"ci-local: [{label}] took {time.monotonic() - started:.1f} s (exit {status})", flush=True)
        return status


# The user's Package.swift in --clean runs: Flipbook by path (a fresh clone), one small target.
CLIENT_MANIFEST = """// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Goldens",
    dependencies: [.package(name: "Flipbook", path: "FLIPBOOK")],
    targets: [.target(name: "Goldens")]
)
"""


def github_expression(text, values):
    def replace(match):
        key = match.group(1).strip()
        if key not in values:
            sys.exit(f"ci-local: the workflow uses ${{{{ {key} }}}}, which this runner does not fill in")
        return str(values[key])
    return re.sub(r"\$\{\{([^}]*)\}\}", replace, text)


def github(workflow, runner):
    jobs = workflow["jobs"]
    check_name = next(name for name, job in jobs.items() if "strategy" in job)
    report_name = next(name for name, job in jobs.items() if job.get("needs") in (check_name, [check_name]))
    shards = jobs[check_name]["strategy"]["matrix"]["shard"]
    runner.variables = dict({k: str(v) for k, v in workflow.get("env", {}).items()}, **runner.variables)
    statuses = []
    for shard in shards:
        values = {"matrix.shard": shard, "strategy.job-total": len(shards), "runner.os": "Linux"}
        label = f"{check_name} {shard}"
        folder = runner.job(label)
        failed = False
        for step in jobs[check_name]["steps"]:
            if failed and step.get("if") != "always()":
                continue
            if "uses" in step:
                if step["uses"].startswith("actions/upload-artifact"):
                    name = github_expression(step["with"]["name"], values)
                    source = os.path.join(folder, github_expression(step["with"]["path"], values))
                    if os.path.isdir(source):
                        shutil.copytree(source, os.path.join(runner.store, name))
                continue
            if runner.skips(step.get("name", "")):
                continue
            status = runner.run([github_expression(step["run"], values)], folder, label)
            if status != 0 and not step.get("continue-on-error"):
                failed = True
                statuses.append(status)
        runner.end_job(folder, label)
    values = {"runner.os": "Linux"}
    folder = runner.job(report_name)
    summary = os.path.join(folder, "step-summary.md")
    open(summary, "w").close()
    status = 0
    for step in jobs[report_name]["steps"]:
        if status != 0 and step.get("if") != "always()":
            continue
        if "uses" in step:
            if step["uses"].startswith("actions/download-artifact"):
                target = os.path.join(folder, step["with"]["path"])
                os.makedirs(target, exist_ok=True)
                for part in sorted(glob.glob(os.path.join(runner.store, step["with"]["pattern"]))):
                    shutil.copytree(part, target, dirs_exist_ok=True)
            continue
        if runner.skips(step.get("name", "")):
            continue
        status = runner.run([github_expression(step["run"], values)], folder, report_name,
                            {"GITHUB_STEP_SUMMARY": summary}) or status
    print(f"ci-local: shards exited {statuses or 'all 0'}; the report job exited {status}; step summary: {summary}")
    return status, folder


def gitlab(pipeline, runner):
    runner.variables = dict({k: str(v) for k, v in pipeline.get("variables", {}).items()}, **runner.variables)
    check_name = next(name for name, job in pipeline.items() if isinstance(job, dict) and "parallel" in job)
    report_name = next(name for name, job in pipeline.items() if isinstance(job, dict) and check_name in job.get("needs", []))

    def lines(job):
        """The job's before_script (from the job or the template it extends, run only --clean) and script."""
        before = job.get("before_script") or pipeline.get(job.get("extends", ""), {}).get("before_script", [])
        return (before if runner.args.clean else []) + job["script"]

    check = pipeline[check_name]
    total = int(check["parallel"])
    statuses = []
    for index in range(1, total + 1):
        label = f"{check_name} {index}/{total}"
        folder = runner.job(label)
        status = runner.run(lines(check), folder, label,
                            {"CI_NODE_INDEX": str(index), "CI_NODE_TOTAL": str(total), "CI_PROJECT_DIR": folder})
        if status:
            statuses.append(status)
        for path in check["artifacts"]["paths"]:
            source = os.path.join(folder, path)
            if os.path.exists(source):
                shutil.copytree(source, os.path.join(runner.store, str(index), path), dirs_exist_ok=True)
        runner.end_job(folder, label)
    folder = runner.job(report_name)
    for index in range(1, total + 1):
        if os.path.isdir(os.path.join(runner.store, str(index))):
            shutil.copytree(os.path.join(runner.store, str(index)), folder, dirs_exist_ok=True)
    status = runner.run(lines(pipeline[report_name]), folder, report_name, {"CI_PROJECT_DIR": folder})
    print(f"ci-local: shards exited {statuses or 'all 0'}; the report job exited {status}")
    return status, folder


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["github", "gitlab"])
    parser.add_argument("file")
    parser.add_argument("--flipbook", help="the flipbook binary the lines run (the fast way)")
    parser.add_argument("--clean", action="store_true", help="run install and build steps too, in a clean environment")
    parser.add_argument("--project", help="with --clean: the folder of scenes and goldens each job's repository starts from")
    parser.add_argument("--cache", help="with --clean: a folder for the run and its simulated build cache, which runs that name it share")
    parser.add_argument("--report-to", help="copy the report job's folder here when it ends")
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE, overriding the file's variables")
    parser.add_argument("--workdir", help="the fast way: the folder the lines run in (default: the current folder)")
    parser.add_argument("--lint", action="store_true")
    args = parser.parse_args()
    if args.clean == bool(args.flipbook):
        parser.error("give either --flipbook BINARY (the fast way) or --clean --project DIR")
    if args.clean and not args.project:
        parser.error("--clean needs --project DIR (the scenes and goldens of the user's repository)")
    variables = dict(item.split("=", 1) for item in args.env)
    if args.flipbook:
        args.flipbook = os.path.abspath(args.flipbook)
    if args.lint:
        lint(args.kind, args.file)
    with open(args.file) as f:
        document = yaml.safe_load(f)
    runner = Runner(args, variables)
    try:
        status, folder = (github if args.kind == "github" else gitlab)(document, runner)
        if args.report_to:
            shutil.copytree(folder, args.report_to, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".build"))
        sys.exit(status)
    finally:
        for name in (["artifacts", "home", "repository"] if runner.keep else [""]):
            shutil.rmtree(os.path.join(runner.root, name), ignore_errors=True)


if __name__ == "__main__":
    main()
