// What the form calls things: a list item's label in a person's words, the noun of a list's
// items, and accessible names made distinct where the same name repeats.

/**
 * Controls whose accessible names repeat (an `x` in every layer, a `size` in each font) get the
 * names of the list items they are in, else their option's key path, so a screen reader tells
 * them apart ("x, bubble (circle), page 1 · 5 layers"; "reset size, card.subtitleFont.size").
 */
export function distinguishNames(container) {
  const byName = new Map();
  for (const control of container.querySelectorAll("[aria-label]")) {
    const name = control.getAttribute("aria-label");
    if (!byName.has(name)) byName.set(name, []);
    byName.get(name).push(control);
  }
  for (const [name, controls] of byName) {
    if (controls.length < 2) continue;
    for (const control of controls) {
      const places = [];
      for (let item = control.closest(".list-item"); item; item = item.parentElement?.closest(".list-item")) {
        places.push(item.querySelector(":scope > summary .item-label")?.textContent || "");
      }
      const option = control.closest("[data-path]")?.dataset.path;
      if (places.length) control.setAttribute("aria-label", `${name}, ${places.join(", ")}`);
      else if (option) control.setAttribute("aria-label", `${name}, ${option}`);
    }
  }
}

const ACTIONS = ["move", "size", "frame", "fade", "rotate", "scale", "group"];

/** `layers` → `layer`, `pages` → `page`, `actions` → `action`, `steps` → `step`. */
export function singular(name) {
  const last = name.replace(/\[\d+\]$/, "").split(".").pop();
  return last.endsWith("s") ? last.slice(0, -1) : last;
}

/** What a list item is, in a person's words: its id and type, its action or step, or its place. */
export function itemLabel(noun, entry, index) {
  // A script step is named for its kind: `release`, or the one key of `{drag: {…}}`.
  if (noun === "step") {
    const kind = typeof entry === "string" ? entry : entry && typeof entry === "object" ? Object.keys(entry)[0] : undefined;
    if (kind) return kind;
  }
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
