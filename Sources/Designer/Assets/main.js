// The designer page: loads the session and schema, owns the design state
// `{config, resolved, offset}` and routes every change to the form, preview, panes, history
// and URL. Everything the page shows is rendered or computed by the flipbook server.

import { Api, ApiError, tokenFromLocation } from "./api.js";
import { Controls } from "./controls.js";
import { Preview } from "./preview.js";
import { YamlPane, CodePane } from "./panes.js";
import { History, encodeDesign, decodeDesign } from "./history.js";
import { Compare } from "./compare.js";
import { bindShortcuts, fillHelp, applyTheme, storedTheme, toggleTheme } from "./shortcuts.js";
import { clone, getPath, setPath } from "./values.js";
import { radioKeys } from "./widgets.js";
import { exportAs, closeExportMenu, saveAsProject } from "./export.js";

const $ = (id) => document.getElementById(id);

// `source` is the YAML text Save edits the config's changes into: the file as opened or saved, or
// the YAML pane's text once the user typed text that parses.
const design = { config: null, resolved: null, effective: null, baseline: null, offset: 0, scale: 1, source: null };
let session = null;
let api = null;
let controls, preview, yamlPane, codePane, compare;
const history = new History();

const state = () => design;

// A preview that draws again clears only the banner a preview failure put up (not a Save's).
let previewFailed = false;
function previewError(error) {
  if (error) notice(describeError(error));
  else if (previewFailed) notice(null);
  if (error || previewFailed) controls.markProblem(error ? error.key : null, error ? describeError(error) : "");
  previewFailed = Boolean(error);
}

/** The banner under the header; `actions` are `[label, handler]` buttons after the text. */
function notice(text, kind = "error", actions = []) {
  const box = $("notice");
  box.hidden = !text;
  box.textContent = text || "";
  box.dataset.kind = kind;
  for (const [label, handler] of actions) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label;
    button.addEventListener("click", handler);
    box.append(" ", button);
  }
}

function toast(text) {
  const box = $("toast");
  box.textContent = text;
  box.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { box.hidden = true; }, 2500);
}

const describeError = (error) => error instanceof ApiError
  ? `${error.problem}${error.fix ? ` — ${error.fix}` : ""}` : String(error.message || error);

function updateButtons() {
  $("undo").disabled = !history.canUndo;
  $("redo").disabled = !history.canRedo;
  showUnsaved();
}

// What the file holds as the page last read or saved it: the design differs from it → unsaved.
const stored = { config: null, yaml: null };
function remember() {
  stored.config = JSON.stringify(design.config);
  stored.yaml = yamlPane.text.value;
  showUnsaved();
}

/** Whether there are edits Save has not written (only when there is a file to save to). */
function unsaved() {
  if (!session || session.canSave === false || stored.config === null) return false;
  return yamlPane.typed ? yamlPane.text.value !== stored.yaml : JSON.stringify(design.config) !== stored.config;
}

function showUnsaved() {
  const dirty = unsaved();
  $("unsaved").hidden = !dirty;
  document.title = `${dirty ? "• " : ""}Flipbook designer`;
}

const tabVisible = (name) => !document.querySelector(`[data-panel=${name}]`).hidden;

let yamlTimer = null;
let yamlStale = false;
function refreshYaml() {
  yamlStale = false;
  clearTimeout(yamlTimer);
  yamlTimer = setTimeout(async () => {
    // After the picture (Preview.idle): the text can wait, the preview cannot.
    await preview.idle();
    try { yamlPane.show((await api.yaml(design.config, design.source)).yaml); } catch (error) { yamlPane.showError(error); }
  }, 150);
}

/**
 * Refreshes everything derived from the config: the preview first; the YAML and Swift only
 * while their tab is shown (else when it is opened), so the server's time goes to the picture.
 */
function configChanged({ rebuild = false, yaml = true } = {}) {
  if (rebuild) controls.render(design.resolved, design.baseline, design.effective);
  // A change made outside the YAML pane: the pane shows the file with it (Save edits that text).
  if (yaml) yamlPane.typed = false;
  preview.changed(true);
  if (yaml && tabVisible("yaml")) refreshYaml();
  else if (yaml) yamlStale = true;
  if (tabVisible("swift")) codePane.refresh();
  if (compare.active) compare.refresh();
  updateButtons();
  writeUrlLater();
}

