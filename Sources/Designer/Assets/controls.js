// The option form, generated from the JSON Schema: one row per option (label, control, the
// schema's description as help, a reset to the layout's value), grouped in collapsible sections
// the way the config file nests them. Rebuilt from `resolved` after anything structural; a slider
// drag only reports values.

import { describe, inlineRefs, alternativeLabel, chosenAlternative, starterValue, matches } from "./schema.js";
import { getPath, equal } from "./values.js";
import { curveShape, curvePlot } from "./curves.js";
import {
  element, numberWidget, pairWidget, vectorWidget, toggleWidget, choiceWidget, enumWidget,
  colourWidget, coloursWidget, textWidget, stringsWidget, jsonWidget,
} from "./widgets.js";

const pathKey = (path) => path.join(".");
const HIDDEN = new Set(["extends"]);
const TOP_SECTION = "general";

/** The generated form. `onChange(path, value, structural)` and `onReset(path)` report edits. */
export class Controls {
  constructor(container, schema, { onChange, onReset }) {
    this.container = container;
    this.schema = inlineRefs(schema);
    this.onChange = onChange;
    this.onReset = onReset;
    this.collapsed = new Set(["output", "paging", "overlay", "menu", "pageViewController", "pageControl", "timeline"]);
    this.rows = new Map();
    this.openItems = new Set();
  }

  /**
   * Rebuilds the form for `resolved`, marking values that differ from `baseline`. `effective`
   * (the server's answer) has what the renderer uses for every option, so an option the config
   * leaves out shows that default, marked as such, instead of an empty control.
   */
  render(resolved, baseline, effective = null) {
    if (baseline !== this.baseline) {
      // Another layout: the sections it sets (a menu, a page curl, an overlay) open, as the
      // part a person picked it for.
      for (const key of ["menu", "overlay", "pageViewController", "pageControl"]) {
        if (resolved && resolved[key] !== null && resolved[key] !== undefined) this.collapsed.delete(key);
      }
    }
    this.resolved = resolved;
    this.baseline = baseline;
    this.effective = effective;
    this.rows = new Map();
    const scroll = this.container.scrollTop;
    const properties = this.schema.properties || {};
    const general = element("div", { class: "rows" });
    const sections = [];
    for (const [key, node] of Object.entries(properties)) {
      if (HIDDEN.has(key)) continue;
      const desc = describe(node, key);
      const inner = desc.kind === "optional" ? desc.inner : desc;
      if (inner.kind === "group" || (desc.kind === "optional" && inner.kind === "group") ||
          key === "effect" || key === "timeline" || key === "card") {
        sections.push(this.section(key, desc, [key]));
      } else {
        general.append(this.row(desc, [key]));
      }
    }
    this.container.replaceChildren(this.sectionElement(TOP_SECTION, "General", general), ...sections);
    this.container.scrollTop = scroll;
  }

  /**
   * The value at `path` as the config resolves it, else the renderer's default (`isDefault`):
   * from the server's `effective` answer, or the schema's `default` (inside layers and actions,
   * whose keys start from fixed values).
   */
  current(path, node = null) {
    const value = getPath(this.resolved, path);
    if (value !== undefined) return { value, isDefault: false };
    let fallback = this.effective ? getPath(this.effective, path) : undefined;
    if (fallback === undefined && node && node.default !== undefined) fallback = node.default;
    return { value: fallback, isDefault: fallback !== undefined };
  }

  sectionElement(id, title, body, extra = null) {
    const details = element("details", { class: "section", "data-section": id, ".open": !this.collapsed.has(id) },
      element("summary", {}, element("span", { class: "section-title" }, title), extra), body);
    details.addEventListener("toggle", () => {
      if (details.open) this.collapsed.delete(id);
      else this.collapsed.add(id);
    });
    return details;
  }

  section(key, desc, path) {
    const { value } = this.current(path);
    if (desc.kind === "optional") {
      const on = value !== null && value !== undefined;
      const toggle = toggleWidget(on, (next) => this.switchOptional(desc, path, next), `${key} on`);
      toggle.addEventListener("click", (event) => event.stopPropagation());
      const body = element("div", { class: "rows" },
        element("p", { class: "help" }, desc.node.description || ""),
        on ? this.value(desc.inner, value, path) : element("p", { class: "off" }, "off (null)"));
      return this.sectionElement(key, key, body, toggle);
    }
    const body = element("div", { class: "rows" }, element("p", { class: "help" }, desc.node.description || ""),
      this.value(desc, value, path));
    return this.sectionElement(key, key, body);
  }

