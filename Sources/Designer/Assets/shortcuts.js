// Keyboard shortcuts (listed in the ? overlay, built from the same table) and the colour theme:
// the system's (prefers-color-scheme) until the toggle picks light or dark, remembered locally.

/** `[keys shown, description, test(event), action name]`: the one list the overlay shows. */
export const SHORTCUTS = [
  ["Ctrl Z", "undo", (e) => mod(e) && !e.shiftKey && key(e, "z") && !editing(e.target), "undo"],
  ["Ctrl Shift Z / Ctrl Y", "redo", (e) => mod(e) && ((e.shiftKey && key(e, "z")) || key(e, "y")) && !editing(e.target), "redo"],
  ["Ctrl S", "save the config file", (e) => mod(e) && key(e, "s"), "save"],
  ["Space", "play / pause the timeline", (e) => free(e) && e.key === " ", "play"],
  ["← →", "previous / next timeline frame", (e) => free(e) && (e.key === "ArrowLeft" || e.key === "ArrowRight"), "step"],
  ["P", "pin the current options as A (compare)", (e) => plain(e) && key(e, "p"), "pin"],
  ["S", "show / hide the strip", (e) => plain(e) && key(e, "s"), "strip"],
  ["I", "inspect JSON of this frame", (e) => plain(e) && key(e, "i"), "inspect"],
  ["D", "dark / light theme", (e) => plain(e) && key(e, "d"), "theme"],
  ["?", "this list", (e) => plain(e) && e.key === "?", "help"],
  ["Esc", "close this list", (e) => e.key === "Escape" && !editing(e.target), "close"],
];

const mod = (e) => e.ctrlKey || e.metaKey;
const key = (e, letter) => e.key.toLowerCase() === letter;
const plain = (e) => !mod(e) && !e.altKey && !editing(e.target);
// Text, number and search fields, menus, the YAML pane, anything editable (a slider, switch or
// colour well is not: letters there are still shortcuts).
// Space and the arrows belong to whatever control has focus (a slider, a button, a switch).
const free = (e) => !mod(e) && !e.altKey && !(e.target instanceof HTMLElement && e.target.closest("input, textarea, select, button, summary, [contenteditable]"));
const editing = (target) => target instanceof HTMLElement &&
  (target.isContentEditable || target.tagName === "TEXTAREA" || target.tagName === "SELECT" ||
   (target.tagName === "INPUT" && !["range", "checkbox", "color", "button"].includes(target.type)));

/**
 * Routes key presses to `actions[name](event)`. Keys typed into a text field, a number field, a
 * menu or the YAML pane are theirs: only Ctrl/⌘ S (save) fires there (undo is the field's own).
 */
export function bindShortcuts(actions) {
  document.addEventListener("keydown", (event) => {
    for (const [, , test, name] of SHORTCUTS) {
      if (!test(event)) continue;
      event.preventDefault();
      actions[name](event);
      return;
    }
  });
}

/** Fills the help overlay's table from SHORTCUTS. */
export function fillHelp(table) {
  table.replaceChildren(...SHORTCUTS.map(([keys, description]) => {
    const row = document.createElement("tr");
    const cell = document.createElement("td");
    cell.append(...keys.split(" ").map((part) => {
      if (part === "/") return " / ";
      const kbd = document.createElement("kbd");
      kbd.textContent = part;
      return kbd;
    }));
    const text = document.createElement("td");
    text.textContent = description;
    row.append(cell, text);
    return row;
  }));
}

/** The theme: "light", "dark" or null (follow the system), kept in localStorage. */
export function applyTheme(theme) {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  try {
    if (theme) localStorage.setItem("flipbook-theme", theme);
    else localStorage.removeItem("flipbook-theme");
  } catch { /* storage may be off; the theme still applies */ }
}

export function storedTheme() {
  try { return localStorage.getItem("flipbook-theme"); } catch { return null; }
}

/** Flips between light and dark, starting from what is on screen now. */
export function toggleTheme() {
  const dark = document.documentElement.dataset.theme
    ? document.documentElement.dataset.theme === "dark"
    : matchMedia("(prefers-color-scheme: dark)").matches;
  applyTheme(dark ? "light" : "dark");
}
