// The review page: the list of what to review (with counts, filters and keys), the numbers and
// the filmstrip of the image in view, and Accept / Reject / Undo through the API. Images load
// only when they come into view (the list's thumbnails) or are shown, so a report with thousands
// of failures opens at once.
"use strict";

const token = new URLSearchParams(location.search).get("token") || "";
const state = { report: null, items: [], byId: new Map(), shown: [], selected: -1, filter: "all", search: "", undo: [], loaded: 0, playing: null,
  firstShown: false, waiting: [] };
const images = new Map();

function $(id) { return document.getElementById(id); }

async function api(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: Object.assign({ "X-Flipbook-Token": token }, body ? { "Content-Type": "application/json" } : {}),
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = response.headers.get("Content-Type")?.startsWith("application/json") ? await response.json() : await response.blob();
  if (!response.ok) {
    const error = new Error(answer.problem ? answer.problem + (answer.fix ? " — " + answer.fix : "") : "HTTP " + response.status);
    error.status = response.status;
    throw error;
  }
  return answer;
}

/// A blob: URL of one image (`kind` expected, actual, diff or golden), fetched once.
function image(id, kind) {
  const key = id + "|" + kind;
  if (!images.has(key)) {
    images.set(key, api("GET", "/api/image?item=" + encodeURIComponent(id) + "&kind=" + kind).then((blob) => {
      state.loaded += 1;
      document.body.dataset.imagesLoaded = String(state.loaded);
      return URL.createObjectURL(blob);
    }));
  }
  return images.get(key);
}

function say(text) { $("status").textContent = text; }

// MARK: The list

const thumbnails = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const row = entry.target;
    thumbnails.unobserve(row);
    const item = state.items[Number(row.dataset.index)];
    const kind = item.kind === "stale" ? "golden" : item.diff ? "diff" : item.actual ? "actual" : null;
    if (!kind) continue;
    image(item.id, kind).then((url) => { row.querySelector(".thumb").src = url; }).catch(() => {});
  }
}, { root: null, rootMargin: "200px" });

/// Runs `work` now if the first picture is shown, else once it is.
function whenShown(work) {
  if (state.firstShown) work(); else state.waiting.push(work);
}

function matches(item) {
  const filter = state.filter;
  if (filter !== "all" && item.kind !== filter && item.decision !== filter) return false;
  return !state.search || item.id.toLowerCase().includes(state.search.toLowerCase());
}

function describe(item) {
  if (item.difference) return item.difference.diffPixels + " px differ";
  if (item.kind === "new") return "new golden";
  if (item.kind === "stale") return "no longer rendered";
  return item.status;
}

function renderList() {
  const list = $("list");
  const rows = document.createDocumentFragment();
  state.shown = [];
  state.items.forEach((item, index) => {
    if (!matches(item)) return;
    state.shown.push(index);
    const row = document.createElement("li");
    row.setAttribute("role", "option");
    row.dataset.index = String(index);
    row.dataset.id = item.id;
    row.setAttribute("aria-selected", String(index === state.selected));
    const thumb = document.createElement("img");
    thumb.className = "thumb";
    thumb.alt = "";
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = item.id;
    const detail = document.createElement("span");
    detail.className = "detail";
    detail.textContent = describe(item);
    name.appendChild(detail);
    const badge = document.createElement("span");
    badge.className = "badge " + (item.decision === "pending" ? item.kind : item.decision);
    badge.textContent = item.decision === "pending" ? item.kind : item.decision;
    row.append(thumb, name, badge);
    row.addEventListener("click", () => select(index));
    rows.appendChild(row);
  });
  list.replaceChildren(rows);
  // The picture in view comes first: thumbnails start loading once it is shown.
  whenShown(() => list.querySelectorAll("li").forEach((row) => thumbnails.observe(row)));
  renderCounts();
}

function renderCounts() {
  const count = (test) => state.items.filter(test).length;
  document.querySelectorAll("#filters button").forEach((button) => {
    const filter = button.dataset.filter;
    const n = filter === "all" ? state.items.length : count((item) => item.kind === filter || item.decision === filter);
    button.querySelector(".count").textContent = String(n);
    button.setAttribute("aria-pressed", String(filter === state.filter));
  });
  const item = state.items[state.selected];
  const scene = item ? acceptable(state.items.filter((other) => other.folder === item.folder)) : [];
  const shown = acceptable(state.shown.map((index) => state.items[index]));
  $("accept-frame").disabled = !item || !item.acceptable;
  $("accept-scene").textContent = "Accept scene (" + scene.length + ")";
  $("accept-scene").disabled = scene.length === 0;
  $("accept-shown").textContent = "Accept all shown (" + shown.length + ")";
  $("accept-shown").disabled = shown.length === 0;
  $("reject").disabled = !item;
  $("undo").disabled = state.undo.length === 0;
  $("undo").textContent = "Undo" + (state.undo.length ? " (" + state.undo[state.undo.length - 1].what + ")" : "");
}

