// A/B compare: pin the current options as A, keep editing (B), and see A, B and the server's
// pixelmatch diff (/api/diff) of the same offset side by side, with the mismatched pixel count.

import { clone } from "./values.js";
import { latest, showBlob } from "./preview.js";

export class Compare {
  constructor(api, elements, state) {
    this.api = api;
    this.el = elements;
    this.state = state;
    this.pinned = null;
    this.refresh = latest(60, (signal) => this.render(signal));
    elements.pin.addEventListener("click", () => this.pin());
    elements.close.addEventListener("click", () => this.unpin());
  }

  get active() { return this.pinned !== null; }

  /** Pins the current config as A and opens the comparison. */
  pin() {
    this.pinned = clone(this.state().config);
    this.el.pane.hidden = false;
    this.el.pin.textContent = "Re-pin A";
    document.body.classList.add("comparing");
    this.refresh();
  }

  unpin() {
    this.pinned = null;
    this.el.pane.hidden = true;
    this.el.pin.textContent = "Pin A";
    document.body.classList.remove("comparing");
  }

  /** A's image, then the diff of A against the current config B, at the current offset. */
  async render(signal) {
    if (!this.pinned) return;
    const { config, offset, scale } = this.state();
    try {
      const a = await this.api.preview(this.pinned, offset, scale, signal);
      await showBlob(this.el.imageA, a.blob);
      const b = await this.api.preview(config, offset, scale, signal);
      await showBlob(this.el.imageB, b.blob);
      const d = await this.api.diff(this.pinned, config, offset, signal);
      await showBlob(this.el.diffImage, d.blob);
      this.el.mismatch.textContent = d.mismatched === null ? "" : `${d.mismatched.toLocaleString("en")} pixels differ`;
      this.el.mismatch.dataset.mismatched = d.mismatched ?? "";
    } catch (error) {
      if (error.name === "AbortError") throw error;
      this.el.mismatch.textContent = `${error.problem || error.message}${error.fix ? ` — ${error.fix}` : ""}`;
    }
  }
}
