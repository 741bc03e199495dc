// Reads the config's JSON Schema (`flipbook schema`) into control descriptions. Pure: no DOM.
// `describe(node, key)` answers what kind of control an option gets; `matches` tells which
// alternative of an `anyOf` a value is written as; `starterValue` is what a switched-on option
// or a newly chosen alternative starts from; `rangeFor` picks a slider range where the schema
// gives none.

const COLOUR = /^\^#\(/;
const ANGLE_PATTERN = /pi/;

const isNull = (node) => node && node.type === "null";
const isNumber = (node) => node && (node.type === "number" || node.type === "integer");

/**
 * The schema with every local `{"$ref": "#/definitions/name"}` replaced by that definition (the
 * node's own keys, such as its description, kept), so the rest of this module never meets a ref.
 * A definition that refers to itself (snapshot pieces nest) is expanded once per path; the inner
 * reference becomes a free-form node, which the form edits as JSON.
 */
export function inlineRefs(schema) {
  const definitions = schema.definitions || schema.$defs || {};
  const walk = (node, expanding) => {
    if (Array.isArray(node)) return node.map((item) => walk(item, expanding));
    if (node === null || typeof node !== "object") return node;
    const result = {};
    for (const [key, value] of Object.entries(node)) if (key !== "$ref") result[key] = walk(value, expanding);
    const ref = typeof node.$ref === "string" ? /^#\/(?:definitions|\$defs)\/(.+)$/.exec(node.$ref) : null;
    if (!ref || !definitions[ref[1]]) return result;
    if (expanding.has(ref[1])) return result;
    return { ...walk(definitions[ref[1]], new Set([...expanding, ref[1]])), ...result };
  };
  return walk(schema, new Set());
}

/** The alternatives of a node: its `anyOf` flattened (nested anyOf included), or the node. */
export function alternatives(node) {
  if (!node || !Array.isArray(node.anyOf)) return [node];
  return node.anyOf.flatMap((alt) => (Array.isArray(alt.anyOf) && !alt.properties ? alternatives(alt) : [alt]));
}

function pairKeys(alts) {
  if (alts.length !== 2) return null;
  const object = alts.find((a) => a.type === "object" && a.properties);
  const array = alts.find((a) => a.type === "array" && a.minItems === a.maxItems);
  if (!object || !array) return null;
  const keys = Object.keys(object.properties);
  if (keys.length !== array.maxItems || keys.length < 2 || keys.length > 4) return null;
  if (!keys.every((k) => isNumber(object.properties[k]))) return null;
  return { keys, parts: keys.map((k) => object.properties[k]) };
}

function isColour(node) {
  return node && node.type === "string" && typeof node.pattern === "string" && COLOUR.test(node.pattern);
}

function isAngle(alts) {
  return alts.length === 2 && alts.some(isNumber) &&
    alts.some((a) => a.type === "string" && ANGLE_PATTERN.test(a.pattern || ""));
}

function isCurve(alts) {
  return alts.some((a) => Array.isArray(a.enum) && a.enum.includes("easeInOut"));
}

/**
 * What control a schema node gets:
 * `optional` (wraps `inner`), `pair`, `number` (`angle` for radians), `curve`, `choice`
 * (one of `alternatives`), `boolean`, `enum`, `const`, `colour`, `text`, `vector` (fixed-length
 * numbers), `colours`, `list` (of `item`), `group` (`properties`), `oneKey` (an object with exactly
 * one of `properties`), or `json` when nothing fits (edited as JSON text).
 */
export function describe(node, key = "") {
  if (!node) return { kind: "json", node, key };
  const alts = alternatives(node);
  if (alts.length > 1) {
    const present = alts.filter((a) => !isNull(a));
    if (present.length < alts.length) {
      const innerNode = present.length === 1 ? present[0] : { anyOf: present };
      return { kind: "optional", node, key, inner: describe({ description: node.description, ...innerNode }, key) };
    }
    const pair = pairKeys(alts);
    if (pair) return { kind: "pair", node, key, ...pair };
    if (isAngle(alts)) return { kind: "number", node, key, angle: true, integer: false };
    if (isCurve(alts)) return { kind: "curve", node, key, names: alts.find((a) => a.enum).enum, alts };
    return { kind: "choice", node, key, alts };
  }
  if (node.const !== undefined) return { kind: "const", node, key };
  if (node.type === "boolean") return { kind: "boolean", node, key };
  if (isNumber(node)) return { kind: "number", node, key, integer: node.type === "integer" };
  if (node.type === "string" && Array.isArray(node.enum)) return { kind: "enum", node, key, values: node.enum };
  if (isColour(node)) return { kind: "colour", node, key };
  if (node.type === "string") return { kind: "text", node, key };
  if (node.type === "array") {
    const items = node.items || {};
    if (isNumber(items) && node.minItems === node.maxItems && node.maxItems <= 4) {
      return { kind: "vector", node, key, length: node.maxItems };
    }
    if (isColour(items)) return { kind: "colours", node, key };
    if (items.type === "string" && !items.enum) return { kind: "strings", node, key };
    return { kind: "list", node, key, item: items };
  }
  if (node.type === "object" && node.properties) {
    if (node.maxProperties === 1) return { kind: "oneKey", node, key, properties: node.properties };
    return { kind: "group", node, key, properties: node.properties };
  }
  return { kind: "json", node, key };
}

