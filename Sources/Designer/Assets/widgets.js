// The leaf controls: each takes a control description (schema.js), the current value and a
// context `{path, change(value, structural), baseline}` and returns its element. A widget only
// reports values; controls.js decides what a change means for the config.

import { rangeFor, angleValue, outOfRange, logPosition, logValue, logSteps } from "./schema.js";
import { curveShape, curvePlot } from "./curves.js";

/** `document.createElement` with attributes, properties (keys starting with a dot) and children. */
export function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith(".")) node[name.slice(1)] = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

const round = (value, step) => {
  const digits = Math.max(0, Math.min(6, -Math.floor(Math.log10(step || 1))));
  return Number(value.toFixed(digits));
};

/**
 * Slider + number field. `marker` is the layout's value (drawn as a tick on the track).
 * Angles keep what the user typed ("45deg", "pi/4") and show the value in degrees.
 */
export function numberWidget(desc, value, ctx, label = null, marker = undefined) {
  const numeric = desc.angle ? angleValue(value) : value;
  const range = rangeFor(desc.node, Number.isFinite(numeric) ? numeric : 0, desc.angle);
  // A log slider moves through positions 0…logSteps; the field shows the value.
  const toSlider = (v) => (range.log ? logPosition(range, v) : v);
  const fromSlider = (position) => (range.log ? logValue(range, position) : position);
  const slider = element("input", { type: "range", min: range.log ? 0 : range.min, max: range.log ? logSteps(range) : range.max,
    step: range.log ? 1 : range.step, ".value": Number.isFinite(numeric) ? toSlider(numeric) : (range.log ? 0 : range.min),
    "aria-label": `${ctx.name} ${label || ""}`.trim() });
  if (range.log) slider.dataset.scale = "log";
  const field = element("input", { type: desc.angle ? "text" : "number", class: "number-field",
    step: range.step, ".value": value ?? "", placeholder: "unset", "aria-label": `${ctx.name} ${label || ""} value`.trim(),
    spellcheck: "false" });
  const degrees = desc.angle ? element("span", { class: "unit" }) : null;
  const showDegrees = (radians) => {
    if (degrees) degrees.textContent = Number.isFinite(radians) ? `${round((radians * 180) / Math.PI, 0.1)}°` : "?";
  };
  showDegrees(numeric);
  const wrap = element("div", { class: "number" }, label ? element("span", { class: "axis" }, label) : null,
    element("div", { class: "track" }, slider), field, degrees);
  const markerValue = desc.angle ? angleValue(marker) : marker;
  if (typeof markerValue === "number" && Number.isFinite(markerValue)) {
    const position = range.log ? logPosition(range, markerValue) / logSteps(range) : (markerValue - range.min) / (range.max - range.min);
    if (position >= 0 && position <= 1) {
      const tick = element("span", { class: "default-tick", title: `layout value ${marker}` });
      // Through the CSSOM: the page's Content-Security-Policy refuses style attributes.
      tick.style.left = `${(position * 100).toFixed(2)}%`;
      wrap.querySelector(".track").append(tick);
    }
  }
  // A typed value is sent only when it is complete and valid, on Enter, when the field loses
  // focus, or after a pause in typing; until then (and when it is not) the config keeps the last
  // valid value, and the reason is text beside the field.
  let committed = value;
  const reason = element("span", { class: "field-reason", id: `reason-${(numberWidget.count = (numberWidget.count || 0) + 1)}`, "aria-live": "polite" });
  field.setAttribute("aria-describedby", reason.id);
  wrap.append(reason);
  let pause = null;
  const check = () => {
    const raw = String(field.value).trim();
    if (raw === "" || field.validity?.badInput) return { ok: false, incomplete: true, text: desc.integer ? "type a whole number" : "type a number" };
    const parsed = desc.angle ? angleValue(raw) : Number(raw);
    if (!Number.isFinite(parsed)) return { ok: false, incomplete: /^[-+.]$|e[-+]?$/i.test(raw), text: desc.angle ? "type a number, 45deg or pi/4" : "type a number" };
    if (desc.integer && !Number.isInteger(parsed)) return { ok: false, text: "must be a whole number" };
    const limit = outOfRange(desc.node, parsed);
    if (limit) return { ok: false, text: `must be ${limit}` };
    return { ok: true, value: parsed, written: desc.angle && !/^-?[0-9.]+$/.test(raw) ? raw : parsed };
  };
  const show = (text) => {
    field.classList.toggle("invalid", Boolean(text));
    field.setAttribute("aria-invalid", text ? "true" : "false");
    reason.textContent = text ? `${text}; ${committed === undefined || committed === null ? "not set" : `kept ${committed}`}` : "";
  };
  const commit = () => {
    clearTimeout(pause);
    const result = check();
    if (!result.ok) {
      show(result.text);
      return false;
    }
    show(null);
    if (result.written === committed) return true;
    committed = result.written;
    slider.value = toSlider(result.value);
    showDegrees(result.value);
    ctx.change(result.written);
    return true;
  };
  slider.addEventListener("input", () => {
    const raw = fromSlider(Number(slider.value));
    const next = desc.integer ? Math.round(raw) : range.log ? raw : round(raw, range.step);
    clearTimeout(pause);
    field.value = next;
    committed = next;
    show(null);
    showDegrees(next);
    ctx.change(next);
  });
  field.addEventListener("input", () => {
    clearTimeout(pause);
    const result = check();
    if (result.ok) {
      show(null);
      pause = setTimeout(commit, numberWidget.pauseMs);
    } else {
      // A value still being typed ("", "-", "2.") waits quietly; a wrong one says why at once.
      show(result.incomplete ? null : result.text);
    }
  });
  field.addEventListener("keydown", (event) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape" && String(field.value) !== String(committed ?? "")) {
      event.stopPropagation();
      clearTimeout(pause);
      field.value = committed ?? "";
      show(null);
    }
  });
  field.addEventListener("blur", () => {
    if (commit()) return;
    // Left with a value that cannot be sent: the field shows the kept value again, the reason stays.
    const text = check().text;
    field.value = committed ?? "";
    show(text);
  });
  return wrap;
}

