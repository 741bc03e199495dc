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

const design = { config: null, resolved: null, baseline: null, offset: 0, scale: 1 };
let session = null;
let api = null;
let controls, preview, yamlPane, codePane, compare;
const history = new History();

const state = () => design;

function notice(text, kind = "error") {
  const box = $("notice");
  box.hidden = !text;
  box.textContent = text || "";
  box.dataset.kind = kind;
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
    try { yamlPane.show((await api.yaml(design.config)).yaml); } catch (error) { yamlPane.showError(error); }
  }, 150);
}

/**
 * Refreshes everything derived from the config: the preview first; the YAML and Swift only
 * while their tab is shown (else when it is opened), so the server's time goes to the picture.
 */
function configChanged({ rebuild = false, yaml = true } = {}) {
  if (rebuild) controls.render(design.resolved, design.baseline);
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
  history.record({ config: design.config, resolved: design.resolved }, structural ? null : path.join("."));
  design.config = setPath(design.config, path, value, design.resolved);
  design.resolved = setPath(design.resolved, path, value);
  if (structural) {
    try {
      const answer = await api.resolve(design.config);
      design.resolved = answer.resolved;
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
  configChanged({ rebuild: true });
}

async function pickLayout(name) {
  try {
    const preset = await api.preset(name);
    history.record({ config: design.config, resolved: design.resolved });
    design.config = session.file ? { extends: name } : clone(preset.config);
    design.resolved = preset.resolved;
    design.baseline = clone(preset.resolved);
    configChanged({ rebuild: true });
  } catch (error) {
    notice(describeError(error));
  }
}

function yamlParsed(answer) {
  history.record({ config: design.config, resolved: design.resolved });
  design.config = answer.config;
  design.resolved = answer.resolved;
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

async function save() {
  try {
    const answer = await api.save(design.config);
    yamlPane.show(answer.yaml, true);
    toast(`Saved ${answer.saved}`);
    $("file").textContent = answer.saved.split("/").pop();
  } catch (error) {
    notice(describeError(error));
  }
}

async function exportAs(format) {
  $("export-menu").hidden = true;
  toast(`Rendering ${format}…`);
  try {
    const { blob, filename } = await api.export(design.config, format);
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    toast(`Exported ${filename}`);
  } catch (error) {
    notice(describeError(error));
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
    save,
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
    $(id).addEventListener("click", actions[name]);
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
  }, { state, onOffset: setOffset, onError: (error) => notice(error ? describeError(error) : null) });
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
  if (!session.config) {
    yamlPane.showError(new ApiError(400, session.error || { problem: "the config does not load" }));
    return;
  }
  design.config = clone(session.config);
  design.resolved = clone(session.resolved);
  design.baseline = clone(session.resolved);
  try {
    const fromUrl = await decodeDesign(session.config, location.hash);
    if (fromUrl) {
      design.config = fromUrl.config;
      design.offset = fromUrl.offset;
      design.resolved = (await api.resolve(design.config)).resolved;
    }
  } catch (error) {
    notice(`The design in the URL could not be read (${describeError(error)}); showing the file instead.`);
  }
  configChanged({ rebuild: true, yaml: Boolean(location.hash) });
}

start();
