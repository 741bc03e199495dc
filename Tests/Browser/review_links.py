"""A report is data from elsewhere (issue #52, points 3 and 5), run by review_test.py: the review
server never serves what a link inside the report leads to, answers every image it cannot show the
same way (no 200/404/400 telling which paths exist), `--accept` never copies a linked PNG into
the goldens, and a read-only golden is refused, its mode kept."""
import json
import os
import shutil
import stat
import urllib.error
import urllib.parse
import urllib.request

from review_support import Review, flipbook_run, goldens, make_report


def fetch(url, path):
    """(status, body) of GET `path` on the server of `url`, with its token."""
    parsed = urllib.parse.urlparse(url)
    token = urllib.parse.parse_qs(parsed.query)["token"][0]
    request = urllib.request.Request(f"{parsed.scheme}://{parsed.netloc}{path}", headers={"X-Flipbook-Token": token})
    try:
        with urllib.request.urlopen(request) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def links_not_followed(flipbook, folder, check):
    make_report(flipbook, folder)
    report = os.path.join(folder, "report", "cover")
    outside = os.path.join(folder, "outside")
    os.makedirs(outside)
    secret = os.path.join(outside, "secret.png")
    shutil.copy(os.path.join(folder, "goldens", "tinder", "frame-0001.png"), secret)
    with open(os.path.join(outside, "notes.txt"), "w") as file:
        file.write("not an image\n")
    # frame-0001's rendering links to a PNG outside, frame-0002's to nothing, frame-0003's to a
    # text file; frame-0004's is simply gone.
    for name, target in (("frame-0001", secret), ("frame-0002", os.path.join(outside, "absent.png")),
                         ("frame-0003", os.path.join(outside, "notes.txt"))):
        os.remove(os.path.join(report, f"{name}.actual.png"))
        os.symlink(target, os.path.join(report, f"{name}.actual.png"))
    os.remove(os.path.join(report, "frame-0004.actual.png"))
    with open(os.path.join(report, "frame-0005.actual.png"), "w") as file:
        file.write("not a PNG either\n")

    review = Review(flipbook, folder)
    try:
        answers = {name: fetch(review.url, f"/api/image?item=cover/{name}&kind=actual") for name in
                   ("frame-0001", "frame-0002", "frame-0003", "frame-0004", "frame-0005")}
        unlisted = fetch(review.url, "/api/image?item=cover/frame-0042&kind=actual")
    finally:
        review.stop()
    statuses = {name: status for name, (status, _) in answers.items()}
    check("/api/image never serves what a report image links to", all(status == 404 for status in statuses.values()), str(statuses))
    def shape(status, body):
        try:
            return status, json.loads(body).get("fix")
        except ValueError:  # an image, not a refusal
            return status, body[:8].hex()
    shapes = {name: shape(status, body) for name, (status, body) in list(answers.items()) + [("unlisted", unlisted)]}
    check("one answer whatever the cause (a link out, a broken link, not a PNG, no file, not listed)",
          len(set(shapes.values())) == 1, str(shapes))

    before = goldens(folder)
    run = flipbook_run(flipbook, folder, "review", "report", "--goldens", "goldens", "--accept", "cover/frame-0001", "--force")
    check("--accept refuses a report image that is a link, writing nothing",
          run.returncode == 2 and goldens(folder) == before and "not a regular file" in run.stderr, run.stderr.strip()[:200])


def read_only_golden(flipbook, folder, check):
    make_report(flipbook, folder)
    golden = os.path.join(folder, "goldens", "cover", "frame-0002.png")
    os.chmod(golden, 0o444)
    before = goldens(folder)
    run = flipbook_run(flipbook, folder, "review", "report", "--goldens", "goldens", "--accept", "cover")
    mode = stat.S_IMODE(os.stat(golden).st_mode)
    check("--accept refuses a read-only golden, keeps its mode and writes nothing of the scene",
          run.returncode == 2 and "read-only" in run.stderr and mode == 0o444 and goldens(folder) == before,
          f"exit {run.returncode}, mode {oct(mode)}: {run.stderr.strip()[:160]}")
