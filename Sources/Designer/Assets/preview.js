// The live preview: a PNG from POST /api/preview through one render queue (`RenderQueue`: at most
// one request in flight, the newest wish waits behind it, answers older than the picture on screen
// are dropped, a watchdog re-issues a request that hangs), drawn at the size it is shown at times
// the screen's pixel density (never scaled up by the browser), the offset slider over the
// timeline, Play through the timeline's frames at its fps (play.js), drag to scroll, the strip and
// the inspect JSON. Reports render and change→image times.

import { Player } from "./play.js";

/** A request in flight longer than this is abandoned and asked again (the watchdog). */
const WATCHDOG_MS = 8000;

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

/**
 * `blob` as a `data:` URL. An image loads one in this process, where a `blob:` URL is fetched
 * through the browser's network service: 2.8 against 5.5 ms to a decoded preview in Chromium.
 */
function dataUrl(blob) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error ?? new Error("the preview image could not be read"));
    reader.readAsDataURL(blob);
  });
}

/**
 * Shows `blob` in `img` once it is decoded. The decoding happens on an image of its own, so two
 * calls can never take each other's completion (an `onload` handler replaced by the next load).
 */
export async function showBlob(img, blob) {
  const url = await dataUrl(blob);
  const probe = new Image();
  probe.src = url;
  try {
    await probe.decode();
  } catch {
    throw new Error("the preview image did not decode");
  }
  // A `blob:` URL Play showed is let go (`data:` URLs need no revoking).
  const previous = img.dataset.url;
  img.src = url;
  delete img.dataset.url;
  await img.decode().catch(() => {});
  if (previous) URL.revokeObjectURL(previous);
}

/**
 * One render at a time, the newest wish next. `want()` says the picture is out of date;
 * `fetch(signal, {sharp})` asks the server for whatever is current, `display(answer)` puts it on
 * screen. A wish is drawn twice when the first answer says it is a draft (`answer.draft`): the
 * draft shows the change at once, and the sharp picture follows as soon as nothing newer is
 * wanted (a slider that keeps moving gets drafts until it stops). Every request ends (shown,
 * failed or abandoned by the watchdog) and then starts the next one if something changed
 * meanwhile, so no completion is ever lost and nothing waits forever. An answer older than the
 * picture on screen is dropped. `onIdle` is told each time nothing is left to ask.
 */
export class RenderQueue {
  constructor(fetch, display, { onIdle = () => {}, onBusy = () => {}, onError = () => {}, watchdogMs = WATCHDOG_MS } = {}) {
    this.fetch = fetch;
    this.display = display;
    this.onError = onError;
    this.onIdle = onIdle;
    this.onBusy = onBusy;
    this.watchdogMs = watchdogMs;
    this.wanted = 0;      // the newest wish
    this.shown = 0;       // the wish whose picture is on screen
    this.shownDraft = false; // whether that picture is its draft
    this.current = null;  // {wish, sharp, controller, watchdog} of the request in flight
    this.restarts = 0;    // requests the watchdog abandoned
  }

  get busy() { return this.current !== null; }

  want() {
    this.wanted += 1;
    if (!this.current) this.start(false);
    return this.wanted;
  }

  /** Asks for the newest wish: its draft or sharp picture as the fetch decides, or (`sharp`) the sharp one. */
  start(sharp) {
    const wish = this.wanted;
    const controller = new AbortController();
    const job = { wish, sharp, controller, watchdog: null };
    job.watchdog = setTimeout(() => {
      if (this.current !== job) return;
      this.restarts += 1;
      controller.abort();
      this.finish(job);
    }, this.watchdogMs);
    this.current = job;
    this.onBusy(true);
    (async () => {
      const answer = await this.fetch(controller.signal, { sharp });
      // A late answer (its request abandoned, or older than the picture shown) is dropped, and
      // so is a draft of the picture already on screen.
      if (this.current !== job || answer === null || wish < this.shown) return;
      const draft = Boolean(answer.draft);
      if (wish === this.shown && (draft || !this.shownDraft)) return;
      await this.display(answer);
      this.shown = wish;
      this.shownDraft = draft;
    })().catch((error) => {
      if (error.name !== "AbortError" && this.current === job) this.onError(error);
    }).finally(() => this.finish(job));
  }

  finish(job) {
    if (this.current !== job) return;
    clearTimeout(job.watchdog);
    this.current = null;
    if (this.wanted > job.wish) {
      this.start(false);
    } else if (!job.sharp && this.shown === job.wish && this.shownDraft) {
      // The draft of the newest wish is on screen: its sharp picture next (once; a failed one
      // leaves the draft until the next change).
      this.start(true);
    } else {
      this.onBusy(false);
      this.onIdle();
    }
  }
}

/** Room left around the picture inside the stage, in CSS pixels. */
const MARGIN = 12;
/** The server draws at 0.25…4 pixels per point (`Scene.scaleRange`). */
const DENSITY = { min: 0.25, max: 4 };
/**
 * A change is first drawn at half the density (a quarter of the pixels) when the sharp picture
 * is denser than 1 px/pt, and the sharp picture follows at once. On a 2-core machine the
 * coverFlow preview at 1.745 px/pt (a 1440×900 window) takes 21 ms to draw and at 0.87 px/pt
 * 7 ms, so the change shows within the 30 ms a slider step should take, and a slider that keeps
 * moving is followed by drafts until it stops.
 */
