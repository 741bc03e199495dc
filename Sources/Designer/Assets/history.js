// Undo/redo over whole design states, and the design in the URL: `#d=` + base64url of the
// deflated JSON `{e: edits from the session's config, o: offset}` (plain JSON `#j=` when the
// browser has no CompressionStream), so a link reproduces a design.

import { clone, equal, diff, patch } from "./values.js";

const COALESCE_MS = 600;

/** Undo and redo stacks of `{config, resolved}`; drags on one control make one entry. */
export class History {
  constructor(limit = 200) {
    this.limit = limit;
    this.past = [];
    this.future = [];
    this.last = { key: null, at: 0 };
  }

  /** Records `before` (the state being left) unless the same control changed just now. */
  record(before, key = null) {
    const now = performance.now();
    const coalesce = key !== null && key === this.last.key && now - this.last.at < COALESCE_MS;
    this.last = { key, at: now };
    if (coalesce) return;
    if (this.past.length && equal(this.past[this.past.length - 1].config, before.config)) return;
    this.past.push(clone(before));
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  /** The state to go back to (with `current` kept for redo), or null. */
  undo(current) {
    if (!this.past.length) return null;
    this.future.push(clone(current));
    this.last = { key: null, at: 0 };
    return this.past.pop();
  }

  redo(current) {
    if (!this.future.length) return null;
    this.past.push(clone(current));
    this.last = { key: null, at: 0 };
    return this.future.pop();
  }

  get canUndo() { return this.past.length > 0; }
  get canRedo() { return this.future.length > 0; }
}

const toBase64Url = (bytes) => {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const fromBase64Url = (text) => {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

async function pipe(bytes, stream) {
  const output = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(output).arrayBuffer());
}

/** The URL hash for a design: the edits from `base` to `config` and the offset. */
export async function encodeDesign(base, config, offset) {
  const json = JSON.stringify({ e: diff(base, config), o: offset });
  if (typeof CompressionStream === "undefined") return `#j=${encodeURIComponent(json)}`;
  const packed = await pipe(new TextEncoder().encode(json), new CompressionStream("deflate-raw"));
  return `#d=${toBase64Url(packed)}`;
}

/** `{config, offset}` from a hash written by `encodeDesign`, or null when there is none. */
export async function decodeDesign(base, hash) {
  const plain = /^#j=(.*)$/.exec(hash);
  const packed = /^#d=([A-Za-z0-9_-]+)$/.exec(hash);
  let json;
  if (plain) json = decodeURIComponent(plain[1]);
  else if (packed) json = new TextDecoder().decode(await pipe(fromBase64Url(packed[1]), new DecompressionStream("deflate-raw")));
  else return null;
  const design = JSON.parse(json);
  return { config: patch(base, design.e || []), offset: Number(design.o) || 0 };
}
