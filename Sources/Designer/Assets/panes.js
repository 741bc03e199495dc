// The side panes: the config's YAML (editable, line numbers, errors shown at their line; edits go
// through /api/parse and the controls follow) and the generated Swift (/api/code) in the flavours
// `flipbook code` supports, highlighted by a few regexes, with a copy button.

import { latest } from "./preview.js";
import { radioKeys } from "./widgets.js";

/** The YAML editor. `onParsed({config, resolved}, yaml)` is called for text the server accepts. */
export class YamlPane {
  constructor(api, { text, gutter, error }, onParsed) {
    this.api = api;
    this.text = text;
    this.gutter = gutter;
    this.errorBox = error;
    this.onParsed = onParsed;
    this.parse = latest(250, (signal) => this.parseNow(signal));
    // Whether the text is the user's own typing rather than what the designer last showed.
    this.typed = false;
    text.addEventListener("input", () => {
      this.typed = true;
      this.numberLines();
      this.parse();
    });
    text.addEventListener("scroll", () => { gutter.scrollTop = text.scrollTop; });
    new ResizeObserver(() => this.numberLines()).observe(text);
    error.addEventListener("click", () => { if (this.errorLine) this.goToLine(this.errorLine); });
    text.addEventListener("keydown", (event) => {
      // Esc leaves the editor (to its tab), so Tab, which indents here, never traps the keyboard.
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        document.querySelector("[role=tab][data-tab=yaml]")?.focus();
        return;
      }
      if (event.key !== "Tab" || event.shiftKey) return;
      event.preventDefault();
      text.setRangeText("  ", text.selectionStart, text.selectionEnd, "end");
      this.typed = true;
      this.numberLines();
      this.parse();
    });
  }

  /** Shows `yaml` unless the user is typing in the pane (their text wins). */
  show(yaml, force = false) {
    if (!force && (document.activeElement === this.text || this.typed)) return;
    if (this.text.value !== yaml) this.text.value = yaml;
    this.typed = false;
    this.numberLines();
    this.showError(null);
  }

  /**
   * The gutter's line numbers. The pane wraps long lines, so each number's box is as tall as its
   * line's wrapped rows, measured on a hidden copy of the text at the pane's width.
   */
  numberLines() {
    const lines = this.text.value.split("\n");
    const bad = this.errorLine;
    if (!this.measure) {
      this.measure = document.createElement("div");
      this.measure.className = "yaml-measure";
      document.body.append(this.measure);
    }
    const style = getComputedStyle(this.text);
    const width = this.text.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    this.measure.style.width = `${Math.max(width, 20)}px`;
    this.measure.replaceChildren(...lines.map((line) => {
      const row = document.createElement("div");
      row.textContent = line || " ";
      return row;
    }));
    const heights = [...this.measure.children].map((row) => row.getBoundingClientRect().height);
    this.gutter.replaceChildren(...lines.map((_, index) => {
      const number = document.createElement("div");
      const line = index + 1;
      if (line === bad) {
        const mark = document.createElement("span");
        mark.className = "bad";
        mark.textContent = String(line);
        number.append(mark);
      } else {
        number.textContent = String(line);
      }
      if (heights[index]) number.style.height = `${heights[index]}px`;
      return number;
    }));
    this.gutter.scrollTop = this.text.scrollTop;
  }

  /** Selects line `line` (1-based) and scrolls it into the middle of the editor. */
  goToLine(line) {
    const lines = this.text.value.split("\n");
    const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
    this.text.focus();
    this.text.setSelectionRange(start, start + (lines[line - 1] || "").length);
    const height = parseFloat(getComputedStyle(this.text).lineHeight) || 18;
    this.text.scrollTop = Math.max(0, (line - 1) * height - this.text.clientHeight / 2);
  }

  async parseNow(signal) {
    const yaml = this.text.value;
    try {
      const answer = await this.api.parse(yaml, signal);
      this.showError(null);
      this.onParsed(answer, yaml);
    } catch (error) {
      if (error.name === "AbortError") throw error;
      this.showError(error);
    }
  }

  /** Shows an API error under the editor and marks its line in the gutter (null clears it). */
  showError(error) {
    this.errorLine = error && error.line ? error.line : null;
    this.text.classList.toggle("invalid", Boolean(error));
    if (!error) {
      this.errorBox.hidden = true;
      this.errorBox.textContent = "";
    } else {
      const where = error.line ? `line ${error.line}${error.column ? `, column ${error.column}` : ""}: ` : "";
      this.errorBox.hidden = false;
      this.errorBox.textContent = `${where}${error.problem}${error.fix ? ` — ${error.fix}` : ""}`;
      this.errorBox.title = error.line ? "show this line" : "";
      this.errorBox.classList.toggle("has-line", Boolean(error.line));
      this.errorBox.dataset.line = error.line ?? "";
    }
    this.numberLines();
  }
}

