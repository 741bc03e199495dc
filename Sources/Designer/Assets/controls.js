// The option form, generated from the JSON Schema: one row per option (label, control, the
// schema's description as help, a reset to the layout's value), grouped in collapsible sections
// the way the config file nests them. Rebuilt from `resolved` after anything structural; a slider
// drag only reports values.

import { describe, inlineRefs, alternativeLabel, chosenAlternative, starterValue, matches, curveKind, curveStarter } from "./schema.js";
import { getPath, equal, renumbered } from "./values.js";
import { curveShape, curvePlot } from "./curves.js";
import { distinguishNames, itemLabel, singular } from "./labels.js";
import {
  element, numberWidget, pairWidget, vectorWidget, toggleWidget, choiceWidget, enumWidget,
  colourWidget, coloursWidget, textWidget, stringsWidget, jsonWidget,
} from "./widgets.js";

const pathKey = (path) => path.join(".");
const HIDDEN = new Set(["extends"]);
const TOP_SECTION = "general";

/**
 * The generated form. `onChange(path, value, structural)` and `onReset(path)` report edits;
 * `now()` is the resolved config as it is now (edits since the form was built included), which
 * the tree's ↑ ↓ ✕ and + start from.
 */
export class Controls {
  constructor(container, schema, { onChange, onReset, now }) {
    this.container = container;
    this.schema = inlineRefs(schema);
    this.onChange = onChange;
    this.onReset = onReset;
    this.now = now;
    this.collapsed = new Set(["output", "paging", "overlay", "menu", "pageViewController", "pageControl", "timeline"]);
    this.rows = new Map();
    // The option names a sibling bound involves (`minScale`, `maxScale`): a change to one checks them.
    this.bounded = new Set();
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
    this.bounded = new Set();
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
    distinguishNames(this.container);
    this.checkOrder();
  }

  /**
   * A warning under each option the schema bounds by a sibling (`x-flipbook-atMost`: `{key, why}`)
   * while its value is above the sibling's: `minScale` above `maxScale`, where upstream clamps to
   * maxScale last, so every card is drawn at maxScale and the slider seems to do nothing. The
   * values stay allowed, as upstream allows them.
   */
  checkOrder() {
    for (const { row, node, path } of this.rows.values()) {
      const bound = node && node["x-flipbook-atMost"];
      if (!bound) continue;
      row.querySelector(".order-warning")?.remove();
      const low = this.current(path).value, high = this.current([...path.slice(0, -1), bound.key]).value;
      if (typeof low === "number" && typeof high === "number" && low > high) {
        row.append(element("p", { class: "field-error order-warning", role: "status" },
          `${path[path.length - 1]} ${low} is above ${bound.key} ${high}: ${bound.why}`));
      }
    }
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
    if (fallback === undefined && node) fallback = documentedDefault(node);
    return { value: fallback, isDefault: fallback !== undefined };
  }