/** How long a typed number waits for another key before it is sent. */
numberWidget.pauseMs = 700;

/**
 * One slider per component of `{x, y}`, `{width, height}`, `{horizontal, vertical}`, `{x, y, z}`;
 * a value written as an array (`[0.1, 0, -0.7]`) is written back as an array.
 */
export function pairWidget(desc, value, ctx) {
  const asArray = Array.isArray(value);
  const current = asArray ? [...value] : { ...(value || {}) };
  const base = ctx.baseline && typeof ctx.baseline === "object" ? ctx.baseline : {};
  const wrap = element("div", { class: "pair" });
  desc.keys.forEach((key, index) => {
    const slot = asArray ? index : key;
    const part = { kind: "number", node: desc.parts[index], key: `${desc.key}.${key}`, integer: desc.parts[index].type === "integer" };
    const baseValue = Array.isArray(base) ? base[index] : base[key];
    wrap.append(numberWidget(part, current[slot], { ...ctx, change: (next) => {
      current[slot] = next;
      ctx.change(asArray ? [...current] : { ...current });
    } }, key, baseValue));
  });
  return wrap;
}

/** A fixed-length list of numbers (translateRatios: x, y, z; a Bézier: x1, y1, x2, y2). */
export function vectorWidget(desc, value, ctx) {
  const names = desc.length === 4 ? ["x1", "y1", "x2", "y2"] : ["x", "y", "z"];
  const current = Array.isArray(value) ? [...value] : new Array(desc.length).fill(0);
  const wrap = element("div", { class: "pair" });
  for (let index = 0; index < desc.length; index += 1) {
    const part = { kind: "number", node: desc.node.items, key: desc.key, integer: false };
    wrap.append(numberWidget(part, current[index], { ...ctx, change: (next) => {
      current[index] = next;
      ctx.change([...current]);
    } }, names[index] || `#${index}`, Array.isArray(ctx.baseline) ? ctx.baseline[index] : undefined));
  }
  return wrap;
}