/** The state undo and redo go between. */
const snapshot = () => ({ config: design.config, resolved: design.resolved, effective: design.effective, baseline: design.baseline });

/**
 * A control changed the value at `path`. Structural changes re-resolve and rebuild the form. A
 * list reordered (`order[i]`: where the item now at `i` was, null for a new one) takes its
 * baseline along, so each layer is compared with, and reset to, its own values, not those of the
 * layer that was in its place.
 */
async function optionChanged(path, value, structural, order = null) {
  history.record(snapshot(), structural ? null : path.join("."));
  if (order) design.baseline = reordered(design.baseline, path, order);
  design.config = setPath(design.config, path, value, design.resolved);
  design.resolved = setPath(design.resolved, path, value);
  if (structural) {
    try {
      const answer = await api.resolve(design.config);
      design.resolved = answer.resolved;
      design.effective = answer.effective ?? null;
    } catch (error) {
      notice(describeError(error));
    }
  }
  configChanged({ rebuild: structural });
}

/** `baseline` with its list at `path` in `order` (unchanged when it has no list there). */
function reordered(baseline, path, order) {
  const list = getPath(baseline, path);
  if (!Array.isArray(list)) return baseline;
  return setPath(baseline, path, order.map((from) => (from === null || from >= list.length ? null : list[from])));
}

function optionReset(path) {
  optionChanged(path, clone(getPath(design.baseline, path)), true);
}

function restore(entry) {
  if (!entry) return;
  design.config = entry.config;
  design.resolved = entry.resolved;
  if (entry.effective !== undefined) design.effective = entry.effective;
  if (entry.baseline !== undefined) design.baseline = entry.baseline;
  configChanged({ rebuild: true });
}

/** Whether the file says more than `extends:` (comments aside): a layout pick would replace that. */
function fileHasDesign() {
  return (design.source || "").split(/\r\n|\r|\n/).filter((line) => line.trim() && !line.trim().startsWith("#")).length > 1;
}

async function pickLayout(name) {
  const layout = $("layout");
  if (session.file && (unsaved() || fileHasDesign())) {
    const file = session.file.split("/").pop();
    const ok = window.confirm(`Start a new design from ${name}? Save would then write ${file} afresh as \`extends: ${name}\` `
      + `with only what you change, replacing ${unsaved() ? "your unsaved edits and " : ""}what the file says now. `
      + "Cancel keeps the current layout.");
    if (!ok) {
      layout.value = layout.dataset.current ?? "";
      return;
    }
  }
  layout.dataset.current = name;
  try {
    const preset = await api.preset(name);
    history.record(snapshot());
    design.config = session.file ? { extends: name } : clone(preset.config);
    design.resolved = preset.resolved;
    design.effective = preset.effective ?? null;
    design.baseline = clone(preset.resolved);
    if (!session.file) $("file").textContent = `preset ${name} (read-only)`;
    configChanged({ rebuild: true });
  } catch (error) {
    notice(describeError(error));
  }
}

function yamlParsed(answer, yaml) {
  history.record(snapshot());
  design.source = yaml;
  design.config = answer.config;
  design.resolved = answer.resolved;
  design.effective = answer.effective ?? null;
  if (!design.baseline) design.baseline = clone(answer.resolved);
  configChanged({ rebuild: true, yaml: false });
}

function setOffset(offset) {
  design.offset = offset;
  preview.changed(false);
  if (compare.active) compare.refresh();
  writeUrlLater();
}

/** Play put the frame at `offset` on screen (no render asked: it is drawn already). */
function played(offset) {
  design.offset = offset;
  if (compare.active) compare.refresh();
  writeUrlLater();
}

let urlTimer = null;
function writeUrlLater() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(async () => {
    const hash = await encodeDesign(session.config, design.config, design.offset);
    window.history.replaceState(null, "", `${location.pathname}${location.search}${hash}`);
  }, 300);
}

/**
 * Save. Text typed in the YAML pane is written exactly as it stands (refused with its line when
 * it has a mistake; the pane keeps it); otherwise the server edits the config's changes into the
 * file's text. A file changed on disk since it was read is a 409: reload it, or save anyway.
 */
