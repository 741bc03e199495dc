// The filmstrip of the scene in view (every frame, the first differing one marked) and Play,
// which steps expected and actual through the scene's frames in step.
"use strict";

const stripThumbnails = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    stripThumbnails.unobserve(entry.target);
    const { id, kind } = entry.target.dataset;
    image(id, kind).then((url) => { entry.target.querySelector("img").src = url; }).catch(() => {});
  }
}, { rootMargin: "100px" });

/// The scene's frames: what each shows (the actual where it did not pass, else the golden, which
/// the rendering matched), the first differing frame marked.
function sceneFrames(item) {
  const scene = state.report.scenes.find((s) => s.folder === item.folder);
  if (!scene) return [];
  return scene.frames.map((frame) => {
    const id = scene.folder + "/" + frame.name;
    const differs = frame.status !== "passed";
    const index = state.byId.has(id) ? state.byId.get(id) : -1;
    const reviewed = state.items[index];
    return { id, frame, differs, index,
      expected: reviewed && reviewed.expected ? "expected" : "golden",
      actual: reviewed && reviewed.actual ? "actual" : "golden", hasGolden: !(reviewed && reviewed.kind === "new") };
  });
}

function renderFilmstrip(item) {
  const list = $("frames");
  if (item.kind !== "stale" && list.dataset.scene === item.folder) {
    // The same scene: only the frame in view moves.
    list.querySelector("li.current")?.classList.remove("current");
    list.querySelector(`li[data-id="${CSS.escape(item.id)}"]`)?.classList.add("current");
    return;
  }
  list.dataset.scene = item.kind === "stale" ? "" : item.folder;
  const frames = item.kind === "stale" ? [] : sceneFrames(item);
  $("filmstrip").hidden = frames.length < 2;
  const first = frames.findIndex((f) => f.differs);
  $("strip-note").textContent = first < 0 ? "" : frames.filter((f) => f.differs).length + " of " + frames.length + " frames differ; the first is " + frames[first].frame.name;
  list.replaceChildren(...frames.map((f, position) => {
    const li = document.createElement("li");
    li.dataset.id = f.id;
    li.dataset.kind = f.differs ? (f.actual === "actual" ? "actual" : "golden") : "golden";
    li.className = (f.differs ? "differs" : "") + (position === first ? " first" : "") + (f.id === item.id ? " current" : "");
    li.title = f.frame.name + " — " + f.frame.status;
    const img = document.createElement("img");
    img.alt = f.frame.name;
    li.append(img, document.createTextNode(f.frame.name.replace("frame-", "")));
    if (f.index >= 0) li.addEventListener("click", () => select(f.index));
    return li;
  }));
  whenShown(() => list.querySelectorAll("li").forEach((li) => stripThumbnails.observe(li)));
}

/// Plays the scene's frames, expected beside actual, in step, until stopped.
async function play() {
  if (state.playing) { stopPlaying(); return; }
  const item = state.items[state.selected];
  if (!item) return;
  const frames = sceneFrames(item).filter((f) => f.hasGolden || f.actual === "actual");
  if (!frames.length) return;
  $("play").textContent = "■ stop";
  let at = 0;
  const step = async () => {
    const f = frames[at % frames.length];
    const picture = { width: 0, height: 0, labels: { expected: "expected · " + f.frame.name, actual: "actual · " + f.frame.name } };
    if (f.hasGolden) picture.expected = await image(f.id, f.expected);
    picture.actual = await image(f.id, f.actual);
    if (!state.playing) return;
    Viewer.show(picture);
    $("frames").querySelector("li.current")?.classList.remove("current");
    $("frames").querySelector(`li[data-id="${CSS.escape(f.id)}"]`)?.classList.add("current");
    $("stage").dataset.playing = f.frame.name;
    at += 1;
  };
  state.playing = setInterval(step, 250);
  step();
}

function stopPlaying() {
  if (!state.playing) return;
  clearInterval(state.playing);
  state.playing = null;
  $("play").textContent = "▶ play expected and actual";
  delete $("stage").dataset.playing;
}

