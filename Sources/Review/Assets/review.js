// The review page: the list of what to review (with counts, filters and keys), the numbers of
// the image in view, and the start. The filmstrip and Play are in filmstrip.js, Accept / Reject /
// Undo in decisions.js (the decisions are kept in the report folder, so the page reads them back).
// Images load only when they come into view (the list's thumbnails) or are shown, so a report
// with thousands of failures opens at once.
"use strict";

const token = new URLSearchParams(location.search).get("token") || "";
const state = { report: null, items: [], byId: new Map(), shown: [], selected: -1, filter: "all", search: "", actions: [], loaded: 0,
  playing: null, firstShown: false, waiting: [] };
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
  const scene = item ? bulk(state.items.filter((other) => other.folder === item.folder)) : { items: [], rejected: 0 };
  const shown = bulk(state.shown.map((index) => state.items[index]));
  $("accept-frame").disabled = !item || !item.acceptable || item.decision === "accepted";
  label($("accept-scene"), "Accept scene", scene);
  label($("accept-shown"), "Accept all shown", shown);
  $("reject").disabled = !item || item.decision === "rejected";
  const last = state.actions[state.actions.length - 1];
  $("undo").disabled = !last;
  $("undo").textContent = "Undo" + (last ? " (" + describeAction(last) + ")" : "");
}

/// A bulk button's words: how many it accepts, and how many rejected items it leaves alone.
function label(button, words, { items, rejected }) {
  button.textContent = words + " (" + items.length + (rejected ? " · " + rejected + " rejected skipped" : "") + ")";
  button.disabled = items.length === 0;
  button.dataset.count = String(items.length);
  button.dataset.skipped = String(rejected);
}

/// What a bulk accept takes from `items`: the acceptable ones still to decide. Rejected items are
/// skipped (and counted): a reviewer's "no" is never overturned by "all".
function bulk(items) {
  const open = items.filter((item) => item.acceptable && item.decision !== "accepted");
  return { items: open.filter((item) => item.decision !== "rejected"), rejected: open.filter((item) => item.decision === "rejected").length };
}

// MARK: The image in view

function number(value, digits) { return value === null || value === undefined ? "∞ (identical)" : value.toFixed(digits); }

/// The figures, once: the numbers of the comparison (the check's message says the same, so it is
/// shown only for items without numbers).
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
  $("message").textContent = d ? "" : item.message;
  $("message").hidden = Boolean(d);
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
  $("layout").textContent = item.layout ? "layout: " + item.layout : "";
  $("layout").hidden = !item.layout;
  renderNumbers(item);
  renderCounts();
  whenShown(() => renderFilmstrip(item));
  const kinds = item.kind === "stale" ? { expected: "golden" } : { expected: item.expected && "expected", actual: item.actual && "actual", diff: item.diff && "diff" };
  const picture = { width: (item.actualSize || item.expectedSize || [0])[0], height: (item.actualSize || item.expectedSize || [0, 0])[1],
    focus: item.difference && item.difference.bounds,
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
    if (item) acceptBulk(state.items.filter((other) => other.folder === item.folder), "scene " + item.folder);
  });
  $("accept-shown").addEventListener("click", () => acceptBulk(state.shown.map((index) => state.items[index]), "all shown"));
  $("reject").addEventListener("click", () => reject());
  $("undo").addEventListener("click", () => undo());
  document.addEventListener("keydown", keys);
  followDecisions();
  const phases = {};
  try {
    state.report = await api("GET", "/api/report");
    phases.report = performance.now() - started;
  } catch (error) {
    $("summary").textContent = "Cannot load the report: " + error.message;
    return;
  }
  state.items = state.report.items;
  state.actions = state.report.actions || [];
  state.items.forEach((item, index) => state.byId.set(item.id, index));
  $("summary").textContent = state.report.summary + " · " + state.items.length + " to review";
  renderList();
  phases.list = performance.now() - started;
  if (state.items.length) await select(0);
  else $("title").textContent = "Nothing to review: every image passed";
  phases.picture = performance.now() - started;
  // Milliseconds from the navigation's start (performance.now()'s origin) to the list and picture.
  document.body.dataset.readyAt = String(Math.round(performance.now()));
  document.body.dataset.ready = "1";
  // The thumbnails and the filmstrip (2,000 cells for a long scene) after the first paint, so the
  // list and the picture show at once; what is asked for meanwhile waits its turn, in order.
  setTimeout(() => {
    state.firstShown = true;
    state.waiting.splice(0).forEach((work) => work());
  }, 0);
  document.body.dataset.openedIn = String(Math.round(performance.now() - started));
  document.body.dataset.phases = JSON.stringify(phases, (key, value) => (typeof value === "number" ? Math.round(value) : value));
}

// Every script of the page is loaded (they are deferred, in order) before DOMContentLoaded.
document.addEventListener("DOMContentLoaded", start);