async function save(force = false) {
  const body = yamlPane.typed ? { yaml: yamlPane.text.value } : { config: design.config, text: design.source };
  if (force) body.force = true;
  try {
    const answer = await api.save(body);
    design.source = answer.yaml;
    yamlPane.show(answer.yaml, true);
    remember();
    notice(null);
    toast(`Saved ${answer.saved}`);
    $("file").textContent = answer.saved.split("/").pop();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && session.file) {
      notice(describeError(error), "error", [["Reload", reload], ["Save anyway", () => save(true)]]);
    } else if (body.yaml !== undefined && error instanceof ApiError && error.status === 400) {
      showTab("yaml");
      yamlPane.showError(error);
      notice(`Not saved: ${describeError(error)}`);
    } else {
      notice(describeError(error));
    }
  }
}

/** Opens the file as it is on disk now (the URL's edits dropped): asked for, so not asked again on leaving. */
let leaving = false;
function reload() {
  leaving = true;
  window.location.replace(`${location.pathname}${location.search}`);
}

function showTab(name) {
  document.querySelectorAll("[role=tab]").forEach((tab) => tab.setAttribute("aria-selected", String(tab.dataset.tab === name)));
  document.querySelectorAll("[data-panel]").forEach((panel) => { panel.hidden = panel.dataset.panel !== name; });
  if (name === "swift") codePane.refresh();
  if (name === "yaml" && yamlStale) refreshYaml();
}

function bindPage() {
  const help = $("help");
  const actions = {
    undo: () => restore(history.undo(design)),
    redo: () => restore(history.redo(design)),
    save: () => save(),
    play: () => preview.togglePlay(),
    step: (event) => preview.step(event.key === "ArrowRight" ? 1 : -1),
    pin: () => compare.pin(),
    strip: () => preview.toggleStrip(),
    inspect: () => preview.inspect(),
    theme: toggleTheme,
    help: () => (help.hidden ? openHelp() : closeHelp()),
    close: () => {
      closeHelp();
      closeExportMenu();
    },
  };
  // The shortcuts dialog takes focus while open and gives it back when closed.
  let opener = null;
  const openHelp = () => {
    opener = document.activeElement;
    help.hidden = false;
    $("help-close").focus();
  };
  const closeHelp = () => {
    if (help.hidden) return;
    help.hidden = true;
    if (opener && opener.isConnected) opener.focus();
  };
  $("help-close").addEventListener("click", closeHelp);
  help.addEventListener("keydown", (event) => {
    // Tab stays inside the dialog: its one control.
    if (event.key === "Tab") {
      event.preventDefault();
      $("help-close").focus();
    }
  });
  for (const [id, name] of [["undo", "undo"], ["redo", "redo"], ["save", "save"], ["theme", "theme"], ["help-button", "help"]]) {
    $(id).addEventListener("click", () => actions[name]());
  }
  bindShortcuts(actions);
  fillHelp($("help-table"));
  $("layout").addEventListener("change", (event) => pickLayout(event.target.value));
  help.addEventListener("click", (event) => { if (event.target === help) closeHelp(); });
  $("export-button").addEventListener("click", () => {
    const menu = $("export-menu");
    menu.hidden = !menu.hidden;
    $("export-button").setAttribute("aria-expanded", String(!menu.hidden));
    if (!menu.hidden) menu.querySelector("button:not([hidden])")?.focus();
  });
  $("export-menu").addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    closeExportMenu();
    $("export-button").focus();
  });
  radioKeys($("zoom"));
  // Skip links: straight to the preview's Play, the options or the YAML.
  document.querySelectorAll("[data-skip]").forEach((link) => link.addEventListener("click", (event) => {
    event.preventDefault();
    const target = $(link.dataset.skip);
    if (link.dataset.skip === "yaml") showTab("yaml");
    target.focus();
  }));
  window.addEventListener("beforeunload", (event) => {
    if (leaving || !unsaved()) return;
    event.preventDefault();
    event.returnValue = "There are edits Save has not written.";
  });
  $("yaml").addEventListener("input", showUnsaved);
  $("export-menu").addEventListener("click", (event) => {
    const format = event.target.dataset.format;
    const handlers = { notice: (text) => notice(text), toast, describe: describeError };
    if (format) exportAs(api, design.config, format, handlers);
    else if (event.target.dataset.action === "project") saveAsProject(api, design.config, handlers);
  });
  $("zoom").addEventListener("click", (event) => {
    const scale = Number(event.target.dataset.scale);
    if (!scale) return;
    $("zoom").querySelectorAll("button").forEach((b) => b.setAttribute("aria-checked", String(b === event.target)));
    design.scale = scale;
    $("stage").classList.toggle("zoomed", scale > 1);
    // Zoomed, the stage scrolls: a Tab stop, so the keyboard can scroll it too.
    if (scale > 1) $("stage").setAttribute("tabindex", "0");
    else $("stage").removeAttribute("tabindex");
    preview.changed(false);
  });
  document.querySelectorAll("[role=tab]").forEach((tab) => tab.addEventListener("click", () => showTab(tab.dataset.tab)));
}