/** An on/off switch. */
export function toggleWidget(checked, onToggle, label) {
  const input = element("input", { type: "checkbox", role: "switch", ".checked": Boolean(checked), "aria-label": label });
  input.addEventListener("change", () => onToggle(input.checked));
  return element("label", { class: "switch" }, input, element("span", { class: "knob" }));
}

/** Segmented buttons for a few short choices, a select for many. */
export function choiceWidget(values, selected, onSelect, label, names = values.map(String)) {
  const short = values.length <= 4 && names.join("").length <= 34;
  if (!short) {
    const select = element("select", { "aria-label": label },
      values.includes(selected) ? null : element("option", { value: "", disabled: true, ".selected": true }, "unset"),
      ...values.map((v, i) => element("option", { value: i, ".selected": v === selected }, names[i])));
    select.addEventListener("change", () => onSelect(values[Number(select.value)]));
    return select;
  }
  const group = element("div", { class: "segmented", role: "radiogroup", "aria-label": label });
  values.forEach((v, i) => {
    const button = element("button", { type: "button", role: "radio", "aria-checked": v === selected ? "true" : "false" }, names[i]);
    button.addEventListener("click", () => {
      group.querySelectorAll("button").forEach((b) => b.setAttribute("aria-checked", b === button ? "true" : "false"));
      onSelect(v);
    });
    group.append(button);
  });
  radioKeys(group);
  return group;
}

/**
 * A radio group's keyboard use (WAI-ARIA radio group): one Tab stop, the checked button; the
 * arrow keys move the choice to the previous or next button (wrapping), Home and End to the ends.
 */
export function radioKeys(group) {
  const buttons = () => [...group.querySelectorAll("[role=radio]")];
  const tabStops = () => {
    const all = buttons();
    const checked = all.find((b) => b.getAttribute("aria-checked") === "true") || all[0];
    all.forEach((b) => b.setAttribute("tabindex", b === checked ? "0" : "-1"));
  };
  tabStops();
  new MutationObserver(tabStops).observe(group, { subtree: true, childList: true, attributeFilter: ["aria-checked"] });
  group.addEventListener("keydown", (event) => {
    const all = buttons();
    const index = all.indexOf(document.activeElement);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const next = step !== undefined ? (index + step + all.length) % all.length
      : event.key === "Home" ? 0 : event.key === "End" ? all.length - 1 : -1;
    if (index < 0 || next < 0) return;
    event.preventDefault();
    event.stopPropagation();
    all[next].focus();
    all[next].click();
  });
}

/** An enum; a transform curve (`scaleCurve`, `translationCurve`) also gets its plot. */
export function enumWidget(desc, value, ctx) {
  const isCurve = /curve$/i.test(desc.key);
  const plot = element("span", { class: "plot" }, isCurve ? curvePlot(curveShape(value, "transform")) : null);
  const control = choiceWidget(desc.values, value, (next) => {
    if (isCurve) plot.replaceChildren(curvePlot(curveShape(next, "transform")));
    ctx.change(next);
  }, ctx.name);
  return isCurve ? element("div", { class: "curve" }, control, plot) : control;
}

const HEX = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i;

