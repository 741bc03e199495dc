// The live preview: a PNG from POST /api/preview per change (debounced, newest request wins via
// AbortController), the offset slider over the timeline, play/pause through the timeline's frames,
// drag to scroll, the strip and the inspect JSON. Reports render and change→image times.

const DEBOUNCE_MS = 30;

/** Runs `task` once calls stop for `ms`; each call aborts the previous run's signal. */
export function latest(ms, task) {
  let timer = null;
  let controller = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (controller) controller.abort();
      controller = new AbortController();
      task(controller.signal, ...args).catch((error) => {
        if (error.name !== "AbortError") console.error(error);
      });
    }, ms);
  };
}

/** Shows `blob` in `img` and resolves once it is decoded and painted. */
export function showBlob(img, blob) {
  const url = URL.createObjectURL(blob);
  return new Promise((resolve, reject) => {
    img.onload = () => {
      const previous = img.dataset.url;
      img.dataset.url = url;
      if (previous) URL.revokeObjectURL(previous);
      resolve();
    };
    img.onerror = () => reject(new Error("the preview image did not decode"));
    img.src = url;
  });
}

/** The preview pane. `state()` gives `{config, offset}`; `onOffset(offset)` reports scrubbing. */
export class Preview {
  constructor(api, elements, { state, onOffset, onError }) {
    this.api = api;
    this.el = elements;
    this.state = state;
    this.onOffset = onOffset;
    this.onError = onError;
    this.timeline = { offsets: [0], from: 0, to: 0, fps: 30 };
    this.changedAt = null;
    this.playing = false;
    this.renderCount = 0;
    this.request = latest(DEBOUNCE_MS, (signal) => this.render(signal));
    this.stripRequest = latest(150, (signal) => this.renderStrip(signal));
    this.timelineRequest = latest(120, (signal) => this.loadTimeline(signal));
    this.bind();
  }

  bind() {
    const { slider, field, play, stage, stripToggle, inspectButton } = this.el;
    slider.addEventListener("input", () => this.onOffset(Number(slider.value)));
    field.addEventListener("change", () => {
      const value = Number(field.value);
      if (Number.isFinite(value)) this.onOffset(value);
    });
    play.addEventListener("click", () => this.togglePlay());
    stripToggle.addEventListener("click", () => this.toggleStrip());
    inspectButton.addEventListener("click", () => this.inspect());
    let drag = null;
    stage.addEventListener("pointerdown", (event) => {
      if (event.button !== 0) return;
      stage.setPointerCapture(event.pointerId);
      drag = { x: event.clientX, y: event.clientY, offset: this.state().offset };
      stage.classList.add("dragging");
    });
    stage.addEventListener("pointermove", (event) => {
      if (!drag) return;
      const vertical = (this.state().resolved || {}).scrollDirection === "vertical";
      const box = this.el.image.getBoundingClientRect();
      const pages = vertical ? (drag.y - event.clientY) / Math.max(1, box.height) : (drag.x - event.clientX) / Math.max(1, box.width);
      this.onOffset(this.clamp(drag.offset + pages));
    });
    const end = () => { drag = null; stage.classList.remove("dragging"); };
    stage.addEventListener("pointerup", end);
    stage.addEventListener("pointercancel", end);
  }

  /** The scrub range: the timeline's offsets widened to every item (0…itemCount − 1). */
  range() {
    const items = Math.max(1, Number((this.state().resolved || {}).itemCount) || 1);
    const low = Math.min(0, ...this.timeline.offsets);
    const high = Math.max(Math.min(items - 1, 1000), ...this.timeline.offsets);
    return { low, high: high > low ? high : low + 1 };
  }

  clamp(offset) {
    const { low, high } = this.range();
    return Math.round(Math.min(high, Math.max(low, offset)) * 1000) / 1000;
  }

  /** Something changed: the config (`configChanged`) or only the offset. */
  changed(configChanged = true) {
    this.changedAt = performance.now();
    const { offset } = this.state();
    this.el.slider.value = offset;
    this.el.field.value = offset;
    this.request();
    if (configChanged) {
      this.timelineRequest();
      if (this.stripVisible()) this.stripRequest();
    }
    if (this.el.inspectPane && !this.el.inspectPane.hidden && this.inspectLive) this.inspectLater();
  }

