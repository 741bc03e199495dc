// Export: the server renders the timeline in the background (GIF, WebP, APNG, MP4, strip PNG)
// while the page shows frames done of total with Cancel; the file downloads when it is done.
// "Save as project" downloads the scene as a Swift package (a .zip) in one request.

import { ApiError } from "./api.js";

const $ = (id) => document.getElementById(id);

/** Closes the Export menu (its button says so: `aria-expanded` false). */
export function closeExportMenu() {
  $("export-menu").hidden = true;
  $("export-button").setAttribute("aria-expanded", "false");
}

/** Hands `blob` to the browser as a download named `filename`. */
function download(blob, filename) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

/**
 * "Save as project": downloads `NAME.zip`, a Swift package with an iOS app that shows the scene
 * with the Swift `flipbook code` writes (no frames to draw, so one request, no progress).
 */
export async function saveAsProject(api, config, { notice, toast, describe }) {
  closeExportMenu();
  const button = $("export-button");
  button.disabled = true;
  try {
    const { blob, filename } = await api.project(config);
    download(blob, filename);
    toast(`Saved ${filename}: open the folder in it with Xcode (its README.md says how)`);
  } catch (error) {
    notice(describe(error));
  } finally {
    button.disabled = false;
  }
}

/**
 * Exports `config` as `format`: the page shows frames done of total with a Cancel button; the
 * Export button stays disabled until it ends, then the file downloads.
 */
export async function exportAs(api, config, format, { notice, toast, describe }) {
  closeExportMenu();
  const button = $("export-button");
  const box = $("export-progress");
  const label = $("export-label");
  const bar = $("export-bar");
  button.disabled = true;
  box.hidden = false;
  box.dataset.state = "running";
  label.textContent = `Exporting ${format}…`;
  bar.value = 0;
  let job = null;
  const cancel = async () => { if (job) await api.exportCancel(job).catch(() => {}); };
  $("export-cancel").onclick = cancel;
  try {
    const started = await api.exportStart(config, format);
    job = started.job;
    for (;;) {
      const status = await api.exportStatus(job);
      const pass = status.passes > 1 ? ` (pass ${status.pass} of ${status.passes})` : "";
      label.textContent = `Exporting ${format}: ${status.done} / ${status.total} frames${pass}`;
      bar.max = status.total * status.passes;
      bar.value = (status.pass - 1) * status.total + status.done;
      box.dataset.done = String(status.done);
      box.dataset.total = String(status.total);
      if (status.state === "cancelled") {
        box.dataset.state = "cancelled";
        toast(`Export cancelled after ${status.done} of ${status.total} frames`);
        return;
      }
      if (status.state === "failed") throw new ApiError(400, status);
      if (status.state === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const { blob, filename } = await api.exportFile(job);
    download(blob, filename);
    box.dataset.state = "done";
    toast(`Exported ${filename}`);
  } catch (error) {
    box.dataset.state = "failed";
    notice(describe(error));
  } finally {
    button.disabled = false;
    box.hidden = true;
  }
}
