#!/usr/bin/env python3
"""Runs the golden-check CI set-ups of docs/ci/ on this machine, the way their CI would.

Two ways:

  python3 Tools/ci-local.py github docs/ci/github-actions.yml --flipbook .build/release/flipbook \
      --env SCENES=my-scenes --env GOLDENS=goldens [--lint] [--workdir DIR]

runs the jobs' own `run`/`script` lines with a flipbook you built: the install and build steps
(named `Install …` and `Build …`, GitLab's `before_script` and its `build` stage) are not run, and `tool/flipbook` and
`.build/release/flipbook` in the lines are replaced by `--flipbook`. Fast: for the shard and merge logic.

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

The jobs run in the order their `needs` (and GitLab's stages) give: the build job, whose artifact
hands flipbook to the others, every shard of the matrix (GitHub `matrix.shard`, GitLab
`parallel: N`) with the CI's variables filled in, then the report job on the downloaded parts.
Artifacts are kept and handed over as the CI's store does (GitHub by name or pattern; GitLab from
the jobs a job needs). A shard that finds differences fails like on CI; steps and jobs with
`if: always()` / `when: always` still run (a step with `continue-on-error: true` fails no job); only
jobs that declare a cache restore and save it. Jobs started by hand (GitHub `if:` on
`workflow_dispatch`, GitLab `when: manual`) run only with --manual.
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
        self.last_folder = None
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

    def job(self, label, cached=False):
        """A new job's folder: the user's repository, checked out anew (clean) or the shared folder;
        `cached`: the job restores the build cache (it has an `actions/cache` step or a `cache:`)."""
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
        if cached and os.path.isdir(self.cache):
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
            script = script.replace(".build/release/flipbook", self.args.flipbook).replace("tool/flipbook", self.args.flipbook)
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


def in_order(jobs, needs):
    """Job names so that each comes after the jobs it needs (the file's order otherwise)."""
    ordered, seen = [], set()

    def visit(name, path=()):
        if name in seen:
            return
        if name in path:
            sys.exit(f"ci-local: the jobs {' → '.join(path + (name,))} need each other")
        for need in needs(name):
            if need not in jobs:
                sys.exit(f"ci-local: job {name} needs {need}, which the file does not define")
            visit(need, path + (name,))
        seen.add(name)
        ordered.append(name)
    for name in jobs:
        visit(name)
    return ordered


def copy_into(source, target):
    """A file or a folder's contents into the folder `target`."""
    os.makedirs(target, exist_ok=True)
    if os.path.isdir(source):
        shutil.copytree(source, target, dirs_exist_ok=True)
    elif os.path.exists(source):
        shutil.copy2(source, target)


def github(workflow, runner):
    """Runs the workflow's jobs in the order their `needs` give: every shard of a matrix, artifacts
    kept by name as GitHub's store does (`upload-artifact`, `download-artifact` by name or pattern),
    a job whose needed jobs failed skipped unless `if: always()`, and a job whose `if` asks for
    `workflow_dispatch` run only with --manual. Exit status: the report job's (the one that needs
    the matrix)."""
    jobs = workflow["jobs"]
    needs = lambda name: (lambda value: [value] if isinstance(value, str) else list(value or []))(jobs[name].get("needs"))
    check_name = next(name for name, job in jobs.items() if "strategy" in job)
    report_name = next(name for name in jobs if check_name in needs(name))
    runner.variables = dict({k: str(v) for k, v in workflow.get("env", {}).items()}, **runner.variables)
    env_values = {f"env.{k}": v for k, v in runner.variables.items()}
    outcome, statuses = {}, {}
    for name in in_order(jobs, needs):
        job = jobs[name]
        condition = str(job.get("if", ""))
        if "workflow_dispatch" in condition and not runner.args.manual:
            print(f"ci-local: [{name}] not run: it runs when the workflow is started by hand (--manual)")
            outcome[name] = "skipped"
            continue
        if any(outcome.get(need) != "passed" for need in needs(name)) and condition != "always()":
            print(f"ci-local: [{name}] not run: a job it needs did not pass")
            outcome[name] = "skipped"
            continue
        shards = job.get("strategy", {}).get("matrix", {}).get("shard", [None])
        cached = any(step.get("uses", "").startswith("actions/cache") for step in job["steps"])
        job_statuses = []
        for shard in shards:
            values = dict(env_values, **{"runner.os": "Linux", "strategy.job-total": len(shards)})
            if shard is not None:
                values["matrix.shard"] = shard
            label = name if shard is None else f"{name} {shard}"
            folder = runner.job(label, cached)
            summary = os.path.join(folder, "step-summary.md")
            open(summary, "w").close()
            status = 0
            for step in job["steps"]:
                if status != 0 and step.get("if") != "always()":
                    continue
                uses = step.get("uses", "")
                if uses.startswith("actions/upload-artifact"):
                    artifact = github_expression(step["with"]["name"], values)
                    copy_into(os.path.join(folder, github_expression(step["with"]["path"], values)), os.path.join(runner.store, artifact))
                elif uses.startswith("actions/download-artifact"):
                    target = os.path.join(folder, step["with"]["path"])
                    os.makedirs(target, exist_ok=True)
                    pattern = step["with"].get("pattern") or step["with"]["name"]
                    for part in sorted(glob.glob(os.path.join(runner.store, pattern))):
                        copy_into(part, target)
                elif uses or runner.skips(step.get("name", "")):
                    continue
                else:
                    step_status = runner.run([github_expression(step["run"], values)], folder, label, {"GITHUB_STEP_SUMMARY": summary})
                    if step_status != 0 and not step.get("continue-on-error"):
                        status = step_status
            if status:
                job_statuses.append(status)
            if cached:
                runner.end_job(folder, label)
            runner.last_folder = folder
        outcome[name] = "failed" if job_statuses else "passed"
        statuses[name] = job_statuses
        if name == report_name:
            report_folder = folder
    shard_statuses = statuses.get(check_name) or "all 0"
    report_status = (statuses.get(report_name) or [0])[0] if outcome.get(report_name) != "skipped" else 1
    print(f"ci-local: jobs {', '.join(f'{name} {state}' for name, state in outcome.items())}")
    print(f"ci-local: shards exited {shard_statuses}; the report job exited {report_status}; "
          f"step summary: {os.path.join(report_folder, 'step-summary.md') if outcome.get(report_name) != 'skipped' else 'none'}")
    return report_status, report_folder if outcome.get(report_name) != "skipped" else runner.last_folder


def gitlab(pipeline, runner):
    """Runs the pipeline's jobs stage by stage (and after the jobs they need): `parallel: N` as N
    shards, `extends` merged, each job given the artifacts of the jobs it needs (of every earlier
    job without `needs`), a job after a failure skipped unless `when: always`, `when: manual` run
    only with --manual. Exit status: the report job's (the one that needs the parallel job)."""
    runner.variables = dict({k: str(v) for k, v in pipeline.get("variables", {}).items()}, **runner.variables)
    reserved = {"variables", "stages", "image", "default", "include", "workflow", "cache", "before_script", "after_script"}
    defined = {name: job for name, job in pipeline.items() if isinstance(job, dict) and name not in reserved}

    def resolved(name):
        job = dict(defined[name])
        parent = job.pop("extends", None)
        return dict(resolved(parent), **job) if parent else job
    jobs = {name: resolved(name) for name in defined if not name.startswith(".")}
    stages = pipeline.get("stages", ["build", "test", "deploy"])
    by_stage = sorted(jobs, key=lambda name: stages.index(jobs[name].get("stage", "test")))
    needs = lambda name: [need["job"] if isinstance(need, dict) else need for need in jobs[name].get("needs", [])]
    check_name = next(name for name, job in jobs.items() if "parallel" in job)
    report_name = next(name for name in jobs if check_name in needs(name))
    expand = lambda text: re.sub(r"\$\{?(\w+)\}?", lambda m: runner.variables.get(m.group(1), m.group(0)), text)
    outcome, statuses, done = {}, {}, []
    for name in in_order({name: jobs[name] for name in by_stage}, needs):
        job = jobs[name]
        when = job.get("when", "on_success")
        earlier = needs(name) if "needs" in job else list(done)
        if not runner.args.clean and job.get("stage") == "build":
            print(f"ci-local: [{name}] not run: the fast way uses --flipbook instead of building")
            outcome[name] = "passed"
            done.append(name)
            continue
        if when == "manual" and not runner.args.manual:
            print(f"ci-local: [{name}] not run: a manual job (--manual runs it)")
            outcome[name] = "skipped"
            continue
        if when != "always" and any(outcome.get(other) == "failed" for other in earlier):
            print(f"ci-local: [{name}] not run: an earlier job failed")
            outcome[name] = "skipped"
            continue
        total = int(job.get("parallel", 1))
        lines = job.get("before_script", pipeline.get("before_script", [])) + job["script"]
        if not runner.args.clean:
            lines = job["script"]
        job_statuses = []
        for index in range(1, total + 1):
            label = name if total == 1 else f"{name} {index}/{total}"
            folder = runner.job(label, "cache" in job)
            for other in earlier:
                for stored in sorted(glob.glob(os.path.join(runner.store, other, "*"))):
                    copy_into(stored, folder)
            extra = {"CI_PROJECT_DIR": folder}
            if "parallel" in job:
                extra.update({"CI_NODE_INDEX": str(index), "CI_NODE_TOTAL": str(total)})
            status = runner.run(lines, folder, label, extra)
            if status:
                job_statuses.append(status)
            artifacts = job.get("artifacts", {})
            if status == 0 or artifacts.get("when") in ("always", "on_failure"):
                for path in artifacts.get("paths", []):
                    relative = expand(path).rstrip("/")
                    source = os.path.join(folder, relative)
                    kept = os.path.join(runner.store, name, str(index), relative)
                    copy_into(source, kept if os.path.isdir(source) else os.path.dirname(kept))
            if "cache" in job:
                runner.end_job(folder, label)
            runner.last_folder = folder
            if name == report_name:
                report_folder = folder
        outcome[name] = "failed" if job_statuses and not job.get("allow_failure") else "passed"
        statuses[name] = job_statuses
        done.append(name)
    report_status = (statuses.get(report_name) or [0])[0] if outcome.get(report_name) != "skipped" else 1
    print(f"ci-local: jobs {', '.join(f'{name} {state}' for name, state in outcome.items())}")
    print(f"ci-local: shards exited {statuses.get(check_name) or 'all 0'}; the report job exited {report_status}")
    return report_status, report_folder if outcome.get(report_name) != "skipped" else runner.last_folder


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["github", "gitlab"])
    parser.add_argument("file")
    parser.add_argument("--flipbook", help="the flipbook binary the lines run (the fast way)")
    parser.add_argument("--clean", action="store_true", help="run install and build steps too, in a clean environment")
    parser.add_argument("--project", help="with --clean: the folder of scenes and goldens each job's repository starts from")
    parser.add_argument("--cache", help="with --clean: a folder for the run and its simulated build cache, which runs that name it share")
    parser.add_argument("--report-to", help="copy the report job's folder here when it ends")
    parser.add_argument("--artifacts-to", help="copy every job's artifacts here when the run ends (GitHub: one folder per name; GitLab: JOB/SHARD/…)")
    parser.add_argument("--env", action="append", default=[], help="NAME=VALUE, overriding the file's variables")
    parser.add_argument("--workdir", help="the fast way: the folder the lines run in (default: the current folder)")
    parser.add_argument("--lint", action="store_true")
    parser.add_argument("--manual", action="store_true",
                        help="also run the jobs started by hand (GitHub: if workflow_dispatch; GitLab: when: manual)")
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
        if args.artifacts_to:
            shutil.copytree(runner.store, args.artifacts_to, dirs_exist_ok=True)
        sys.exit(status)
    finally:
        for name in (["artifacts", "home", "repository"] if runner.keep else [""]):
            shutil.rmtree(os.path.join(runner.root, name), ignore_errors=True)


if __name__ == "__main__":
    main()