function acceptable(items) { return items.filter((item) => item.acceptable && item.decision !== "accepted"); }

// MARK: The image in view

function number(value, digits) { return value === null || value === undefined ? "∞ (identical)" : value.toFixed(digits); }

function renderNumbers(item) {
  const rows = [];
  const d = item.difference;
  if (d) {
    rows.push(["pixels differing", d.diffPixels + " of " + d.totalPixels + " (" + (d.diffPixels / d.totalPixels * 100).toFixed(3) + " %)"]);
    rows.push(["bounds", d.bounds ? d.bounds.width + "×" + d.bounds.height + " at (" + d.bounds.x + ", " + d.bounds.y + ")" : "none"]);
    rows.push(["max channel error", String(d.maxChannelError)]);
    rows.push(["PSNR", number(d.psnr, 1) + (d.psnr === null || d.psnr === undefined ? "" : " dB")]);
    if (d.antialiasedPixels) rows.push(["anti-aliased, ignored", String(d.antialiasedPixels)]);
  }
  if (item.expectedSize) rows.push(["golden", item.expectedSize.join("×") + " px"]);
  if (item.actualSize) rows.push(["actual", item.actualSize.join("×") + " px"]);
  rows.push(["golden file", item.golden]);
  const list = $("numbers");
  list.replaceChildren(...rows.map(([name, value]) => {
    const row = document.createElement("div");
    const dt = document.createElement("dt"), dd = document.createElement("dd");
    dt.textContent = name;
    dd.textContent = value;
    row.dataset.name = name;
    row.append(dt, dd);
    return row;
  }));
}

async function select(index) {
  if (index < 0 || index >= state.items.length) return;
  stopPlaying();
  state.selected = index;
  const item = state.items[index];
  document.querySelector('#list li[aria-selected="true"]')?.setAttribute("aria-selected", "false");
  const row = document.querySelector(`#list li[data-index="${index}"]`);
  row?.setAttribute("aria-selected", "true");
  row?.scrollIntoView({ block: "nearest" });
  $("title").textContent = item.id;
  $("kind").textContent = item.kind;
  $("kind").className = "badge " + item.kind;
  $("decision").textContent = item.decision;
  $("decision").className = "badge " + item.decision;
  $("message").textContent = item.message;
  $("layout").textContent = item.layout ? "layout: " + item.layout : "";
  $("layout").hidden = !item.layout;
  renderNumbers(item);
  renderCounts();
  whenShown(() => renderFilmstrip(item));
  const kinds = item.kind === "stale" ? { expected: "golden" } : { expected: item.expected && "expected", actual: item.actual && "actual", diff: item.diff && "diff" };
  const picture = { width: (item.actualSize || item.expectedSize || [0])[0], height: (item.actualSize || item.expectedSize || [0, 0])[1],
    labels: { expected: "expected (golden)" + (item.expectedSize ? ", " + item.expectedSize.join("×") + " px" : ""),
      actual: "actual" + (item.actualSize ? ", " + item.actualSize.join("×") + " px" : "") } };
  try {
    await Promise.all(Object.entries(kinds).filter(([, kind]) => kind).map(async ([slot, kind]) => { picture[slot] = await image(item.id, kind); }));
  } catch (error) {
    say(error.message);
  }
  if (state.selected === index) Viewer.show(picture);
}

function move(step) {
  if (!state.shown.length) return;
  const at = state.shown.indexOf(state.selected);
  const next = at < 0 ? 0 : Math.max(0, Math.min(state.shown.length - 1, at + step));
  select(state.shown[next]);
}

// MARK: Filmstrip

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

// MARK: Decisions

/// `request()`, and when the API answers 409 (a golden changed since the report), the same with
/// `force` once the reviewer says to overwrite.
async function withConflictCheck(request) {
  try {
    return await request(false);
  } catch (error) {
    if (error.status !== 409) throw error;
    $("conflict-text").textContent = error.message;
    const dialog = $("conflict");
    dialog.showModal();
    const choice = await new Promise((resolve) => dialog.addEventListener("close", () => resolve(dialog.returnValue), { once: true }));
    if (choice !== "overwrite") throw new Error("Kept the golden as it is: " + error.message);
    return request(true);
  }
}

function setDecision(ids, decision) {
  ids.forEach((id) => { if (state.byId.has(id)) state.items[state.byId.get(id)].decision = decision; });
}

async function accept(items, what) {
  const ids = items.filter((item) => item.acceptable).map((item) => item.id);
  if (!ids.length) return;
  try {
    const answer = await withConflictCheck((force) => api("POST", "/api/accept", { items: ids, force }));
    setDecision(answer.accepted, "accepted");
    state.undo.push({ what: "accept " + what, undo: answer.undo, items: answer.accepted });
    say("Accepted " + answer.accepted.length + ": wrote " + answer.written.join(", ") + (answer.removed.length ? "; removed " + answer.removed.join(", ") : ""));
    afterDecision();
  } catch (error) {
    say(error.message);
  }
}

