// The review page's picture of one image: expected | actual | diff side by side, swipe (a
// draggable divider), onion skin (the actual's opacity), toggle (blink) and diff only; "fit"
// scales the image to fill its pane, a zoom shows device pixels with a pixel grid, opened on the
// first differing pixels, the panes panned together. Images arrive as blob: URLs made from the
// API (the token travels in a header, never in an image URL).
"use strict";

const Viewer = (() => {
  const stage = () => document.getElementById("stage");
  const settings = { mode: "side", zoom: "fit", grid: true, opacity: 50, split: 50, showActual: true };
  let blinkTimer = null;
  let current = null; // { expected, actual, diff, width, height, focus, labels }
  let recentre = false; // the next render scrolls the panes to the difference

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /// One image at the current zoom, with the pixel grid over it when zoomed in 4× or more.
  function canvas(src, alt) {
    const box = element("div", "canvas");
    const img = element("img");
    img.draggable = false;
    img.src = src;
    img.alt = alt;
    box.appendChild(img);
    sizeTo(box, img);
    return box;
  }

  function sizeTo(box, img) {
    const zoom = settings.zoom === "fit" ? null : Number(settings.zoom);
    if (zoom && current && current.width) {
      img.style.width = current.width * zoom + "px";
      img.style.height = current.height * zoom + "px";
    }
    if (zoom && zoom >= 4 && settings.grid) {
      const grid = element("div", "grid");
      grid.style.backgroundImage = "linear-gradient(to right, rgba(128,128,128,0.45) 1px, transparent 1px),"
        + "linear-gradient(to bottom, rgba(128,128,128,0.45) 1px, transparent 1px)";
      grid.style.backgroundSize = zoom + "px " + zoom + "px";
      box.appendChild(grid);
    }
  }

  /// "fit": every image as large as its pane allows (wide: the pane's width; tall: the stage's
  /// height), small goldens scaled up as much as large ones are scaled down.
  function fit() {
    if (settings.zoom !== "fit") return;
    stage().querySelectorAll(".scroller").forEach((scroller) => {
      const img = scroller.querySelector(".canvas > img");
      if (!img) return;
      const width = (current && current.width) || img.naturalWidth, height = (current && current.height) || img.naturalHeight;
      if (!width || !height) { img.addEventListener("load", fit, { once: true }); return; }
      const room = scroller.clientWidth - 2, tall = Math.max(120, window.innerHeight * 0.62 - 2);
      const scale = Math.min(room / width, tall / height);
      img.style.width = Math.floor(width * scale) + "px";
      img.style.height = Math.floor(height * scale) + "px";
    });
  }

  /// At a zoom, the panes open on the middle of the differing pixels (`current.focus`, the bounds).
  function centre() {
    const zoom = Number(settings.zoom);
    if (!zoom || !current || !current.focus) return;
    const { x, y, width, height } = current.focus;
    stage().querySelectorAll(".scroller").forEach((scroller) => {
      scroller.scrollLeft = Math.max(0, (x + width / 2) * zoom - scroller.clientWidth / 2);
      scroller.scrollTop = Math.max(0, (y + height / 2) * zoom - scroller.clientHeight / 2);
    });
  }

  function pane(caption, content) {
    const figure = element("figure", "pane");
    figure.style.margin = "0";
    figure.appendChild(element("figcaption", null, caption));
    const scroller = element("div", "scroller" + (settings.zoom === "fit" ? " fit" : ""));
    scroller.appendChild(content);
    figure.appendChild(scroller);
    return figure;
  }

  /// Panning one pane pans the others to the same place.
  function syncScrolling(scrollers) {
    let leader = null;
    scrollers.forEach((scroller) => scroller.addEventListener("scroll", () => {
      if (leader && leader !== scroller) return;
      leader = scroller;
      scrollers.forEach((other) => {
        if (other !== scroller) { other.scrollLeft = scroller.scrollLeft; other.scrollTop = scroller.scrollTop; }
      });
      requestAnimationFrame(() => { leader = null; });
    }));
  }

  /// Expected under actual: the base of swipe, onion skin and toggle.
  function stack() {
    const box = canvas(current.expected, "expected");
    const top = element("img", "top");
    top.draggable = false;
    top.src = current.actual;
    top.alt = "actual";
    box.insertBefore(top, box.children[1] || null);
    return { box, top };
  }

  function stopBlink() {
    if (blinkTimer) clearInterval(blinkTimer);
    blinkTimer = null;
    document.getElementById("blink").textContent = "blink";
  }

  function render() {
    stopBlink();
    const root = stage();
    root.replaceChildren();
    root.dataset.mode = settings.mode;
    document.getElementById("onion-control").hidden = settings.mode !== "onion";
    document.getElementById("blink").hidden = settings.mode !== "toggle";
    if (!current) return;
    const both = current.expected && current.actual;
    let mode = settings.mode;
    if (!both && mode !== "diff") mode = "side";
    if (mode === "diff" && !current.diff) mode = "side";
    root.dataset.shown = mode;
    if (mode === "side") {
      const panes = [];
      if (current.expected) panes.push(pane(current.labels.expected, canvas(current.expected, "expected")));
      if (current.actual) panes.push(pane(current.labels.actual, canvas(current.actual, "actual")));
      if (current.diff) panes.push(pane("diff: red differs, yellow anti-aliasing", canvas(current.diff, "diff")));
      if (!panes.length) root.appendChild(element("p", "empty", "No image for this one."));
      panes.forEach((p) => root.appendChild(p));
      syncScrolling(panes.map((p) => p.querySelector(".scroller")));
    } else if (mode === "diff") {
      root.appendChild(pane("diff: red differs, yellow anti-aliasing", canvas(current.diff, "diff")));
    } else if (mode === "swipe") {
      const { box, top } = stack();
      const divider = element("div", "divider");
      divider.setAttribute("role", "slider");
      divider.setAttribute("aria-label", "expected ◀ ▶ actual");
      divider.tabIndex = 0;
      const place = () => {
        top.style.clipPath = "inset(0 0 0 " + settings.split + "%)";
        divider.style.left = settings.split + "%";
        divider.setAttribute("aria-valuenow", String(Math.round(settings.split)));
      };
      const drag = (event) => {
        const rect = box.getBoundingClientRect();
        settings.split = Math.max(0, Math.min(100, (event.clientX - rect.left) / rect.width * 100));
        place();
      };
      box.addEventListener("pointerdown", (event) => {
        // No native image drag, which would cancel the pointer.
        event.preventDefault();
        box.setPointerCapture(event.pointerId);
        drag(event);
        const move = (e) => drag(e);
        box.addEventListener("pointermove", move);
        box.addEventListener("pointerup", () => box.removeEventListener("pointermove", move), { once: true });
      });
      divider.addEventListener("keydown", (event) => {
        if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
        settings.split = Math.max(0, Math.min(100, settings.split + (event.key === "ArrowLeft" ? -5 : 5)));
        place();
        event.stopPropagation();
        event.preventDefault();
      });
      box.appendChild(divider);
      place();
      root.appendChild(pane("expected ◀ drag ▶ actual", box));
    } else if (mode === "onion") {
      const { box, top } = stack();
      top.style.opacity = String(settings.opacity / 100);
      root.appendChild(pane("expected, with actual over it at " + settings.opacity + " %", box));
    } else if (mode === "toggle") {
      const { box, top } = stack();
      const caption = element("span", null, "");
      const show = () => {
        top.style.visibility = settings.showActual ? "visible" : "hidden";
        caption.textContent = settings.showActual ? "actual (t shows expected)" : "expected (t shows actual)";
        box.dataset.showing = settings.showActual ? "actual" : "expected";
      };
      const figure = pane("", box);
      figure.querySelector("figcaption").appendChild(caption);
      box.addEventListener("click", () => { settings.showActual = !settings.showActual; show(); });
      show();
      root.appendChild(figure);
      Viewer.toggleShown = () => { settings.showActual = !settings.showActual; show(); };
    }
    fit();
    if (recentre) centre();
    recentre = false;
  }

  window.addEventListener("resize", () => fit());

  return {
    settings,
    /// Shows `picture`: `{expected, actual, diff}` blob URLs (any may be missing), its size in
    /// pixels and captions.
    show(picture) {
      recentre = !current || current.focus !== picture.focus;
      current = picture;
      render();
    },
    clear() { current = null; render(); },
    setMode(mode) {
      settings.mode = mode;
      document.querySelectorAll("#modes button").forEach((b) => b.setAttribute("aria-selected", String(b.dataset.mode === mode)));
      render();
    },
    setZoom(zoom) { settings.zoom = zoom; document.getElementById("zoom").value = zoom; recentre = true; render(); },
    zoomBy(step) {
      const steps = ["fit", "1", "2", "4", "8", "16"];
      const at = steps.indexOf(settings.zoom);
      this.setZoom(steps[Math.max(0, Math.min(steps.length - 1, at + step))]);
    },
    setGrid(on) { settings.grid = on; render(); },
    setOpacity(value) { settings.opacity = value; render(); },
    toggleShown: () => {},
    blink() {
      if (blinkTimer) { stopBlink(); return; }
      document.getElementById("blink").textContent = "stop";
      blinkTimer = setInterval(() => Viewer.toggleShown(), 500);
    },
    render,
  };
})();
