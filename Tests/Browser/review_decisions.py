"""The review's decisions as data (issue #48, points 2, 3 and 4), run by review_test.py: a rejected
frame is skipped by the bulk accepts, which say how many they skip; decisions are kept in the report
folder, so `review --list`, the page opened again and a second page agree, and Undo works from
another page; `--goldens` is checked before anything is listed or served."""
import os
import re
import subprocess

from review_support import Review, changed, flipbook_run, goldens, make_report, open_page, select

BADGE = "(id) => document.querySelector(`#list li[data-id='${id}'] .badge`).textContent"


def badge(page, item_id):
    return page.evaluate(BADGE, item_id)


def wait_for_badge(page, item_id, text, timeout=15000):
    page.wait_for_function(f"(id) => ({BADGE})(id) === {text!r}", arg=item_id, timeout=timeout)


def listed(flipbook, folder):
    result = flipbook_run(flipbook, folder, "review", "report", "--goldens", "goldens", "--list")
    return (result.stdout.strip() or result.stderr.strip()).split("\n")


def decisions_kept(browser, flipbook, folder, check):
    check_arguments = make_report(flipbook, folder)
    before = goldens(folder)
    review = Review(flipbook, folder)
    errors = []
    try:
        page = open_page(browser, review.url, errors)
        select(page, "cover/frame-0002")
        page.click("#reject")
        wait_for_badge(page, "cover/frame-0002", "rejected")
        shown = page.inner_text("#accept-shown")
        count = int(re.search(r"\((\d+)", shown).group(1))
        check("Accept all shown leaves a rejected frame out and says so", count == 12 and "1 rejected skipped" in shown, shown)

        page.close()
        review.stop()
        lines = listed(flipbook, folder)
        check("review --list shows a decision made in the page", any(line.startswith("CHANGED cover/frame-0002 (rejected):") for line in lines)
              and lines[-1].startswith("12 to review") and "1 rejected" in lines[-1], lines[-1])
        # Closed, and opened again on a new server: the reject is still there.
        review = Review(flipbook, folder)
        page = open_page(browser, review.url, errors)
        check("the page opened again (a new server) still shows the reject", badge(page, "cover/frame-0002") == "rejected",
              badge(page, "cover/frame-0002"))
        other = open_page(browser, review.url, errors)
        check("a second page shows the reject too", badge(other, "cover/frame-0002") == "rejected")

        page.click("#accept-shown")
        page.wait_for_function("() => document.querySelector('#status').textContent.startsWith('Accepted 12')")
        after = goldens(folder)
        check("Accept all shown does not overwrite the rejected golden",
              after["cover/frame-0002.png"] == before["cover/frame-0002.png"] and "cover/frame-0001.png" in changed(before, after),
              str(changed(before, after)))
        next_steps = page.inner_text("#next")
        check("after accepting, the page says what to do next", page.is_visible("#next") and "git add goldens" in next_steps
              and "check again" in next_steps, next_steps)
        lines = listed(flipbook, folder)
        # The stale golden accepted is removed: no item any more.
        check("review --list agrees after the page accepted", lines[-1] == "0 to review; decided: 11 accepted, 1 rejected", lines[-1])
        wait_for_badge(other, "cover/frame-0001", "accepted")
        check("the second page follows the first page's accept", badge(other, "cover/frame-0003") == "accepted")

        other.wait_for_function("() => document.querySelector('#undo').textContent.startsWith('Undo (accept')")
        other.click("#undo")
        other.wait_for_function("() => document.querySelector('#status').textContent.startsWith('Undid the accept')")
        check("Undo in the second page puts back what the first page accepted", goldens(folder) == before,
              str(changed(before, goldens(folder))))
        wait_for_badge(page, "cover/frame-0001", "changed")
        other.close()

        selected = "cover/frame-0001"
        select(page, selected)
        page.click("#accept-frame")
        page.wait_for_function("() => document.querySelector('#status').textContent.startsWith('Accepted 1')")
        select(page, selected)
        check("Accept frame is disabled on an accepted item", page.is_disabled("#accept-frame"))
        check("no script errors while deciding", not errors, str(errors))
        page.close()
    finally:
        review.stop()

    run = flipbook_run(flipbook, folder, "review", "report", "--goldens", "goldens", "--accept-all")
    after = goldens(folder)
    check("--accept-all skips the rejected frame and says so", run.returncode == 0 and "skipped 1 rejected (cover/frame-0002)" in run.stdout
          and after["cover/frame-0002.png"] == before["cover/frame-0002.png"] and "next: commit" in run.stdout, run.stdout + run.stderr)
    forced = flipbook_run(flipbook, folder, "review", "report", "--goldens", "goldens", "--accept", "cover/frame-0002")
    check("a rejected frame named on the command line is accepted", forced.returncode == 0
          and goldens(folder)["cover/frame-0002.png"] != before["cover/frame-0002.png"], forced.stdout + forced.stderr)
    # A new check writes a new report: the old decisions go with the old report.
    again = flipbook_run(flipbook, folder, *check_arguments, "--record", "never")
    check("a new report starts without the old decisions", not os.path.exists(os.path.join(folder, "report", "review-state.json"))
          and not os.path.exists(os.path.join(folder, "report", "review-undo")), again.stdout[-200:])


def goldens_checked(flipbook, folder, check):
    """`--goldens` naming a missing folder or one that is not the report's: exit 2 naming it, for
    --list, --accept and the page."""
    os.makedirs(os.path.join(folder, "elsewhere"), exist_ok=True)
    answers = {}
    for goldens_folder in ("nowhere", "elsewhere"):
        for mode in (["--list"], ["--accept-all"], ["--port", "0"]):
            command = [flipbook, "review", "report", "--goldens", goldens_folder, *mode]
            try:
                run = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=30)
                answers[(goldens_folder, mode[0])] = (run.returncode, run.stderr.strip(), run.stdout)
            except subprocess.TimeoutExpired as served:
                # Still serving: the folder was not checked (the server was stopped by the timeout).
                answers[(goldens_folder, mode[0])] = (None, "", str(served.stdout or ""))
    bad = {key: value for key, value in answers.items() if value[0] != 2 or key[0] not in value[1] or "http://" in value[2]}
    check("--goldens is checked first: a missing folder or another one is refused, exit 2, naming it", not bad,
          "; ".join(f"{key}: exit {value[0]} {value[1][:120]!r} {value[2][:80]!r}" for key, value in bad.items())
          or answers[("elsewhere", "--list")][1][:160])