async function start() {
  applyTheme(storedTheme());
  const token = tokenFromLocation(location);
  if (!token) {
    notice("Open the URL `flipbook designer` printed: it carries the access token (…/?token=…).", "info");
    return;
  }
  api = new Api(token);
  let schema;
  try {
    [session, schema] = await Promise.all([api.session(), api.schema()]);
  } catch (error) {
    notice(`${describeError(error)}${error.status === 403 ? " (restart `flipbook designer` and open the URL it prints)" : ""}`);
    return;
  }
  controls = new Controls($("controls"), schema, { onChange: optionChanged, onReset: optionReset, now: () => design.resolved });
  preview = new Preview(api, {
    image: $("preview"), stage: $("stage"), slider: $("offset"), field: $("offset-field"), ticks: $("ticks"),
    play: $("play"), frames: $("frames"), status: $("status"), strip: $("strip"), stripImage: $("strip-image"),
    stripToggle: $("strip-toggle"), inspectButton: $("inspect"), inspectText: $("inspect-text"),
    inspectPane: document.querySelector("[data-panel=inspect]"), showInspect: () => showTab("inspect"),
  }, { state, onOffset: setOffset, onPlayed: played, onError: previewError });
  yamlPane = new YamlPane(api, { text: $("yaml"), gutter: $("yaml-gutter"), error: $("yaml-error") }, yamlParsed);
  codePane = new CodePane(api, { code: $("code"), flavours: $("flavours"), copy: $("copy"), note: $("code-note") }, state);
  compare = new Compare(api, { pane: $("compare"), pin: $("pin"), close: $("unpin"), imageA: $("image-a"), imageB: $("image-b"),
    diffImage: $("diff-image"), mismatch: $("mismatch") }, state);
  codePane.setFlavours(session.flavours || ["uikit", "swiftui", "options"]);
  if (session.canSave === false) {
    $("save").disabled = true;
    $("save").title = "Started with a preset name: start `flipbook designer mine.yaml` to save to a file";
  }
  if (Array.isArray(session.formats)) {
    document.querySelectorAll("#export-menu [data-format]").forEach((button) => {
      button.hidden = !session.formats.includes(button.dataset.format);
    });
  }
  bindPage();

  $("file").textContent = session.file ? session.file.split("/").pop() : (session.preset ? `preset ${session.preset} (read-only)` : "");
  $("file").title = session.file || "";
  const layout = $("layout");
  layout.replaceChildren(...(session.presets || []).map((name) => new Option(name, name)));
  const current = session.preset || (session.config && typeof session.config.extends === "string" ? session.config.extends : null);
  if (current) layout.value = current;
  else layout.prepend(new Option("(this file)", "", true, true));
  layout.dataset.current = layout.value;

  yamlPane.show(session.yaml || "", true);
  design.source = session.yaml || "";
  if (!session.config) {
    yamlPane.showError(new ApiError(400, session.error || { problem: "the config does not load" }));
    return;
  }
  design.config = clone(session.config);
  design.resolved = clone(session.resolved);
  design.effective = session.effective ?? null;
  design.baseline = clone(session.resolved);
  remember();
  try {
    const fromUrl = await decodeDesign(session.config, location.hash);
    if (fromUrl) {
      design.config = fromUrl.config;
      design.offset = fromUrl.offset;
      preview.keepOffset = true;
      const answer = await api.resolve(design.config);
      design.resolved = answer.resolved;
      design.effective = answer.effective ?? null;
    }
  } catch (error) {
    notice(`The design in the URL could not be read (${describeError(error)}); showing the file instead.`);
  }
  configChanged({ rebuild: true, yaml: Boolean(location.hash) });
}

start();
