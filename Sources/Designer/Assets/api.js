// The designer's HTTP client: every request carries the token the page was opened with
// (`?token=` in the URL flipbook printed). Non-2xx answers become an `ApiError` carrying the
// server's `{problem, fix, line, column}` so the page can show them where they belong.

/** An API answer that was not 2xx: `problem`, `fix`, the setting's `key` and, for YAML, `line`/`column`. */
export class ApiError extends Error {
  constructor(status, body) {
    super(body.problem || `HTTP ${status}`);
    this.status = status;
    this.problem = body.problem || `HTTP ${status}`;
    this.fix = body.fix || "";
    this.line = body.line ?? null;
    this.column = body.column ?? null;
    // The setting the problem is about, by its config key path (`effect.scale.minScale`).
    this.key = body.key ?? null;
  }
}

/** The token from `?token=…`, or null when the page was opened without it. */
export function tokenFromLocation(location) {
  const token = new URLSearchParams(location.search).get("token");
  return token && token.length > 0 ? token : null;
}

/** A client bound to one token. Every method accepts an AbortSignal as its last argument. */
export class Api {
  constructor(token) {
    this.token = token;
  }

  async request(method, path, body, signal) {
    const headers = { "X-Flipbook-Token": this.token };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) {
      let payload = {};
      try {
        payload = await response.json();
      } catch {
        payload = { problem: `${response.status} ${response.statusText}` };
      }
      throw new ApiError(response.status, payload);
    }
    return response;
  }

  async json(method, path, body, signal) {
    return (await this.request(method, path, body, signal)).json();
  }

  /** An image answer as `{blob, renderMs, mismatched}` (the last two from headers, or null). */
  async image(path, body, signal) {
    const response = await this.request("POST", path, body, signal);
    const number = (name) => {
      const value = response.headers.get(name);
      return value === null ? null : Number(value);
    };
    return {
      blob: await response.blob(),
      renderMs: number("X-Flipbook-Render-Ms"),
      mismatched: number("X-Flipbook-Mismatched"),
    };
  }

  session(signal) { return this.json("GET", "/api/session", undefined, signal); }
  schema(signal) { return this.json("GET", "/api/schema", undefined, signal); }
  preset(name, signal) {
    return this.json("GET", `/api/preset?name=${encodeURIComponent(name)}`, undefined, signal);
  }
  parse(yaml, signal) { return this.json("POST", "/api/parse", { yaml }, signal); }
  /** What Save would write for `config`, edited into `text` (the file's, when null). */
  yaml(config, text, signal) { return this.json("POST", "/api/yaml", { config, text }, signal); }
  timeline(config, signal) { return this.json("POST", "/api/timeline", { config }, signal); }
  inspect(config, offset, signal) {
    return this.json("POST", "/api/inspect", { config, offset }, signal);
  }
  /** Save: `{config, text}` (edited into `text`) or `{yaml}` (written as it is); `force` overwrites a file changed on disk. */
  save(body, signal) { return this.json("POST", "/api/save", body, signal); }
  preview(config, offset, scale, signal) {
    return this.image("/api/preview", { config, offset, scale }, signal);
  }
  /** Frame `frame` of the timeline (an index into /api/timeline's offsets) as the timeline draws it: Play's frames. */
  frame(config, frame, scale, signal) {
    return this.image("/api/preview", { config, frame, scale }, signal);
  }
  strip(config, scale, signal) { return this.image("/api/strip", { config, scale }, signal); }
  diff(a, b, offset, signal) { return this.image("/api/diff", { a, b, offset }, signal); }

  async code(config, flavour, signal) {
    return (await this.request("POST", "/api/code", { config, flavour }, signal)).text();
  }

  /** Starts an export in the background: `{job, total}`. */
  exportStart(config, format, signal) { return this.json("POST", "/api/export/start", { config, format }, signal); }
  /** `{state, done, total, pass, passes, problem, fix}` of an export. */
  exportStatus(job, signal) { return this.json("GET", `/api/export/status?job=${encodeURIComponent(job)}`, undefined, signal); }
  exportCancel(job, signal) { return this.json("POST", "/api/export/cancel", { job }, signal); }

  /** A finished export as `{blob, filename}` (the name from Content-Disposition). */
  async exportFile(job, signal) {
    return this.download(await this.request("GET", `/api/export/file?job=${encodeURIComponent(job)}`, undefined, signal));
  }

  /** The exported file as `{blob, filename}`, in one request (no progress). */
  async export(config, format, signal) {
    return this.download(await this.request("POST", "/api/export", { config, format }, signal));
  }

  /** "Save as project": the scene's Swift package (an iOS app) as `{blob, filename}`, a .zip. */
  async project(config, signal) {
    return this.download(await this.request("POST", "/api/project", { config }, signal));
  }

  async download(response) {
    const disposition = response.headers.get("Content-Disposition") || "";
    const match = /filename="?([^";]+)"?/.exec(disposition);
    return { blob: await response.blob(), filename: match ? match[1] : "flipbook-export" };
  }

  /**
   * `{config, resolved}` for a config in its JSON form: /api/resolve when the server has it,
   * else the config written as YAML and parsed back (the same answer, two requests).
   */
  async resolve(config, signal) {
    if (this.hasResolve !== false) {
      try {
        return await this.json("POST", "/api/resolve", { config }, signal);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        this.hasResolve = false;
      }
    }
    const { yaml } = await this.yaml(config, null, signal);
    return this.parse(yaml, signal);
  }
}
