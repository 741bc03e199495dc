// Play: the timeline's frames at its rate, in its order, from /api/preview by frame index, so each
// is drawn as the timeline draws it (a select's turn, a finger on the menu, a reload), not as its
// offset alone, and a timeline that goes back plays its way back. Frames are asked for ahead of their
// time (up to three beyond the one on screen, two requests at once: the server draws one while the
// page decodes the other), so the time a frame takes to draw, travel and decode overlaps the wait
// for the ones before it, and each is put on screen when its time comes, in timeline order. The
// frames drawn during a run are kept (their PNGs, while the config and the picture's density stay
// the same), so from the second time round the timeline plays without asking the server. A slow
// server lowers the rate (a late frame is shown as soon as it is ready and the clock starts again
// from there) instead of piling up requests.

/** Frames decoded and waiting, or under way, beyond the frame on screen. */
const AHEAD = 3;
/** Requests at once. */
const IN_FLIGHT = 2;
/** The PNG bytes a run keeps for its second time round the timeline. */
const KEPT_BYTES = 64 * 1024 * 1024;

export class Player {
  /**
   * `fetch(index, signal)` gives `{blob, …}` for the timeline's frame `index`; `present(frame)` puts
   * a decoded frame (`{url, answer, offset, index}`) on screen; `timeline()` is `{offsets, fps}`;
   * `offset()` the offset on screen now (a scrub moves it); `signature()` is what a frame depends on
   * besides its index, `{config, density}` (`config` as text: frames kept for another config, or a density
   * over 2% away, are drawn again, the preview's own rule for drawing again); `onFailure(error)`
   * stops and reports.
   */
  constructor({ fetch, present, timeline, offset, signature, onFailure }) {
    this.fetch = fetch;
    this.present = present;
    this.timeline = timeline;
    this.offset = offset;
    this.signature = signature;
    this.onFailure = onFailure;
    this.run = null;
    // The timeline frame Play last showed: a run started on it goes on from the frame after it.
    this.lastIndex = null;
  }

  get playing() { return this.run !== null; }

  start() {
    this.stop();
    const run = { queue: [], inFlight: 0, controller: new AbortController(), due: performance.now(), timer: null,
      next: null, played: this.offset(), shown: 0, since: performance.now(),
      kept: { config: null, density: 0, answers: new Map(), bytes: 0 } };
    this.run = run;
    this.fill(run);
  }

  /** Stops; the frame already decoded and due next is shown, so no finished frame is wasted. Returns frames shown per second. */
  stop() {
    const run = this.run;
    if (!run) return null;
    this.run = null;
    clearTimeout(run.timer);
    run.controller.abort();
    const head = run.queue[0];
    if (head && head.frame) {
      run.queue.shift();
      this.show(run, head.frame);
    }
    this.drop(run.queue);
    const seconds = (performance.now() - run.since) / 1000;
    return run.shown / Math.max(seconds, 1e-3);
  }

  /** The timeline's offsets (one frame at 0 when it has none). */
  offsets() {
    return this.timeline().offsets.length ? this.timeline().offsets : [0];
  }

  /** The frame after frame `index`, wrapping to the first. */
  after(index) {
    return (index + 1) % this.offsets().length;
  }

  /**
   * The first frame to play from `offset`: the one after the frame Play last showed when that is
   * still the offset on screen (a Pause and Play go on in order, also where the timeline goes back
   * or holds), else the first frame past `offset` (after a scrub or an edit), wrapping to the first.
   */
  first(offset) {
    const offsets = this.offsets();
    if (this.lastIndex !== null && this.lastIndex < offsets.length && Math.abs(offsets[this.lastIndex] - offset) < 1e-9) {
      return this.after(this.lastIndex);
    }
    const next = offsets.findIndex((o) => o > offset + 1e-9);
    return next === -1 ? 0 : next;
  }

  /** The answer for frame `index`: the one kept by this run while the signature holds, else the server's. */
  async answer(run, index) {
    const { config, density } = this.signature();
    if (run.kept.config !== config || Math.abs(density - run.kept.density) > 0.02 * run.kept.density) {
      run.kept = { config, density, answers: new Map(), bytes: 0 };
    }
    const kept = run.kept;
    const answer = kept.answers.get(index) ?? await this.fetch(index, run.controller.signal);
    if (run.kept === kept && !kept.answers.has(index) && kept.bytes + answer.blob.size <= KEPT_BYTES) {
      kept.answers.set(index, answer);
      kept.bytes += answer.blob.size;
    }
    return answer;
  }

  /** Asks for the frames after the last one asked for, up to `AHEAD` waiting and `IN_FLIGHT` at once. */
  fill(run) {
    if (this.run !== run) return;
    // A scrub while playing: go on from where it left the offset, dropping frames asked for before it.
    if (this.offset() !== run.played) {
      this.drop(run.queue);
      run.queue = [];
      run.next = null;
      run.played = this.offset();
      this.lastIndex = null;
    }
    while (run.queue.length < AHEAD && run.inFlight < IN_FLIGHT) {
      const index = run.next === null ? this.first(run.played) : this.after(run.next);
      const offset = this.offsets()[index];
      run.next = index;
      const entry = { offset, frame: null };
      run.queue.push(entry);
      run.inFlight += 1;
      (async () => {
        const answer = await this.answer(run, index);
        const url = URL.createObjectURL(answer.blob);
        const probe = new Image();
        probe.src = url;
        try {
          await probe.decode();
        } catch (error) {
          URL.revokeObjectURL(url);
          throw error;
        }
        return { url, answer, offset, index };
      })().then((frame) => {
        run.inFlight -= 1;
        // Stopped, or dropped by a scrub, meanwhile.
        if (this.run !== run || !run.queue.includes(entry)) { URL.revokeObjectURL(frame.url); return; }
        entry.frame = frame;
        this.tick(run);
        this.fill(run);
      }, (error) => {
        run.inFlight -= 1;
        if (this.run !== run) return;
        if (error.name !== "AbortError") this.onFailure(error);
      });
    }
  }

  /** Shows the next frame when its time has come, and waits for the one after. */
  tick(run) {
    if (this.run !== run) return;
    clearTimeout(run.timer);
    run.timer = null;
    const head = run.queue[0];
    if (!head || !head.frame) return;
    const now = performance.now();
    if (now + 1 < run.due) {
      run.timer = setTimeout(() => this.tick(run), run.due - now);
      return;
    }
    run.queue.shift();
    this.show(run, head.frame);
    const period = 1000 / (this.timeline().fps || 30);
    // Behind by more than a frame: start the clock again from now rather than rushing to catch up.
    run.due = Math.max(run.due + period, now - period / 2);
    this.fill(run);
    if (run.queue.length && run.queue[0].frame) run.timer = setTimeout(() => this.tick(run), Math.max(0, run.due - performance.now()));
  }

  show(run, frame) {
    run.shown += 1;
    run.played = frame.offset;
    this.lastIndex = frame.index;
    this.present(frame);
  }

  /** Lets go of the decoded frames in `queue` (the ones under way let go of theirs when they end). */
  drop(queue) {
    queue.forEach((entry) => { if (entry.frame) URL.revokeObjectURL(entry.frame.url); });
  }
}
