"""The CI workflow of the guide (docs/implementing.md, section 8): its structure, and every
command in it run here, with local stand-ins for GitHub (a bare clone of kuhspec with its
tag, a bare repository for the implementer's project, folders for the artifact)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from guidelib import (GUIDE, HOMEPAGE, ONE_GAME_ENGINE, TAG, __version__, bash, blocks, clean_env, git, local,
                      local_remote, python3)
from ghexpr import condition, substitute

# The current major version of each action, as looked up in late 2026 (the workflow's
# comment says where): bump here and in the guide together.
CURRENT_MAJORS = {"actions/checkout": 7, "actions/setup-python": 7, "actions/upload-artifact": 7,
                  "actions/download-artifact": 8}
REPO = "me/my-kuhhandel"
PLACEHOLDER_STEP = "Build my engine"  # the implementer's own build: not run here


def workflow() -> dict:
    found = blocks(GUIDE, "kuhspec-workflow")
    assert len(found) == 1, f"{GUIDE} must hold exactly one ```yaml kuhspec-workflow block, found {len(found)}"
    return yaml.safe_load(found[0].text)


def triggers(wf: dict) -> dict:
    on = wf.get("on", wf.get(True))  # YAML 1.1 reads a bare `on` as true
    return {k: v for k, v in (on.items() if isinstance(on, dict) else ((e, None) for e in on))}


def context(wf: dict, event: str, ref_name: str, sha: str = "0" * 40) -> dict:
    return {"github": {"event_name": event, "ref_name": ref_name, "repository": REPO, "sha": sha, "token": "t",
                       "event": {"repository": {"default_branch": "main"}}},
            "env": dict(wf.get("env") or {})}


def test_triggers_are_push_and_pull_request():
    assert set(triggers(workflow())) == {"push", "pull_request"}


def test_read_only_by_default_and_write_only_for_the_badge_job():
    wf = workflow()
    assert wf["permissions"] == {"contents": "read"}
    writers = {name for name, job in wf["jobs"].items()
               if any(v == "write" for v in (job.get("permissions") or {}).values())}
    assert writers == {"badge"}
    assert wf["jobs"]["badge"]["permissions"] == {"contents": "write"}
    assert "permissions" not in wf["jobs"]["conform"]


@pytest.mark.parametrize("status", ["success", "failure"])
def test_the_writing_job_runs_for_a_push_to_the_default_branch_only(status):
    wf = workflow()
    for name, job in wf["jobs"].items():
        if not any(v == "write" for v in (job.get("permissions") or {}).values()):
            continue
        cond = job.get("if")
        assert condition(cond, context(wf, "push", "main"), status), "a push to main must publish the badge"
        assert not condition(cond, context(wf, "push", "feature"), status), "a push to a branch must not"
        assert not condition(cond, context(wf, "pull_request", "main"), status), "a pull request must never"
        assert not condition(cond, context(wf, "pull_request", "42/merge"), status)
        assert not condition(cond, context(wf, "push", "main"), "cancelled")
    assert condition(wf["jobs"]["conform"].get("if"), context(wf, "pull_request", "42/merge"))


def test_kuhspec_is_pinned_to_this_release():
    wf = workflow()
    assert wf["env"]["KUHSPEC_VERSION"] == __version__
    installs = [s["run"] for s in wf["jobs"]["conform"]["steps"] if "pip install" in s.get("run", "")]
    assert [r.strip() for r in installs] == [f'pip install "kuhspec @ git+{HOMEPAGE}@v${{KUHSPEC_VERSION}}"']


def test_actions_are_current_majors_and_only_github_s_own():
    used = [s["uses"] for job in workflow()["jobs"].values() for s in job["steps"] if "uses" in s]
    for ref in used:
        m = re.fullmatch(r"(actions/[a-z-]+)@v(\d+)", ref)
        assert m, f"{ref}: only actions/* at a major tag (no third-party action is needed)"
        assert int(m[2]) == CURRENT_MAJORS[m[1]], f"{ref}: the current major is v{CURRENT_MAJORS[m[1]]}"
    assert {u.split("@")[0] for u in used} == set(CURRENT_MAJORS)


def test_the_badge_branch_is_made_as_an_orphan_with_git_alone():
    publish = next(s for s in workflow()["jobs"]["badge"]["steps"] if s.get("name") == "Publish the badge")["run"]
    assert "switch --orphan" in publish and "ls-remote --exit-code --heads origin" in publish


# -- running it ---------------------------------------------------------------------------------


def _run_job(wf: dict, job: str, ctx: dict, work: Path, env: dict, remote: Path, artifact: Path,
             impl: str = ONE_GAME_ENGINE) -> list[str]:
    """Run the job's steps in `work` as a runner would; returns the names of the steps run."""
    ran = []
    for step in wf["jobs"][job]["steps"]:
        if not condition(step.get("if"), ctx):
            continue
        name = step.get("name") or step.get("uses")
        uses = (step.get("uses") or "").split("@")[0]
        if uses in ("actions/checkout", "actions/setup-python"):
            pass  # done by the caller: `work` is a clone, `env` has the venv on PATH
        elif uses == "actions/upload-artifact":
            shutil.copytree(work / step["with"]["path"], artifact, dirs_exist_ok=True)
        elif uses == "actions/download-artifact":
            shutil.copytree(artifact, work / step["with"]["path"], dirs_exist_ok=True)
        elif name == PLACEHOLDER_STEP:
            continue
        else:
            step_env = dict(env)
            for key, value in {**wf.get("env", {}), **(step.get("env") or {})}.items():
                step_env[key] = substitute(str(value), ctx)
            step_env["KUHSPEC_IMPL"] = impl
            out = bash(local(substitute(step["run"], ctx), remote), work, step_env)
            assert out.returncode == 0, f"step {name!r} failed ({out.returncode}):\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
        ran.append(name)
    return ran