/** Whether `value` is written in the shape of schema node `node` (loosely: types, enums, keys). */
export function matches(value, node) {
  if (!node) return false;
  if (Array.isArray(node.anyOf)) return node.anyOf.some((alt) => matches(value, alt));
  if (node.const !== undefined) return value === node.const;
  switch (node.type) {
    case "null": return value === null;
    case "boolean": return typeof value === "boolean";
    case "number": case "integer": return typeof value === "number";
    case "string":
      if (typeof value !== "string") return false;
      if (node.enum) return node.enum.includes(value);
      if (node.pattern) return new RegExp(node.pattern).test(value);
      return true;
    case "array":
      // Items are told apart by type only ([x1, y1, x2, y2] from [[x, y], …]), not checked in full.
      return Array.isArray(value) && (!node.items || !node.items.type ||
        value.every((item) => (node.items.type === "array" ? Array.isArray(item) : !Array.isArray(item))));
    case "object": {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
      const props = node.properties || {};
      if ((node.required || []).some((k) => !(k in value))) return false;
      if (node.additionalProperties === false && Object.keys(value).some((k) => !(k in props))) return false;
      if (node.propertyNames && node.propertyNames.enum) {
        return Object.keys(value).every((k) => node.propertyNames.enum.includes(k));
      }
      return true;
    }
    default: return true;
  }
}

/** What a timing curve's alternative is called: named, bézier, spring, formula (of x) or points. */
export function curveKind(alt) {
  if (alt.enum) return "named";
  if (alt.type === "string") return "formula";
  if (alt.type === "array") return alt.items && alt.items.type === "array" ? "points" : "bézier";
  return alt.properties && alt.properties.interactiveSpring ? "interactive spring" : "spring";
}

/** A valid value to start a timing curve's alternative from: `x` for a formula, a straight line of points. */
export function curveStarter(alt) {
  switch (curveKind(alt)) {
    case "formula": return "x";
    case "points": return [[0, 0], [1, 1]];
    default: return starterValue(alt);
  }
}

/** The index of the alternative `value` is written as (first match), or 0. */
export function chosenAlternative(value, alts) {
  const index = alts.findIndex((alt) => matches(value, alt));
  return index < 0 ? 0 : index;
}

/** A short label for an alternative of a choice, from its shape. */
export function alternativeLabel(alt) {
  if (alt.const !== undefined) return String(alt.const);
  if (isColour(alt)) return "colour";
  if (alt.enum) return alt.enum.length === 1 ? String(alt.enum[0]) : "name";
  if (alt.type === "object" && alt.maxProperties === 1) return "options";
  if (alt.type === "object" && alt.properties) {
    const keys = alt.required && alt.required.length ? alt.required : Object.keys(alt.properties);
    return keys.slice(0, 2).join("+");
  }
  if (alt.type === "object" && alt.propertyNames) return "step";
  if (alt.type === "array") return "list";
  return alt.type || "value";
}

/** A valid value to start from when an option is switched on or an alternative is chosen. */
export function starterValue(node) {
  // A schema's own example wins: a drag step starts as {by: -120, duration: 0.3}, which is valid,
  // where its keys' starters ({}) would be refused until `by` is filled.
  if (node && Array.isArray(node.examples) && node.examples.length) return structuredClone(node.examples[0]);
  const description = describe(node);
  switch (description.kind) {
    case "optional": return starterValue(description.inner.node);
    case "pair": return Object.fromEntries(description.keys.map((k, i) => [k, clampStart(description.parts[i])]));
    case "number": return description.angle ? 0 : clampStart(node);
    case "curve": return "linear";
    case "choice": return starterValue(description.alts[0]);
    case "const": return node.const;
    case "boolean": return false;
    case "enum": return node.enum[0];
    case "colour": return "#000000";
    case "text": return "";
    case "vector": return new Array(description.length).fill(0);
    case "colours": return ["#007AFF"];
    case "strings": return [];
    case "list": return [];
    case "oneKey": {
      const [first] = Object.keys(node.properties);
      return { [first]: starterValue(node.properties[first]) };
    }
    case "group": {
      const required = node.required || [];
      return Object.fromEntries(required.map((k) => [k, starterValue(node.properties[k])]));
    }
    default: return null;
  }
}

function clampStart(node) {
  let value = 0;
  if (node.minimum !== undefined) value = Math.max(value, node.minimum);
  if (node.exclusiveMinimum !== undefined && value <= node.exclusiveMinimum) value = node.exclusiveMinimum + 1;
  if (node.maximum !== undefined) value = Math.min(value, node.maximum);
  return node.type === "integer" ? Math.round(value) : value;
}