/** A colour picker with an alpha slider and the hex text ("#RRGGBB" or "#RRGGBBAA"). */
export function colourWidget(value, ctx, label = ctx.name) {
  const match = HEX.exec(value || "") || [null, "000000", undefined];
  let rgb = `#${match[1]}`;
  let alpha = match[2] === undefined ? 255 : parseInt(match[2], 16);
  const picker = element("input", { type: "color", ".value": rgb.toLowerCase(), "aria-label": label });
  const alphaSlider = element("input", { type: "range", min: 0, max: 255, step: 1, ".value": alpha, class: "alpha",
    "aria-label": `${label} alpha`, title: "alpha" });
  const text = element("input", { type: "text", class: "hex", ".value": value || "", spellcheck: "false", "aria-label": `${label} hex` });
  const written = () => (alpha === 255 ? rgb : rgb + alpha.toString(16).padStart(2, "0")).toUpperCase();
  const swatch = element("span", { class: "swatch" });
  const paint = () => swatch.style.setProperty("--swatch", written());
  paint();
  picker.addEventListener("input", () => { rgb = picker.value; text.value = written(); paint(); ctx.change(written()); });
  alphaSlider.addEventListener("input", () => { alpha = Number(alphaSlider.value); text.value = written(); paint(); ctx.change(written()); });
  text.addEventListener("input", () => {
    const parsed = HEX.exec(text.value.trim());
    text.classList.toggle("invalid", !parsed);
    if (!parsed) return;
    rgb = `#${parsed[1]}`;
    alpha = parsed[2] === undefined ? 255 : parseInt(parsed[2], 16);
    picker.value = rgb.toLowerCase();
    alphaSlider.value = alpha;
    paint();
    ctx.change(text.value.trim().toUpperCase());
  });
  return element("div", { class: "colour" }, element("span", { class: "swatch-wrap" }, swatch, picker), alphaSlider, text);
}

/** A list of colours (the palette): one picker each, add and remove. */
export function coloursWidget(value, ctx) {
  const colours = Array.isArray(value) ? [...value] : [];
  const wrap = element("div", { class: "colours" });
  colours.forEach((colour, index) => {
    const remove = element("button", { type: "button", class: "icon", title: "remove this colour", "aria-label": `remove colour ${index + 1}` }, "×");
    remove.addEventListener("click", () => ctx.change(colours.filter((_, i) => i !== index), true));
    wrap.append(element("div", { class: "colours-item" }, colourWidget(colour, { ...ctx, change: (next) => {
      colours[index] = next;
      ctx.change([...colours]);
    } }, `${ctx.name} ${index + 1}`), remove));
  });
  const add = element("button", { type: "button", class: "small" }, "+ colour");
  add.addEventListener("click", () => ctx.change([...colours, colours[colours.length - 1] || "#007AFF"], true));
  wrap.append(add);
  return wrap;
}

/** A text field; `nullable` text (title: null) is handled by the optional wrapper. */
export function textWidget(value, ctx) {
  const input = element("input", { type: "text", ".value": value ?? "", spellcheck: "false", "aria-label": ctx.name });
  input.addEventListener("input", () => ctx.change(input.value));
  return input;
}

/** A list of strings, one a line. */
export function stringsWidget(value, ctx) {
  const area = element("textarea", { rows: 3, ".value": (value || []).join("\n"), spellcheck: "false", "aria-label": ctx.name });
  area.addEventListener("input", () => ctx.change(area.value.split("\n").filter((line) => line.length > 0)));
  return area;
}

/** Anything the schema shapes too freely for a form: its JSON, checked as you type. */
export function jsonWidget(value, ctx) {
  const area = element("textarea", { rows: 4, class: "json", ".value": JSON.stringify(value ?? null, null, 1), spellcheck: "false", "aria-label": ctx.name });
  const error = element("p", { class: "field-error" });
  area.addEventListener("input", () => {
    try {
      const parsed = JSON.parse(area.value);
      error.textContent = "";
      area.classList.remove("invalid");
      ctx.change(parsed);
    } catch (problem) {
      error.textContent = problem.message;
      area.classList.add("invalid");
    }
  });
  return element("div", { class: "json-wrap" }, area, error);
}