  sectionElement(id, title, body, extra = null) {
    const details = element("details", { class: "section", "data-section": id, ".open": !this.collapsed.has(id) },
      element("summary", {}, element("span", { class: "section-title" }, title)), body);
    details.addEventListener("toggle", () => {
      if (details.open) this.collapsed.delete(id);
      else this.collapsed.add(id);
    });
    return withTools(details, extra, id);
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
    this.rows.set(pathKey(path), { row, reset, base, node: desc.node, path });
    const bound = desc.node && desc.node["x-flipbook-atMost"];
    if (bound) this.bounded.add(String(name)).add(bound.key);
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
    let next = on ? (base !== null && base !== undefined ? base : starterValue(desc.inner.node)) : null;
    // Limiting the visible cards starts at all of them (the schema's smallest, 1, hid every other).
    if (on && next === starterValue(desc.inner.node) && path[path.length - 1] === "numberOfVisibleItems") {
      const count = Number(getPath(this.resolved, ["itemCount"]));
      if (Number.isInteger(count) && count > 0) next = count;
    }
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

  /**
   * The list at `path` was reordered (`order[i]`: the old position of the item now at `i`, null
   * for a new one): the open items and collapsed groups inside it follow their items, so a moved
   * layer stays open and the one it passed stays as it was.
   */
  reorder(path, order) {
    this.openItems = renumbered(this.openItems, pathKey(path), order);
    this.collapsed = renumbered(this.collapsed, pathKey(path), order);
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
      change: (next, structural = false, order = null) => {
        this.mark(path, next);
        this.onChange(path, next, structural, order);
        if (this.bounded.has(String(path[path.length - 1])) && this.now) {
          this.resolved = this.now();
          this.checkOrder();
        }
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
        // A sub-map of another kind of layer (a gradient's `start` in a rect): not shown at all.
        const reason = this.inapplicable(child.node, [...path, key]) ?? this.inapplicable(inner.node, [...path, key]);
        if (reason && reason.startsWith("applies only when type ")) continue;
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
      element("summary", {}, element("span", { class: "section-title" }, key)), body);
    details.addEventListener("toggle", () => (details.open ? this.collapsed.delete(id) : this.collapsed.add(id)));
    return withTools(details, extra, id);
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

  /** A timing curve: a named curve (select + plot), a cubic Bézier or a spring; an action's
   * timing function may also be a formula of x or [x, y] points (`curveKind`). */
  curve(desc, value, path, ctx) {
    const alts = desc.alts;
    const chosen = chosenAlternative(value, alts);
    const plot = element("span", { class: "plot" }, curvePlot(curveShape(value)));
    const kinds = choiceWidget(alts.map((_, i) => i), chosen, (index) => ctx.change(curveStarter(alts[index]), true),
      `${ctx.name} kind`, alts.map(curveKind));
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
    // A page of an overlay is a list of layers: its items are layers, not pages.
    const nested = typeof path[path.length - 1] === "number";
    const noun = nested ? "layer" : singular(String(desc.key || ctx.name));
    // Every action starts from the list as it is now, with the edits made since the form was built.
    const current = () => {
      const now = this.now ? getPath(this.now(), path) : undefined;
      return Array.isArray(now) ? now : items;
    };
    // A move, a removal or an addition changes only the order: `order[i]` is where the item now
    // at `i` was (null: new), so each item keeps its own baseline and open state (`reorder`).
    const change = (next, order) => {
      this.reorder(path, order);
      ctx.change(next, true, order);
    };
    const positions = () => current().map((_, i) => i);
    const move = (from, to) => {
      const next = [...current()], order = positions();
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      order.splice(to, 0, ...order.splice(from, 1));
      change(next, order);
    };
    items.forEach((entry, index) => {
      const id = `${pathKey(path)}.${index}`;
      const label = itemLabel(noun, entry, index);
      const where = `${noun} ${index + 1}${label === `${noun} ${index + 1}` ? "" : ` (${label})`}${nested ? ` of ${ctx.name}` : ""}`;
      const button = (text, action, verb, disabled = false) => {
        const b = element("button", { type: "button", class: "small icon-button", "aria-label": `${verb} ${where}`,
          title: verb, ".disabled": disabled }, text);
        b.addEventListener("click", (event) => { event.preventDefault(); event.stopPropagation(); action(); });
        return b;
      };
      const node = element("details", { class: "list-item", "data-path": id, ".open": this.openItems.has(id) },
        element("summary", { class: "list-head" }, element("span", { class: "item-label" }, label)),
        this.value(item, entry, [...path, index], label));
      node.addEventListener("toggle", () => (node.open ? this.openItems.add(id) : this.openItems.delete(id)));
      wrap.append(withTools(node, [
        button("↑", () => move(index, index - 1), "move up", index === 0),
        button("↓", () => move(index, index + 1), "move down", index === items.length - 1),
        button("✕", () => change(current().filter((_, i) => i !== index), positions().filter((i) => i !== index)), "remove"),
      ], id));
    });
    const add = element("button", { type: "button", class: "small", "aria-label": `add a ${noun}${nested ? ` to ${ctx.name}` : ""}` }, `+ ${noun}`);
    add.addEventListener("click", () => change([...current(), starterValue(desc.item)], [...positions(), null]));
    wrap.append(add);
    return wrap;
  }
}

/**
 * The default an enum option's description states ("exact (default) or pvview", "horizontal or
 * vertical (default horizontal)") when neither the renderer's answer nor the schema has one: the
 * options whose defaults `effective` cannot spell (the timeline, paging, an overlay's direction).
 * Only one of the enum's own values is taken.
 */
function documentedDefault(node) {
  const values = node.enum || (node.anyOf || []).flatMap((alt) => alt.enum || []);
  const text = node.description || "";
  const stated = /([\w.]+) \(default\b/.exec(text)?.[1] ?? /\(default ([\w.]+)\)/.exec(text)?.[1];
  return stated !== undefined && values.includes(stated) ? stated : undefined;
}

/**
 * `details` with `tools` (a section's switch, a tree node's ↑ ↓ ✕) on its summary's line but
 * outside the summary, which must hold no other control (a summary is itself a button).
 */
function withTools(details, tools, id) {
  const list = [tools].flat().filter(Boolean);
  if (!list.length) return details;
  return element("div", { class: "disclosure" }, details, element("div", { class: "summary-tools", "data-tools-for": id }, ...list));
}