  async render(signal) {
    const { config, offset, scale } = this.state();
    if (!config) return;
    const started = this.changedAt ?? performance.now();
    this.el.stage.classList.add("busy");
    try {
      const { blob, renderMs } = await this.api.preview(config, offset, scale, signal);
      await showBlob(this.el.image, blob);
      this.renderCount += 1;
      this.el.image.dataset.renders = String(this.renderCount);
      const latency = performance.now() - started;
      this.lastLatency = latency;
      this.el.status.textContent = `render ${renderMs === null ? "?" : renderMs.toFixed(1)} ms · change → image ${latency.toFixed(0)} ms · ` +
        `${this.el.image.naturalWidth}×${this.el.image.naturalHeight} px · offset ${offset}`;
      this.el.status.dataset.latency = latency.toFixed(1);
      this.el.stage.classList.remove("failed");
      this.onError(null);
    } catch (error) {
      if (error.name === "AbortError") throw error;
      this.el.stage.classList.add("failed");
      this.onError(error);
    } finally {
      this.el.stage.classList.remove("busy");
    }
  }

  async loadTimeline(signal) {
    const { config } = this.state();
    if (!config) return;
    try {
      this.timeline = await this.api.timeline(config, signal);
    } catch (error) {
      if (error.name === "AbortError") throw error;
      return;
    }
    const { low, high } = this.range();
    const { slider, ticks } = this.el;
    slider.min = low;
    slider.max = high;
    slider.step = "any";
    ticks.replaceChildren(...this.timeline.offsets.slice(0, 200).map((offset) => {
      const option = document.createElement("option");
      option.value = offset;
      return option;
    }));
    this.el.frames.textContent = `${this.timeline.offsets.length} frames · ${this.timeline.fps ?? 30} fps`;
    slider.value = this.state().offset;
  }

  /** Play steps through the timeline's offsets at its fps, waiting for each image. */
  togglePlay() {
    this.playing = !this.playing;
    this.el.play.setAttribute("aria-pressed", String(this.playing));
    this.el.play.textContent = this.playing ? "Pause" : "Play";
    if (this.playing) this.playLoop();
  }

  async playLoop() {
    const offsets = this.timeline.offsets.length ? this.timeline.offsets : [0];
    const period = 1000 / (this.timeline.fps || 30);
    let index = Math.max(0, offsets.findIndex((o) => o >= this.state().offset));
    while (this.playing) {
      const started = performance.now();
      index = (index + 1) % offsets.length;
      this.onOffset(offsets[index]);
      const controller = new AbortController();
      try {
        const { config, scale } = this.state();
        const { blob } = await this.api.preview(config, offsets[index], scale, controller.signal);
        if (!this.playing) break;
        await showBlob(this.el.image, blob);
      } catch (error) {
        this.onError(error);
        this.togglePlay();
        break;
      }
      const wait = period - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** The offset one timeline frame before or after the current one. */
  step(direction) {
    const offsets = this.timeline.offsets;
    const offset = this.state().offset;
    const next = direction > 0 ? offsets.find((o) => o > offset + 1e-9) : [...offsets].reverse().find((o) => o < offset - 1e-9);
    if (next !== undefined) this.onOffset(next);
  }

  stripVisible() { return !this.el.strip.hidden; }

  toggleStrip() {
    this.el.strip.hidden = !this.el.strip.hidden;
    this.el.stripToggle.setAttribute("aria-pressed", String(!this.el.strip.hidden));
    if (this.stripVisible()) this.stripRequest();
  }

  async renderStrip(signal) {
    const { config } = this.state();
    try {
      const { blob } = await this.api.strip(config, 0.5, signal);
      await showBlob(this.el.stripImage, blob);
    } catch (error) {
      if (error.name === "AbortError") throw error;
      this.onError(error);
    }
  }

  inspectLater() {
    clearTimeout(this.inspectTimer);
    this.inspectTimer = setTimeout(() => this.inspect(), 120);
  }

  /** The inspect JSON of the frame on screen, in the Inspect pane. */
  async inspect() {
    const { config, offset } = this.state();
    this.inspectLive = true;
    this.el.showInspect();
    try {
      const json = await this.api.inspect(config, offset);
      // Number arrays (transforms, offsets) on one line each: a 4×4 matrix stays readable.
      this.el.inspectText.textContent = JSON.stringify(json, null, 2)
        .replace(/\[\s*(-?[\d.e+-]+(?:,\s*-?[\d.e+-]+)*)\s*\]/g, (_, numbers) => `[${numbers.split(/,\s*/).join(", ")}]`);
    } catch (error) {
      this.el.inspectText.textContent = `${error.problem || error.message}\n${error.fix || ""}`;
    }
  }
}