async function reject() {
  const item = state.items[state.selected];
  if (!item) return;
  try {
    const answer = await api("POST", "/api/reject", { items: [item.id] });
    setDecision(answer.items, "rejected");
    state.undo.push({ what: "reject", items: answer.items });
    say("Rejected " + item.id + ": its golden stays as it is.");
    afterDecision();
  } catch (error) {
    say(error.message);
  }
}

async function undo() {
  const last = state.undo[state.undo.length - 1];
  if (!last) return;
  try {
    if (last.undo) {
      const answer = await withConflictCheck((force) => api("POST", "/api/undo", { undo: last.undo, force }));
      say("Undid the accept: put back " + answer.written.concat(answer.removed).join(", "));
    } else {
      await api("POST", "/api/pending", { items: last.items });
      say("Undid the reject of " + last.items.join(", "));
    }
    state.undo.pop();
    setDecision(last.items, "pending");
    const index = state.byId.has(last.items[0]) ? state.byId.get(last.items[0]) : -1;
    renderList();
    if (index >= 0) select(index);
  } catch (error) {
    say(error.message);
  }
}

/// After a decision: the list shows it, and the next item still to decide comes into view.
function afterDecision() {
  const from = state.shown.indexOf(state.selected);
  renderList();
  const after = state.shown.slice(from + 1).concat(state.shown.slice(0, from + 1));
  const next = after.find((index) => state.items[index].decision === "pending");
  select(next === undefined ? state.selected : next);
}

// MARK: Start

function keys(event) {
  if (event.target.matches("input[type=search], select") || event.metaKey || event.ctrlKey || event.altKey) return;
  if ($("conflict").open) return;
  const item = state.items[state.selected];
  const actions = {
    j: () => move(1), ArrowDown: () => move(1), k: () => move(-1), ArrowUp: () => move(-1),
    a: () => item && accept([item], item.id), r: () => reject(), u: () => undo(),
    1: () => Viewer.setMode("side"), 2: () => Viewer.setMode("swipe"), 3: () => Viewer.setMode("onion"),
    4: () => Viewer.setMode("toggle"), 5: () => Viewer.setMode("diff"),
    "+": () => Viewer.zoomBy(1), "=": () => Viewer.zoomBy(1), "-": () => Viewer.zoomBy(-1),
    t: () => Viewer.toggleShown(), p: () => play(),
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

async function start() {
  const started = performance.now();
  document.querySelectorAll("#filters button").forEach((button) => button.addEventListener("click", () => {
    state.filter = button.dataset.filter;
    renderList();
  }));
  $("search").addEventListener("input", (event) => { state.search = event.target.value; renderList(); });
  document.querySelectorAll("#modes button").forEach((button) => button.addEventListener("click", () => Viewer.setMode(button.dataset.mode)));
  $("zoom").addEventListener("change", (event) => Viewer.setZoom(event.target.value));
  $("grid").addEventListener("change", (event) => Viewer.setGrid(event.target.checked));
  $("opacity").addEventListener("input", (event) => Viewer.setOpacity(Number(event.target.value)));
  $("blink").addEventListener("click", () => Viewer.blink());
  $("play").addEventListener("click", () => play());
  $("accept-frame").addEventListener("click", () => { const item = state.items[state.selected]; if (item) accept([item], item.id); });
  $("accept-scene").addEventListener("click", () => {
    const item = state.items[state.selected];
    if (item) accept(acceptable(state.items.filter((other) => other.folder === item.folder)), "scene " + item.folder);
  });
  $("accept-shown").addEventListener("click", () => accept(acceptable(state.shown.map((index) => state.items[index])), "all shown"));
  $("reject").addEventListener("click", () => reject());
  $("undo").addEventListener("click", () => undo());
  document.addEventListener("keydown", keys);
  const phases = {};
  try {
    state.report = await api("GET", "/api/report");
    phases.report = performance.now() - started;
  } catch (error) {
    $("summary").textContent = "Cannot load the report: " + error.message;
    return;
  }
  state.items = state.report.items;
  state.items.forEach((item, index) => state.byId.set(item.id, index));
  $("summary").textContent = state.report.summary + " · " + state.items.length + " to review";
  renderList();
  phases.list = performance.now() - started;
  if (state.items.length) await select(0);
  else $("title").textContent = "Nothing to review: every image passed";
  phases.picture = performance.now() - started;
  document.body.dataset.ready = "1";
  state.firstShown = true;
  state.waiting.splice(0).forEach((work) => work());
  document.body.dataset.openedIn = String(Math.round(performance.now() - started));
  document.body.dataset.phases = JSON.stringify(phases, (key, value) => (typeof value === "number" ? Math.round(value) : value));
}

start();