const SWIFT_KEYWORDS = /\b(import|let|var|func|class|struct|enum|extension|return|override|init|self|super|private|public|final|some|in|if|else|guard|for|true|false|nil|static|case|switch|lazy|weak|@MainActor|@objc)\b/g;

/** Swift text as HTML with `<span class>`es for comments, strings, numbers, keywords and types. */
export function highlightSwift(source) {
  const escaped = source.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const tokens = [];
  // A token already coloured becomes one private-use character, so later regexes cannot match
  // inside it (no digits, letters or dots in the placeholder).
  const keep = (cls) => (match) => {
    tokens.push(`<span class="${cls}">${match}</span>`);
    return String.fromCharCode(0xe000 + tokens.length - 1);
  };
  return escaped
    .replace(/\/\/[^\n]*/g, keep("tok-comment"))
    .replace(/"(?:[^"\\\n]|\\.)*"/g, keep("tok-string"))
    .replace(/\b\d+(?:\.\d+)?\b/g, keep("tok-number"))
    .replace(SWIFT_KEYWORDS, keep("tok-keyword"))
    .replace(/\b[A-Z][A-Za-z0-9]*\b/g, keep("tok-type"))
    .replace(/\.[a-z][A-Za-z0-9]*/g, keep("tok-member"))
    .replace(/[\ue000-\uf8ff]/g, (placeholder) => tokens[placeholder.charCodeAt(0) - 0xe000]);
}

/** The Swift pane: flavour buttons, the highlighted code and a copy button. */
export class CodePane {
  constructor(api, { code, flavours, copy, note }, state) {
    this.api = api;
    this.codeElement = code;
    this.flavoursElement = flavours;
    radioKeys(this.flavoursElement);
    this.note = note;
    this.state = state;
    this.flavour = "uikit";
    this.source = "";
    this.refresh = latest(200, (signal) => this.load(signal));
    copy.addEventListener("click", () => this.copy());
  }

  /** The flavour buttons for the server's list (`uikit`, `swiftui`, `options`). */
  setFlavours(flavours) {
    const names = { uikit: "UIKit", swiftui: "SwiftUI", options: "Options" };
    this.flavoursElement.replaceChildren(...flavours.map((flavour) => {
      const button = document.createElement("button");
      button.type = "button";
      button.role = "radio";
      button.textContent = names[flavour] || flavour;
      button.setAttribute("aria-checked", String(flavour === this.flavour));
      button.addEventListener("click", () => {
        this.flavour = flavour;
        this.flavoursElement.querySelectorAll("button").forEach((b) => b.setAttribute("aria-checked", String(b === button)));
        this.refresh();
      });
      return button;
    }));
    if (!flavours.includes(this.flavour) && flavours.length) this.flavour = flavours[0];
  }

  async load(signal) {
    const { config } = this.state();
    try {
      this.source = await this.api.code(config, this.flavour, signal);
      this.codeElement.innerHTML = highlightSwift(this.source);
      this.note.textContent = "";
    } catch (error) {
      if (error.name === "AbortError") throw error;
      this.note.textContent = `${error.problem || error.message}${error.fix ? ` — ${error.fix}` : ""}`;
    }
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.source);
    } catch {
      const range = document.createRange();
      range.selectNodeContents(this.codeElement);
      const selection = getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      document.execCommand("copy");
    }
    this.note.textContent = "copied";
    setTimeout(() => { if (this.note.textContent === "copied") this.note.textContent = ""; }, 1500);
  }
}
