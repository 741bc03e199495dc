// Curve plots for the timing-curve and transform-curve controls: the same formulas as
// Transforms' `TimingCurveName` (CSS cubic Béziers from PVView) and `TransformCurve`
// (upstream's logarithmic easeIn/easeOut), drawn as a small SVG path over 0…1.

/** PVView's named curves as CSS cubic-bezier control points (TimingCurveName.bezier). */
export const NAMED_BEZIERS = {
  default: [0.25, 0.1, 0.25, 1], linear: [0, 0, 1, 1], easeIn: [0.42, 0, 1, 1],
  easeOut: [0, 0, 0.58, 1], easeInOut: [0.42, 0, 0.58, 1],
  easeInSine: [0.47, 0, 0.745, 0.715], easeOutSine: [0.39, 0.575, 0.565, 1],
  easeInOutSine: [0.445, 0.05, 0.55, 0.95], easeInQuad: [0.55, 0.085, 0.68, 0.53],
  easeOutQuad: [0.25, 0.46, 0.45, 0.94], easeInOutQuad: [0.455, 0.03, 0.515, 0.955],
  easeInCubic: [0.55, 0.055, 0.675, 0.19], easeOutCubic: [0.215, 0.61, 0.355, 1],
  easeInOutCubic: [0.645, 0.045, 0.355, 1], easeInQuart: [0.895, 0.03, 0.685, 0.22],
  easeOutQuart: [0.165, 0.84, 0.44, 1], easeInOutQuart: [0.77, 0, 0.175, 1],
  easeInQuint: [0.755, 0.05, 0.855, 0.06], easeOutQuint: [0.23, 1, 0.32, 1],
  easeInOutQuint: [0.86, 0, 0.07, 1], easeInExpo: [0.95, 0.05, 0.795, 0.035],
  easeOutExpo: [0.19, 1, 0.22, 1], easeInOutExpo: [1, 0, 0, 1],
  easeInCirc: [0.6, 0.04, 0.98, 0.335], easeOutCirc: [0.075, 0.82, 0.165, 1],
  easeInOutCirc: [0.785, 0.135, 0.15, 0.86], easeInBack: [0.6, -0.28, 0.735, 0.045],
  easeOutBack: [0.175, 0.885, 0.32, 1.275], easeInOutBack: [0.68, -0.55, 0.265, 1.55],
};

/** Upstream's TransformCurve: linear p, easeIn log10(1 + 9p), easeOut 1 − log10(10 − 9p). */
const TRANSFORM_CURVES = {
  linear: (p) => p,
  easeIn: (p) => Math.log10(1 + 9 * p),
  easeOut: (p) => 1 - Math.log10(10 - 9 * p),
};

/** A damped spring's step response over t in 0…1 of four response periods (SwiftUI's form). */
function springSamples(spring) {
  const response = spring.response ?? (spring.mass && spring.stiffness ? 2 * Math.PI * Math.sqrt(spring.mass / spring.stiffness) : 0.55);
  const zeta = spring.dampingFraction ?? (spring.damping && spring.mass && spring.stiffness
    ? spring.damping / (2 * Math.sqrt(spring.stiffness * spring.mass)) : 0.825);
  const omega = (2 * Math.PI) / response;
  return sample((t) => {
    const time = t * 4 * response;
    if (zeta >= 1) return 1 - (1 + omega * time) * Math.exp(-omega * time);
    const damped = omega * Math.sqrt(1 - zeta * zeta);
    return 1 - Math.exp(-zeta * omega * time) * (Math.cos(damped * time) + (zeta * omega / damped) * Math.sin(damped * time));
  });
}

function sample(f) {
  const points = [];
  for (let i = 0; i <= 48; i += 1) points.push([i / 48, f(i / 48)]);
  return points;
}

/**
 * The plot of a curve value: `{bezier: [x1, y1, x2, y2]}` or `{points: [[x, y], …]}`, or null
 * for a value that is no curve. `kind` is "timing" (PVView names, Béziers, springs) or
 * "transform" (upstream's scaleCurve/translationCurve names).
 */
export function curveShape(value, kind = "timing") {
  if (kind === "transform") return TRANSFORM_CURVES[value] ? { points: sample(TRANSFORM_CURVES[value]) } : null;
  if (typeof value === "string" && NAMED_BEZIERS[value]) return { bezier: NAMED_BEZIERS[value] };
  if (Array.isArray(value) && value.length === 4 && value.every(Number.isFinite)) return { bezier: value };
  if (value && typeof value === "object" && value.spring) return { points: springSamples(value.spring) };
  return null;
}

const SVG = "http://www.w3.org/2000/svg";

/** An SVG element plotting `shape` in a 64×40 box (y from −0.6 to 1.6 so overshoot shows). */
export function curvePlot(shape) {
  const width = 64, height = 40, low = -0.6, high = 1.6;
  const x = (v) => (v * (width - 8) + 4).toFixed(2);
  const y = (v) => (height - ((v - low) / (high - low)) * height).toFixed(2);
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("class", "curve-plot");
  svg.setAttribute("aria-hidden", "true");
  const frame = document.createElementNS(SVG, "path");
  frame.setAttribute("class", "curve-frame");
  frame.setAttribute("d", `M${x(0)} ${y(0)}H${x(1)}M${x(0)} ${y(1)}H${x(1)}`);
  svg.append(frame);
  if (!shape) return svg;
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("class", "curve-line");
  if (shape.bezier) {
    const [x1, y1, x2, y2] = shape.bezier;
    path.setAttribute("d", `M${x(0)} ${y(0)}C${x(x1)} ${y(y1)} ${x(x2)} ${y(y2)} ${x(1)} ${y(1)}`);
  } else {
    const clampY = (v) => Math.max(low, Math.min(high, Number.isFinite(v) ? v : high));
    path.setAttribute("d", shape.points.map(([px, py], i) => `${i ? "L" : "M"}${x(px)} ${y(clampY(py))}`).join(""));
  }
  svg.append(path);
  return svg;
}
