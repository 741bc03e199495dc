// Values at paths in a config's JSON form, and the small diff the URL carries. Pure: no DOM.

/** A deep copy of a JSON value. */
export const clone = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** Whether two JSON values are equal (object key order ignored). */
export function equal(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => k in b && equal(a[k], b[k]));
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** The value at `path` (keys and array indices), or undefined when any step is missing. */
export function getPath(root, path) {
  let node = root;
  for (const step of path) {
    if (node === null || typeof node !== "object" || !(step in node)) return undefined;
    node = node[step];
  }
  return node;
}

/**
 * A copy of `config` with `value` at `path`. A missing step becomes `{}` (what the config
 * extends fills the rest); a step written in shorthand (`effect: scale.coverFlow`, a colour
 * where an object is needed) is replaced by its expanded form from `resolved` first, so no
 * option the shorthand implied is lost.
 */
export function setPath(config, path, value, resolved) {
  const result = isObject(config) ? clone(config) : {};
  let node = result;
  let fallback = resolved;
  path.forEach((step, index) => {
    fallback = fallback === undefined || fallback === null ? undefined : fallback[step];
    if (index === path.length - 1) {
      node[step] = clone(value);
      return;
    }
    const nextIsIndex = typeof path[index + 1] === "number";
    const present = node[step];
    const fits = nextIsIndex ? Array.isArray(present) : isObject(present);
    if (!fits) {
      const expanded = (nextIsIndex ? Array.isArray(fallback) : isObject(fallback)) ? clone(fallback) : undefined;
      node[step] = expanded ?? (nextIsIndex ? [] : {});
    }
    node = node[step];
  });
  return result;
}

/** A copy of `config` without the key at `path` (emptied parent objects are removed too). */
export function deletePath(config, path) {
  const result = clone(config);
  const parents = [];
  let node = result;
  for (const step of path.slice(0, -1)) {
    if (node === null || typeof node !== "object" || !(step in node)) return result;
    parents.push([node, step]);
    node = node[step];
  }
  if (node !== null && typeof node === "object") delete node[path[path.length - 1]];
  for (let i = parents.length - 1; i >= 0; i -= 1) {
    const [parent, step] = parents[i];
    if (isObject(parent[step]) && Object.keys(parent[step]).length === 0) delete parent[step];
    else break;
  }
  return result;
}

/**
 * The edits that turn `base` into `target`: `[[path, value], …]` for set keys and `[[path]]` for
 * removed ones. Objects are compared key by key; arrays and scalars are replaced whole.
 */
export function diff(base, target, path = [], edits = []) {
  if (isObject(base) && isObject(target)) {
    for (const key of Object.keys(base)) if (!(key in target)) edits.push([[...path, key]]);
    for (const key of Object.keys(target)) {
      if (key in base) diff(base[key], target[key], [...path, key], edits);
      else edits.push([[...path, key], target[key]]);
    }
  } else if (!equal(base, target)) {
    edits.push([path, target]);
  }
  return edits;
}

/** `base` with `diff`'s edits applied. */
export function patch(base, edits) {
  let result = clone(base);
  for (const edit of edits) {
    const [path, value] = edit;
    if (path.length === 0) result = clone(value);
    else result = edit.length === 1 ? deletePath(result, path) : setPath(result, path, value);
  }
  return result;
}

/**
 * `ids` (paths such as `overlay.pages.0.2.frame`) after the list at `list` was reordered:
 * `order[i]` is where the item now at `i` was (null for a new one), so an id under an item follows
 * it and an id under a removed item is dropped. Ids outside the list stay as they are.
 */
export function renumbered(ids, list, order) {
  const prefix = `${list}.`;
  return new Set([...ids].flatMap((id) => {
    if (!id.startsWith(prefix)) return [id];
    const [index, ...rest] = id.slice(prefix.length).split(".");
    const now = order.indexOf(Number(index));
    return now < 0 ? [] : [[`${prefix}${now}`, ...rest].join(".")];
  }));
}