  /** One labelled option: head (name, changed dot, reset), control, help text. */
  row(desc, path, name = path[path.length - 1]) {
    const { value, isDefault } = this.current(path, desc.node);
    const base = getPath(this.baseline, path);
    const changed = base !== undefined && !equal(value, base);
    const reset = element("button", { type: "button", class: "reset", title: `reset to the layout's value: ${JSON.stringify(base)}`,
      "aria-label": `reset ${name}`, ".disabled": !changed }, "↺");
    reset.addEventListener("click", () => this.onReset(path));
    let control;
    if (desc.kind === "optional") {
      const on = value !== null && value !== undefined;
      control = element("div", { class: "optional" },
        toggleWidget(on, (next) => this.switchOptional(desc, path, next), `${name} on`),
        on ? this.value(desc.inner, value, path, name) : element("span", { class: "off" }, "null"));
    } else {
      control = this.value(desc, value, path, name);
    }
    const row = element("div", { class: `option${changed ? " changed" : ""}${isDefault ? " default" : ""}`, "data-path": pathKey(path), "data-kind": desc.kind },
      element("div", { class: "option-head" }, element("span", { class: "name" }, String(name)),
        isDefault ? element("span", { class: "default-note", title: `not set in the config: the renderer uses ${JSON.stringify(value)}` }, "default") : null,
        element("span", { class: "dot", title: "changed from the layout's value" }), reset),
      control,
      desc.node.description ? element("p", { class: "help" }, desc.node.description) : null);
    this.rows.set(pathKey(path), { row, reset, base });
    const reason = this.inapplicable(desc.node, path);
    if (reason && reason.startsWith("applies only when type ")) {
      // A field of another kind of layer (a rect's `font`): not shown at all.
      row.hidden = true;
      row.dataset.hiddenBecause = reason;
    } else if (reason) {
      row.classList.add("inapplicable");
      row.querySelectorAll("input, select, button, textarea").forEach((control) => { control.disabled = true; });
      row.querySelector(".option-head").after(element("p", { class: "reason" }, reason));
    }
    return row;
  }

  /** Why an option does nothing in this scene (`x-flipbook-when` names the sibling it needs), or null. */
  inapplicable(node, path) {
    const when = node && node["x-flipbook-when"];
    if (!when) return null;
    for (const [key, values] of Object.entries(when)) {
      const sibling = this.current([...path.slice(0, -1), key]).value;
      const current = sibling === undefined || sibling === null ? null : sibling;
      if (current !== null && !values.includes(current)) {
        return `applies only when ${key} is ${values.join(" or ")} (here ${current})`;
      }
    }
    return null;
  }

  switchOptional(desc, path, on) {
    const base = getPath(this.baseline, path);
    const next = on ? (base !== null && base !== undefined ? base : starterValue(desc.inner.node)) : null;
    this.onChange(path, next, true);
  }

  /**
   * Marks the option a problem is about (`key`, a config key path such as `effect.scale.minScale`
   * or `overlay.pages[0][1].x`) with the problem under it; null clears the mark.
   */
  markProblem(key, text) {
    this.container.querySelectorAll(".option.problem").forEach((row) => {
      row.classList.remove("problem");
      row.querySelector(".problem-text")?.remove();
    });
    if (!key) return;
    const parts = key.replace(/\[(\d+)\]/g, ".$1").split(".");
    // The nearest row shown for the key or one of its parents (a pair's component is its pair).
    for (let length = parts.length; length > 0; length -= 1) {
      const row = this.container.querySelector(`.option[data-path="${CSS.escape(parts.slice(0, length).join("."))}"]`);
      if (!row) continue;
      row.classList.add("problem");
      row.append(element("p", { class: "field-error problem-text" }, text));
      return;
    }
  }

  /** Marks a row changed or not after a value change that did not rebuild the form. */
  mark(path, value) {
    const entry = this.rows.get(pathKey(path));
    if (!entry) return;
    const changed = entry.base !== undefined && !equal(value, entry.base);
    entry.row.classList.toggle("changed", changed);
    // A default once edited is the config's own value.
    entry.row.classList.remove("default");
    entry.row.querySelector(":scope > .option-head > .default-note")?.remove();
    entry.reset.disabled = !changed;
  }