/** Reads an angle written as radians, "45deg", "pi/4", "2pi" or "-pi/1.65"; NaN if not one. */
export function angleValue(value) {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return NaN;
  const text = value.trim();
  const degrees = /^(-?[0-9.]+)deg$/.exec(text);
  if (degrees) return (Number(degrees[1]) * Math.PI) / 180;
  const pi = /^(-?)([0-9.]*)\*?pi(?:\/([0-9.]+))?$/.exec(text);
  if (pi) {
    const factor = pi[2] === "" ? 1 : Number(pi[2]);
    const divisor = pi[3] === undefined ? 1 : Number(pi[3]);
    return (pi[1] === "-" ? -1 : 1) * factor * Math.PI / divisor;
  }
  const number = Number(text);
  return text === "" ? NaN : number;
}

/**
 * Slider range `{min, max, step}` for a number option, from its schema alone (never its name):
 * the `x-flipbook-slider` the schema gives it; else its bounds (every number has both) when they
 * are at most 10,000 apart, or a window at zero inside them (0…100, or −100…100 when negatives
 * are allowed; ±2π for an angle) when they are the general ±1,000,000 limit. Always widened to
 * include the current value (×2) so the thumb is never pinned.
 */
export function rangeFor(node, value, angle = false) {
  const slider = node["x-flipbook-slider"];
  if (slider) {
    // The schema's own working range: a log slider keeps its ends (values past them are typed).
    if (slider.scale === "log") return { min: slider.min, max: slider.max, step: slider.step, log: true };
    let { min, max } = slider;
    if (typeof value === "number" && Number.isFinite(value)) {
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
    return { min, max, step: slider.step };
  }
  // An exclusive bound is not a value: the slider starts one step inside it.
  let min = node.minimum ?? node.exclusiveMinimum ?? -1e6;
  let max = node.maximum ?? node.exclusiveMaximum ?? 1e6;
  if (max - min > 10000) {
    const window = angle ? [-2 * Math.PI, 2 * Math.PI] : [min < 0 ? -100 : 0, 100];
    [min, max] = [Math.max(min, window[0]), Math.min(max, window[1])];
  }
  if (typeof value === "number" && Number.isFinite(value)) {
    if (value < min) min = value < 0 ? value * 2 : value;
    if (value > max) max = value > 0 ? value * 2 : value;
  }
  const integer = node.type === "integer";
  const step = integer ? 1 : niceStep((max - min) / 200);
  if (node.exclusiveMinimum !== undefined && min <= node.exclusiveMinimum) min = node.exclusiveMinimum + step;
  if (node.exclusiveMaximum !== undefined && max >= node.exclusiveMaximum) max = node.exclusiveMaximum - step;
  return { min, max, step };
}

/** Why `value` breaks the schema's hard limits (`minimum`, `maximum`, exclusive ones), or null. */
export function outOfRange(node, value) {
  if (node.minimum !== undefined && value < node.minimum) return `at least ${node.minimum}`;
  if (node.maximum !== undefined && value > node.maximum) return `at most ${node.maximum}`;
  if (node.exclusiveMinimum !== undefined && value <= node.exclusiveMinimum) return `more than ${node.exclusiveMinimum}`;
  if (node.exclusiveMaximum !== undefined && value >= node.exclusiveMaximum) return `less than ${node.exclusiveMaximum}`;
  return null;
}

/**
 * A log slider's positions: two significant digits per step (1.0, 1.1 … 9.9 in each decade), so
 * every position is an exact short number and the preset's −0.0005 is one of them. The ends are
 * powers of ten of one sign (m34: −0.01…−0.00001); for negative ranges position 0 is the most
 * negative end, as on a linear slider.
 */
const PER_DECADE = 90;
function logGrid(range) {
  const sign = range.min < 0 ? -1 : 1;
  const [low, high] = [Math.abs(range.min), Math.abs(range.max)].sort((a, b) => a - b);
  const lowExponent = Math.round(Math.log10(low));
  const steps = Math.max(1, Math.round(Math.log10(high) - lowExponent)) * PER_DECADE;
  return { sign, lowExponent, steps };
}
export function logSteps(range) { return logGrid(range).steps; }
export function logPosition(range, value) {
  const { sign, lowExponent, steps } = logGrid(range);
  const magnitude = Math.abs(value);
  let index = 0;
  if (magnitude > 0 && Number.isFinite(magnitude)) {
    const exponent = Math.floor(Math.log10(magnitude) + 1e-12);
    const mantissa = magnitude / Math.pow(10, exponent);
    index = Math.min(steps, Math.max(0, (exponent - lowExponent) * PER_DECADE + Math.round((mantissa - 1) * 10)));
  }
  return sign < 0 ? steps - index : index;
}
export function logValue(range, position) {
  const { sign, lowExponent, steps } = logGrid(range);
  const index = sign < 0 ? steps - position : position;
  const decade = Math.min(Math.floor(index / PER_DECADE), steps / PER_DECADE);
  const mantissa = index >= steps ? 1 : 1 + (index - decade * PER_DECADE) / 10;
  return sign * Number(`${mantissa.toFixed(1)}e${lowExponent + decade}`);
}

function niceStep(raw) {
  if (!(raw > 0)) return 0.01;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const unit = raw / power;
  return (unit < 2 ? 1 : unit < 5 ? 2 : 5) * power;
}
