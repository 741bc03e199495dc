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
}

const tabVisible = (name) => !document.querySelector(`[data-panel=${name}]`).hidden;

let yamlTimer = null;
let yamlStale = false;
function refreshYaml() {
  yamlStale = false;
  clearTimeout(yamlTimer);
  yamlTimer = setTimeout(async () => {
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

/** A control changed the value at `path`. Structural changes re-resolve and rebuild the form. */
async function optionChanged(path, value, structural) {
  history.record({ config: design.config, resolved: design.resolved, effective: design.effective }, structural ? null : path.join("."));
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

function optionReset(path) {
  optionChanged(path, clone(getPath(design.baseline, path)), true);
}

function restore(entry) {
  if (!entry) return;
  design.config = entry.config;
  design.resolved = entry.resolved;
  if (entry.effective !== undefined) design.effective = entry.effective;
  configChanged({ rebuild: true });
}

async function pickLayout(name) {
  try {
    const preset = await api.preset(name);
    history.record({ config: design.config, resolved: design.resolved, effective: design.effective });
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
  history.record({ config: design.config, resolved: design.resolved, effective: design.effective });
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

/** Opens the file as it is on disk now (the URL's edits dropped). */
function reload() {
  window.location.replace(`${location.pathname}${location.search}`);
}

/**
 * Export: the server renders in the background while the page shows frames done of total with a
 * Cancel button; the Export button stays disabled until it ends, then the file downloads.
 */
async function exportAs(format) {
  $("export-menu").hidden = true;
  const button = $("export-button");
  const box = $("export-progress");
  const label = $("export-label");
  const bar = $("export-bar");
  button.disabled = true;
  box.hidden = false;
  box.dataset.state = "running";
  label.textContent = `Exporting ${format}…`;
  bar.value = 0;
  let job = null;
  const cancel = async () => { if (job) await api.exportCancel(job).catch(() => {}); };
  $("export-cancel").onclick = cancel;
  try {
    const started = await api.exportStart(design.config, format);
    job = started.job;
    for (;;) {
      const status = await api.exportStatus(job);
      const pass = status.passes > 1 ? ` (pass ${status.pass} of ${status.passes})` : "";
      label.textContent = `Exporting ${format}: ${status.done} / ${status.total} frames${pass}`;
      bar.max = status.total * status.passes;
      bar.value = (status.pass - 1) * status.total + status.done;
      box.dataset.done = String(status.done);
      box.dataset.total = String(status.total);
      if (status.state === "cancelled") {
        box.dataset.state = "cancelled";
        toast(`Export cancelled after ${status.done} of ${status.total} frames`);
        return;
      }
      if (status.state === "failed") throw new ApiError(400, status);
      if (status.state === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const { blob, filename } = await api.exportFile(job);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    box.dataset.state = "done";
    toast(`Exported ${filename}`);
  } catch (error) {
    box.dataset.state = "failed";
    notice(describeError(error));
  } finally {
    button.disabled = false;
    box.hidden = true;
  }
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
    help: () => { help.hidden = !help.hidden; },
    close: () => { help.hidden = true; $("export-menu").hidden = true; },
  };
  for (const [id, name] of [["undo", "undo"], ["redo", "redo"], ["save", "save"], ["theme", "theme"], ["help-button", "help"]]) {
    $(id).addEventListener("click", () => actions[name]());
  }
  bindShortcuts(actions);
  fillHelp($("help-table"));
  $("layout").addEventListener("change", (event) => pickLayout(event.target.value));
  help.addEventListener("click", (event) => { if (event.target === help) help.hidden = true; });
  $("export-button").addEventListener("click", () => {
    const menu = $("export-menu");
    menu.hidden = !menu.hidden;
    $("export-button").setAttribute("aria-expanded", String(!menu.hidden));
  });
  $("export-menu").addEventListener("click", (event) => {
    const format = event.target.dataset.format;
    if (format) exportAs(format);
  });
  $("zoom").addEventListener("click", (event) => {
    const scale = Number(event.target.dataset.scale);
    if (!scale) return;
    $("zoom").querySelectorAll("button").forEach((b) => b.setAttribute("aria-checked", String(b === event.target)));
    design.scale = scale;
    $("preview").classList.toggle("hidpi", scale > 1);
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
  controls = new Controls($("controls"), schema, { onChange: optionChanged, onReset: optionReset });
  preview = new Preview(api, {
    image: $("preview"), stage: $("stage"), slider: $("offset"), field: $("offset-field"), ticks: $("ticks"),
    play: $("play"), frames: $("frames"), status: $("status"), strip: $("strip"), stripImage: $("strip-image"),
    stripToggle: $("strip-toggle"), inspectButton: $("inspect"), inspectText: $("inspect-text"),
    inspectPane: document.querySelector("[data-panel=inspect]"), showInspect: () => showTab("inspect"),
  }, { state, onOffset: setOffset, onError: previewError });
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
  try {
    const fromUrl = await decodeDesign(session.config, location.hash);
    if (fromUrl) {
      design.config = fromUrl.config;
      design.offset = fromUrl.offset;
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