  /** The control for a value of any kind (groups and lists recurse into rows). */
  value(desc, value, path, name = path[path.length - 1]) {
    const ctx = {
      path, name: String(name), baseline: getPath(this.baseline, path),
      change: (next, structural = false) => {
        this.mark(path, next);
        this.onChange(path, next, structural);
      },
    };
    switch (desc.kind) {
      case "number": return numberWidget(desc, value, ctx, null, ctx.baseline);
      case "pair": return pairWidget(desc, value, ctx);
      case "vector": return vectorWidget(desc, value, ctx);
      case "boolean": return toggleWidget(value, (next) => ctx.change(next), ctx.name);
      case "enum": return enumWidget(desc, value, ctx);
      case "const": return element("code", {}, JSON.stringify(desc.node.const));
      case "colour": return colourWidget(value, ctx);
      case "colours": return coloursWidget(value, ctx);
      case "text": return textWidget(value, ctx);
      case "strings": return stringsWidget(value, ctx);
      case "curve": return this.curve(desc, value, path, ctx);
      case "choice": return this.choice(desc, value, path, ctx);
      case "optional": return this.row(desc, path, name);
      case "group": return this.group(desc, value, path);
      case "oneKey": return this.oneKey(desc, value, path, ctx);
      case "list": return this.list(desc, value, path, ctx);
      default: return jsonWidget(value, ctx);
    }
  }

  group(desc, value, path) {
    const rows = element("div", { class: "rows nested" });
    for (const [key, node] of Object.entries(desc.properties)) {
      if (node["x-flipbook-alias-of"]) continue; // upstream's other spelling of an option shown under its own name
      const child = describe(node, key);
      const inner = child.kind === "optional" ? child.inner : child;
      if (inner.kind === "group" || inner.kind === "list") {
        rows.append(this.subgroup(key, child, [...path, key]));
      } else {
        rows.append(this.row(child, [...path, key]));
      }
    }
    return rows;
  }

  subgroup(key, desc, path) {
    const id = pathKey(path);
    const { value } = this.current(path);
    const present = value !== null && value !== undefined;
    let extra = null;
    if (desc.kind === "optional") {
      extra = toggleWidget(present, (next) => this.switchOptional(desc, path, next), `${key} on`);
      extra.addEventListener("click", (event) => event.stopPropagation());
    }
    const inner = desc.kind === "optional" ? desc.inner : desc;
    let absent = element("p", { class: "off" }, "off (null)");
    if (!present && desc.kind !== "optional") {
      // Not written and not nullable (an action's fromOrigin): a button writes a starting value.
      const add = element("button", { type: "button", class: "small" }, `+ ${key}`);
      add.addEventListener("click", () => this.onChange(path, starterValue(desc.node), true));
      absent = element("p", { class: "off" }, "not set ", add);
    }
    const body = element("div", { class: "rows" },
      desc.node.description ? element("p", { class: "help" }, desc.node.description) : null,
      present ? this.value(inner, value, path, key) : absent);
    const details = element("details", { class: "subgroup", "data-path": id, ".open": !this.collapsed.has(id) },
      element("summary", {}, element("span", { class: "section-title" }, key), extra), body);
    details.addEventListener("toggle", () => (details.open ? this.collapsed.delete(id) : this.collapsed.add(id)));
    return details;
  }

  /** One of several shapes (`card.fill`: palette, a colour, a gradient…): segmented + its control. */
  choice(desc, value, path, ctx) {
    const alts = desc.alts;
    const chosen = chosenAlternative(value, alts);
    const labels = alts.map(alternativeLabel);
    const indices = alts.map((_, i) => i);
    const picker = choiceWidget(indices, chosen, (index) => {
      const base = ctx.baseline;
      ctx.change(base !== undefined && matches(base, alts[index]) ? base : starterValue(alts[index]), true);
    }, `${ctx.name} kind`, labels);
    const inner = describe(alts[chosen], desc.key);
    const body = inner.kind === "const" || inner.kind === "enum" && alts.length > 1 && inner.values.length === 1
      ? null : this.value(inner, value, path, ctx.name);
    return element("div", { class: "choice" }, picker, body);
  }

