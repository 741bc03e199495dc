// Play: the timeline's frames at its rate, one /api/preview request per frame. Frames are asked
// for ahead of their time (at most two beyond the one on screen: one decoded and waiting, one
// under way), so the time a frame takes to draw, travel and decode overlaps the wait for the
// one before it, and each is put on screen when its time comes. A slow server lowers the rate
// (a late frame is shown as soon as it is ready and the clock starts again from there) instead
// of piling up requests.

/** Decoded and waiting, or under way, beyond the frame on screen. */
const AHEAD = 2;

export class Player {
  /**
   * `fetch(offset, signal)` gives `{blob, …}` for an offset; `present(frame)` puts a decoded
   * frame (`{url, answer, offset}`) on screen; `timeline()` is `{offsets, fps}`; `offset()` the
   * offset on screen now (a scrub moves it); `onFailure(error)` stops and reports.
   */
  constructor({ fetch, present, timeline, offset, onFailure }) {
    this.fetch = fetch;
    this.present = present;
    this.timeline = timeline;
    this.offset = offset;
    this.onFailure = onFailure;
    this.run = null;
  }

  get playing() { return this.run !== null; }

  start() {
    this.stop();
    const run = { ready: [], inFlight: null, controller: new AbortController(), due: performance.now(), timer: null,
      next: null, played: this.offset(), shown: 0, since: performance.now() };
    this.run = run;
    this.request(run);
  }

  /** Stops; the frame already decoded and due next is shown, so no finished frame is wasted. Returns frames shown per second. */
  stop() {
    const run = this.run;
    if (!run) return null;
    this.run = null;
    clearTimeout(run.timer);
    run.controller.abort();
    const last = run.ready.shift();
    if (last) this.show(run, last);
    run.ready.forEach((frame) => URL.revokeObjectURL(frame.url));
    const seconds = (performance.now() - run.since) / 1000;
    return run.shown / Math.max(seconds, 1e-3);
  }

  /** The offset after `offset` on the timeline (wrapping to its first). */
  after(offset) {
    const offsets = this.timeline().offsets.length ? this.timeline().offsets : [0];
    const next = offsets.findIndex((o) => o > offset + 1e-9);
    return offsets[next === -1 ? 0 : next];
  }

  request(run) {
    if (this.run !== run || run.inFlight || run.ready.length + 1 > AHEAD) return;
    // A scrub while playing: go on from where it left the offset, dropping frames asked for before it.
    if (this.offset() !== run.played) {
      run.ready.forEach((frame) => URL.revokeObjectURL(frame.url));
      run.ready = [];
      run.next = null;
      run.played = this.offset();
    }
    const offset = this.after(run.next ?? run.played);
    run.next = offset;
    run.inFlight = (async () => {
      const answer = await this.fetch(offset, run.controller.signal);
      const url = URL.createObjectURL(answer.blob);
      const probe = new Image();
      probe.src = url;
      await probe.decode();
      return { url, answer, offset };
    })();
    run.inFlight.then((frame) => {
      if (this.run !== run) { URL.revokeObjectURL(frame.url); return; }
      run.inFlight = null;
      run.ready.push(frame);
      this.tick(run);
      this.request(run);
    }, (error) => {
      if (this.run !== run) return;
      run.inFlight = null;
      if (error.name !== "AbortError") this.onFailure(error);
    });
  }

  /** Shows the next frame when its time has come, and waits for the one after. */
  tick(run) {
    if (this.run !== run) return;
    clearTimeout(run.timer);
    run.timer = null;
    if (!run.ready.length) return;
    const now = performance.now();
    if (now + 1 < run.due) {
      run.timer = setTimeout(() => this.tick(run), run.due - now);
      return;
    }
    this.show(run, run.ready.shift());
    const period = 1000 / (this.timeline().fps || 30);
    // Behind by more than a frame: start the clock again from now rather than rushing to catch up.
    run.due = Math.max(run.due + period, now - period / 2);
    this.request(run);
    if (run.ready.length) run.timer = setTimeout(() => this.tick(run), Math.max(0, run.due - performance.now()));
  }

  show(run, frame) {
    run.shown += 1;
    run.played = frame.offset;
    this.present(frame);
  }
}