const DRAFT = { above: 1, factor: 0.5 };

/**
 * The preview pane. `state()` gives `{config, resolved, offset, scale}` (`scale` is the zoom: 1
 * fits the stage, 2 is twice that); `onOffset(offset)` reports scrubbing, `onPlayed(offset)` the
 * frame Play put on screen.
 */
export class Preview {
  constructor(api, elements, { state, onOffset, onPlayed, onError }) {
    this.api = api;
    this.el = elements;
    this.state = state;
    this.onOffset = onOffset;
    this.onPlayed = onPlayed;
    this.onError = onError;
    this.timeline = { offsets: [0], from: 0, to: 0, fps: 30 };
    this.timelineLoaded = false;
    this.changedAt = null;
    this.draftLatency = null;
    // Whether a change is drawn as a draft first (DRAFT).
    this.drafts = true;
    this.renderCount = 0;
    this.points = null;
    this.queue = new RenderQueue((signal, wish) => this.fetchFrame(signal, wish), (answer) => this.showFrame(answer), {
      onBusy: (busy) => this.el.stage.classList.toggle("busy", busy),
      onError: (error) => this.failed(error),
      onIdle: () => this.waiting.splice(0).forEach((resolve) => resolve()),
    });
    this.waiting = [];
    this.player = new Player({
      fetch: (index, signal) => this.requestFrame(index, signal),
      present: (frame) => this.present(frame),
      timeline: () => this.timeline,
      offset: () => this.state().offset,
      signature: () => ({ config: JSON.stringify(this.state().config), density: this.density() }),
      onFailure: (error) => this.failed(error),
    });
    this.stripRequest = latest(150, (signal) => this.renderStrip(signal));
    this.timelineRequest = latest(120, (signal) => this.loadTimeline(signal));
    this.resized = latest(150, async () => this.redrawIfResized());
    // The stage's size as the observer last saw it: reading it from the element after a control
    // changed would lay out the whole page before the request could leave (5–8 ms).
    this.stageSize = null;
    new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].contentRect;
      this.stageSize = { width: box.width, height: box.height };
      this.resized();
    }).observe(elements.stage);
    this.bind();
  }

  get playing() { return this.player.playing; }

  /**
   * Resolves once no picture is being asked for. Work that can wait (the timeline, the strip,
   * the YAML pane) waits for it, so that on a machine of two cores it never slows a picture.
   */
  idle() {
    if (!this.queue.busy) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
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
    this.draftLatency = null;
    const { offset } = this.state();
    this.el.slider.value = offset;
    this.el.field.value = offset;
    this.queue.want();
    if (configChanged) {
      this.timelineRequest();
      if (this.stripVisible()) this.stripRequest();
    }
    if (this.el.inspectPane && !this.el.inspectPane.hidden && this.inspectLive) this.inspectLater();
  }

  /** The picture's size in points: the last one drawn, else the config's viewport. */
  pictureSize() {
    const viewport = (this.state().resolved || {}).viewport || {};
    if (this.points && this.points.viewport === `${viewport.width}×${viewport.height}`) return this.points;
    return { width: Number(viewport.width) || 300, height: Number(viewport.height) || 400 };
  }

  /**
   * Pixels per point to draw at: the picture as large as the stage allows (× the zoom), times the
   * screen's pixel density, so each pixel drawn is one pixel of the screen. Past the server's
   * 4 px/pt the picture is shown smaller than the stage rather than scaled up.
   */
  density() {
    const { width, height } = this.pictureSize();
    const stage = this.stageSize ?? { width: this.el.stage.clientWidth, height: this.el.stage.clientHeight };
    const fit = Math.min((stage.width - 2 * MARGIN) / width, (stage.height - 2 * MARGIN) / height);
    const wanted = Math.max(fit, 0.05) * (this.state().scale || 1) * (window.devicePixelRatio || 1);
    return Math.round(Math.min(DENSITY.max, Math.max(DENSITY.min, wanted)) * 1000) / 1000;
  }

  /** The frame at `offset` for the current config, at `density` (`density()` unless given). */
  async request(offset, signal, density = this.density()) {
    const answer = await this.api.preview(this.state().config, offset, density, signal);
    return { ...answer, density };
  }

  /** Frame `index` of the timeline, drawn as the timeline draws it (Play), at the screen's density. */
  async requestFrame(index, signal, density = this.density()) {
    const answer = await this.api.frame(this.state().config, index, density, signal);
    return { ...answer, density };
  }

  /**
   * The frame the state asks for now, from the server: its draft (`DRAFT`) unless `sharp`, or
   * when the sharp picture is cheap enough to draw at once. `shownAt` is the sharp density, the
   * size the picture is shown at either way.
   */
  async fetchFrame(signal, { sharp = true } = {}) {
    const { config, offset } = this.state();
    if (!config) return null;
    const started = this.changedAt ?? performance.now();
    const shownAt = this.density();
    const draft = !sharp && this.drafts && shownAt > DRAFT.above;
    const density = draft ? Math.max(DENSITY.min, Math.round(shownAt * DRAFT.factor * 1000) / 1000) : shownAt;
    return { ...(await this.request(offset, signal, density)), offset, started, draft, shownAt };
  }

  async showFrame({ blob, renderMs, offset, started, density, draft, shownAt }) {
    await showBlob(this.el.image, blob);
    delete this.el.image.dataset.frame;  // an offset drawn alone, not a timeline frame
    this.shown({ renderMs, offset, density, shownAt, draft, latency: performance.now() - started });
    this.onError(null);
    // The picture's size in points is known now: draw again if it asks for another density.
    if (!draft && !this.playing && Math.abs(this.density() - density) > 0.02 * density) this.queue.want();
  }

  /** A frame Play decoded, on screen now. */
  present({ url, answer, offset, index }) {
    const previous = this.el.image.dataset.url;
    this.el.image.src = url;
    this.el.image.dataset.url = url;
    // The timeline frame on screen (the browser tests read the order Play shows them in).
    this.el.image.dataset.frame = String(index);
    if (previous) URL.revokeObjectURL(previous);
    this.el.slider.value = offset;
    this.el.field.value = offset;
    this.onPlayed(offset);
    const apply = () => this.shown({ renderMs: answer.renderMs, offset, density: answer.density, shownAt: answer.density, draft: false, latency: null });
    // The image is decoded already; its size is known once the element has taken the new source.
    if (this.el.image.complete) apply(); else this.el.image.addEventListener("load", apply, { once: true });
  }

  /**
   * Sizes the picture to its pixels at the screen's density (a draft, drawn at `density`, is
   * shown at the size of the sharp picture, `shownAt`) and reports the figures: `data-latency` is
   * change → the first picture of the change, `data-sharp-latency` change → its sharp picture.
   */
  shown({ renderMs, offset, density, shownAt, draft, latency }) {
    const image = this.el.image;
    const ratio = window.devicePixelRatio || 1;
    const stretch = shownAt / density;
    image.style.width = `${image.naturalWidth * stretch / ratio}px`;
    image.style.height = `${image.naturalHeight * stretch / ratio}px`;
    image.classList.toggle("draft", draft);
    const viewport = (this.state().resolved || {}).viewport || {};
    this.points = { width: image.naturalWidth / density, height: image.naturalHeight / density, viewport: `${viewport.width}×${viewport.height}` };
    this.renderCount += 1;
    image.dataset.renders = String(this.renderCount);
    image.dataset.density = String(density);
    let timing = "playing";
    if (latency !== null && draft) {
      this.draftLatency = latency;
      this.el.status.dataset.latency = latency.toFixed(1);
      timing = `change → draft ${latency.toFixed(0)} ms`;
    } else if (latency !== null) {
      // Sharp: after its draft, or at once when no draft was needed.
      const first = this.draftLatency ?? latency;
      this.draftLatency = null;
      this.lastLatency = first;
      this.el.status.dataset.latency = first.toFixed(1);
      this.el.status.dataset.sharpLatency = latency.toFixed(1);
      timing = first === latency ? `change → image ${latency.toFixed(0)} ms` : `change → draft ${first.toFixed(0)} ms, sharp ${latency.toFixed(0)} ms`;
    }
    this.el.status.textContent = `render ${renderMs === null ? "?" : renderMs.toFixed(1)} ms · ${timing} · ` +
      `${image.naturalWidth}×${image.naturalHeight} px${draft ? " (draft)" : ""} · offset ${offset}`;
    this.el.stage.classList.remove("failed");
  }

  /** The stage changed size (a window resize, a pane opened): draw again at the new size. */
  redrawIfResized() {
    const shown = Number(this.el.image.dataset.density || 0);
    if (shown && !this.playing && Math.abs(this.density() - shown) > 0.02 * shown) this.changed(false);
  }

  failed(error) {
    this.el.stage.classList.add("failed");
    this.onError(error);
    if (this.playing) this.togglePlay();
  }

  async loadTimeline(signal) {
    await this.idle();
    const { config } = this.state();
    if (!config || signal.aborted) return;
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
    // Opened on a timeline that starts past 0 (from 1 to 2): the preview starts where it does.
    const first = !this.timelineLoaded;
    this.timelineLoaded = true;
    const { from, to } = this.timeline;
    const offset = this.state().offset;
    if (first && !this.keepOffset && typeof from === "number" && (offset < Math.min(from, to) || offset > Math.max(from, to))) {
      this.onOffset(from);
    }
    slider.value = this.state().offset;
  }

  /** Play and pause: Play runs the timeline's frames at its fps (play.js). */
  togglePlay() {
    const playing = !this.playing;
    if (playing) this.player.start();
    else {
      const fps = this.player.stop();
      if (fps !== null) this.el.play.dataset.fps = fps.toFixed(1);
    }
    this.el.play.setAttribute("aria-pressed", String(playing));
    this.el.play.textContent = playing ? "Pause" : "Play";
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
    await this.idle();
    if (signal.aborted) return;
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