@pytest.mark.full  # CI runs it after the default run (pyproject.toml, .ci/run)
@pytest.mark.slow
def test_the_workflow_runs_and_publishes_the_badge(tmp_path):
    wf = workflow()
    remote = local_remote(tmp_path)  # kuhspec itself, with its tag
    project = tmp_path / "project.git"  # the implementer's repository
    git("init", "-q", "--bare", "-b", "main", str(project))
    seed = tmp_path / "seed"
    git("clone", "-q", str(project), str(seed))
    (seed / "README.md").write_text("my Kuhhandel\n")
    git("add", "README.md", cwd=seed)
    git("commit", "-qm", "start", cwd=seed)
    git("push", "-q", "origin", "HEAD:main", cwd=seed)
    sha = git("rev-parse", "HEAD", cwd=seed)

    # the conform job: checkout, setup-python (a venv on PATH), then every run step
    venv = tmp_path / "python"
    subprocess.run([python3(), "-m", "venv", str(venv)], check=True, timeout=300)
    base = clean_env(GITHUB_REPOSITORY=REPO, GITHUB_SHA=sha)
    base["PATH"] = f"{venv / 'bin'}:{base['PATH']}"
    work = tmp_path / "conform"
    git("clone", "-q", str(project), str(work))
    artifact = tmp_path / "artifact"
    summary = tmp_path / "summary-conform.md"
    ctx = context(wf, "push", "main", sha)
    ran = _run_job(wf, "conform", ctx, work, {**base, "GITHUB_STEP_SUMMARY": str(summary)}, remote, artifact)
    assert PLACEHOLDER_STEP not in ran and "Run the conformance suite" in ran
    text = summary.read_text()
    assert "kuhspec conformance" in text and "verdict" not in text.splitlines()[0]
    assert f"](https://raw.githubusercontent.com/{REPO}/kuhspec-badges/badge-kuhno.svg)" in text
    badges = sorted(p.name for p in artifact.glob("badge-*"))
    assert badges == ["badge-kuhno.json", "badge-kuhno.svg"]  # the engine declares Kuhno only

    # with a known-failures file the step passes it: one naming no scenario is refused
    (work / "known-failures.yaml").write_text("NO-SUCH-SCENARIO:\n  status: fail\n  reason: test\n")
    step = next(s for s in wf["jobs"]["conform"]["steps"] if s.get("name") == "Run the conformance suite")
    out = bash(local(step["run"], remote), work, {**base, "KUHSPEC_IMPL": ONE_GAME_ENGINE, "BADGE_URL": "x"})
    assert out.returncode == 2 and "known-failures.yaml" in out.stderr and "NO-SUCH-SCENARIO" in out.stderr

    # the badge job, three times: it creates the orphan branch, leaves it alone when nothing
    # changed, and adds one commit when a badge changed
    def publish(n: int) -> str:
        clone = tmp_path / f"badge{n}"
        git("clone", "-q", str(project), str(clone))
        runner = tmp_path / f"runner{n}"
        runner.mkdir()
        out_summary = tmp_path / f"summary-badge{n}.md"
        _run_job(wf, "badge", ctx, clone, {**base, "RUNNER_TEMP": str(runner), "GITHUB_STEP_SUMMARY": str(out_summary)},
                 remote, artifact)
        return out_summary.read_text()

    first = publish(1)
    head = git("rev-parse", "refs/heads/kuhspec-badges", cwd=project)
    assert git("rev-list", "--count", "kuhspec-badges", cwd=project) == "1"
    merge_base = subprocess.run(["git", "merge-base", "main", "kuhspec-badges"], cwd=project, capture_output=True)
    assert merge_base.returncode == 1, "the badge branch must share no history with the code"
    assert sorted(git("ls-tree", "--name-only", "kuhspec-badges", cwd=project).split()) == badges
    for name in badges:
        if name.endswith(".svg"):
            assert f"](https://raw.githubusercontent.com/{REPO}/{head}/{name})" in first
    assert publish(2) and git("rev-parse", "refs/heads/kuhspec-badges", cwd=project) == head
    svg = artifact / "badge-kuhno.svg"
    svg.write_text(svg.read_text().replace("</svg>", "<!-- changed --></svg>"))
    third = publish(3)
    new_head = git("rev-parse", "refs/heads/kuhspec-badges", cwd=project)
    assert new_head != head and git("rev-parse", f"{new_head}^", cwd=project) == head
    assert f"/{new_head}/badge-kuhno.svg)" in third
    assert TAG in git("tag", cwd=remote)