  /** A timing curve: a named curve (select + plot), a cubic Bézier or a spring. */
  curve(desc, value, path, ctx) {
    const alts = desc.alts;
    const chosen = chosenAlternative(value, alts);
    const plot = element("span", { class: "plot" }, curvePlot(curveShape(value)));
    const kinds = choiceWidget(alts.map((_, i) => i), chosen, (index) => ctx.change(starterValue(alts[index]), true),
      `${ctx.name} kind`, alts.map((alt) => (alt.enum ? "named" : alt.type === "array" ? "bézier" : "spring")));
    let body;
    if (alts[chosen].enum) {
      body = choiceWidget(alts[chosen].enum, value, (next) => {
        plot.replaceChildren(curvePlot(curveShape(next)));
        ctx.change(next);
      }, ctx.name);
    } else {
      body = this.value(describe(alts[chosen], desc.key), value, path, ctx.name);
    }
    return element("div", { class: "curve" }, element("div", { class: "curve-head" }, kinds, plot), body);
  }

  /** An object with exactly one key (the effect: scale, stack or snapshot). */
  oneKey(desc, value, path, ctx) {
    const keys = Object.keys(desc.properties);
    const current = value && typeof value === "object" ? Object.keys(value).find((k) => keys.includes(k)) : undefined;
    const picker = choiceWidget(keys, current, (key) => {
      const base = ctx.baseline && typeof ctx.baseline === "object" && key in ctx.baseline ? ctx.baseline : { [key]: {} };
      ctx.change(base, true);
    }, `${ctx.name} kind`);
    const inner = current ? describe(desc.properties[current], current) : null;
    return element("div", { class: "one-key" }, picker,
      inner ? this.value(inner, value[current], [...path, current], current) : null);
  }

  /**
   * A list of objects (layers, actions, pages of layers, steps) as a tree: each item a
   * collapsible node named for what it is ("phone (rect)", "rotate", "page 2 · 3 layers") with
   * move up/down and remove; inside a layer, its actions are the next level. Adds at the end.
   */
  list(desc, value, path, ctx) {
    const items = Array.isArray(value) ? value : [];
    const wrap = element("div", { class: "list tree" });
    const item = describe(desc.item, desc.key);
    const noun = singular(String(desc.key || ctx.name));
    const move = (from, to) => {
      const next = [...items];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      ctx.change(next, true);
    };
    items.forEach((entry, index) => {
      const id = `${pathKey(path)}.${index}`;
      const button = (text, label, action, disabled = false) => {
        const b = element("button", { type: "button", class: "small icon-button", "aria-label": `${label} ${noun} ${index + 1}`,
          title: `${label}`, ".disabled": disabled }, text);
        b.addEventListener("click", (event) => { event.preventDefault(); event.stopPropagation(); action(); });
        return b;
      };
      const label = itemLabel(noun, entry, index);
      const node = element("details", { class: "list-item", "data-path": id, ".open": this.openItems.has(id) },
        element("summary", { class: "list-head" }, element("span", { class: "item-label" }, label),
          element("span", { class: "spacer" }),
          button("↑", "move up", () => move(index, index - 1), index === 0),
          button("↓", "move down", () => move(index, index + 1), index === items.length - 1),
          button("✕", "remove", () => ctx.change(items.filter((_, i) => i !== index), true))),
        this.value(item, entry, [...path, index], label));
      node.addEventListener("toggle", () => (node.open ? this.openItems.add(id) : this.openItems.delete(id)));
      wrap.append(node);
    });
    const add = element("button", { type: "button", class: "small" }, `+ ${noun}`);
    add.addEventListener("click", () => ctx.change([...items, starterValue(desc.item)], true));
    wrap.append(add);
    return wrap;
  }
}

const ACTIONS = ["move", "size", "frame", "fade", "rotate", "scale", "group"];

/** `layers` → `layer`, `pages` → `page`, `actions` → `action`, `steps` → `step`. */
function singular(name) {
  const last = name.replace(/\[\d+\]$/, "").split(".").pop();
  return last.endsWith("s") ? last.slice(0, -1) : last;
}

/** What a list item is, in a person's words: its id and type, its action, or its place. */
function itemLabel(noun, entry, index) {
  if (Array.isArray(entry)) {
    const count = entry.length;
    return `${noun} ${index + 1} · ${count} ${count === 1 ? "layer" : "layers"}`;
  }
  if (entry && typeof entry === "object") {
    if (entry.id || entry.type) return [entry.id, entry.type ? `(${entry.type})` : null].filter(Boolean).join(" ");
    const action = Object.keys(entry).find((key) => ACTIONS.includes(key));
    if (action) return `${action}${entry.parameters ? " · with parameters" : ""}`;
  }
  return `${noun} ${index + 1}`;
}
