/**
 * superjson.deserialize for the page's state (src/render/bootstrap.ts), without superjson (3.8 kB gzip
 * of the first load of every page with prefetched data). The state is react-query's dehydrated cache of
 * JSON answers, in which superjson marks only a few kinds of value: those in `READABLE` (dates, and
 * the error of a query the server then marked not found).
 * Any other mark (a Map, a Set, a class) throws here; the server checks the same before it writes a
 * state (`unreadableMarks`, src/render/entry-server.tsx), so such an answer fails on the server, not
 * as a hydration mismatch in the browser. public-query.test.ts compares this with superjson.
 */

/** superjson's { json, meta } (its `SuperJSONResult`) */
export interface SerializedState {
  json: unknown;
  meta?: {
    values?: Marks;
    referentialEqualities?: Record<string, string[]> | [string[]] | [string[], Record<string, string[]>];
    v?: number;
  };
}
/** superjson's tree of marks: [type] on a value, [type, children] on a marked container, or children */
type Marks = [unknown] | [unknown, MarkChildren] | MarkChildren;
interface MarkChildren {
  [key: string]: Marks;
}

const READABLE: Record<string, (json: unknown) => unknown> = {
  undefined: () => undefined,
  Date: (json) => new Date(json as string),
  bigint: (json) => BigInt(json as string),
  // NaN, Infinity, -Infinity and -0 are strings in JSON
  number: (json) => Number(json),
  // a query's failure before the server's prefetch marked it not found (superjson's own rebuild)
  Error: (json) => {
    const { name, message, cause, stack } = json as {
      name: string;
      message: string;
      cause?: unknown;
      stack?: string;
    };
    const error = new Error(message, { cause });
    error.name = name;
    error.stack = stack;
    return error;
  },
};

/** superjson's path in the marks ('a.b\\.c' is a → b.c), version 1 (no legacy paths) */
function parsePath(path: string): string[] {
  const segments: string[] = [];
  let segment = '';
  for (let i = 0; i < path.length; i++) {
    const char = path.charAt(i);
    if (char === '\\') {
      const escaped = path.charAt(++i);
      if (escaped !== '\\' && escaped !== '.') throw new Error('invalid path in the page state');
      segment += escaped;
    } else if (char === '.') {
      segments.push(segment);
      segment = '';
    } else segment += char;
  }
  segments.push(segment);
  return segments;
}

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** Replaces the value at `path` (through plain objects and arrays only) with `map(value)`. */
function setDeep(root: unknown, path: string[], map: (value: unknown) => unknown): unknown {
  if (path.some((key) => FORBIDDEN.has(key))) throw new Error('forbidden key in the page state');
  if (path.length === 0) return map(root);
  let parent = root as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  parent[last] = map(parent[last]);
  return root;
}

function getDeep(root: unknown, path: string[]): unknown {
  return path.reduce((value, key) => (value as Record<string, unknown>)[key], root);
}

/** Every mark in the tree with its path, the deepest first (superjson's order: children before a container). */
function walk(
  marks: Marks | undefined,
  visit: (type: unknown, path: string[]) => void,
  origin: string[] = [],
) {
  if (!marks) return;
  if (!Array.isArray(marks)) {
    for (const [key, child] of Object.entries(marks)) walk(child, visit, [...origin, ...parsePath(key)]);
    return;
  }
  const [type, children] = marks;
  if (children) {
    for (const [key, child] of Object.entries(children)) walk(child, visit, [...origin, ...parsePath(key)]);
  }
  visit(type, origin);
}

/** The marks of a serialized state this reader cannot read back (none: the browser reads it). */
export function unreadableMarks(state: SerializedState): string[] {
  const found = new Set<string>();
  if ((state.meta?.v ?? 0) < 1 && state.meta?.values) found.add('legacy paths');
  walk(state.meta?.values, (type) => {
    if (typeof type !== 'string' || !(type in READABLE)) found.add(JSON.stringify(type));
  });
  return [...found];
}

/** superjson.deserialize of a state that `unreadableMarks` accepts; throws on any other. */
export function readState<T>(state: SerializedState): T {
  const unreadable = unreadableMarks(state);
  if (unreadable.length > 0)
    throw new Error(`the page state has marks it cannot read: ${unreadable.join(', ')}`);
  let result: unknown = structuredClone(state.json);
  walk(state.meta?.values, (type, path) => {
    result = setDeep(result, path, READABLE[type as string] as (json: unknown) => unknown);
  });
  // the same object in several places of the answer (superjson records where it repeats)
  const equalities = state.meta?.referentialEqualities;
  if (equalities) {
    const [atRoot, others] = Array.isArray(equalities) ? equalities : [[], equalities];
    for (const path of atRoot) result = setDeep(result, parsePath(path), () => result);
    for (const [path, identical] of Object.entries(others ?? {})) {
      const object = getDeep(result, parsePath(path));
      for (const other of identical) result = setDeep(result, parsePath(other), () => object);
    }
  }
  return result as T;
}
