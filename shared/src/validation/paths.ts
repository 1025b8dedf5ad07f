import { isPlainObject } from './values';

/**
 * Field paths with wildcards, following Laravel: `diplomas.*.date` stands for every element of
 * `diplomas`, arrays and objects alike; a wildcard over an empty or missing list stands for nothing.
 */

export interface ConcreteField {
  /** `diplomas.0.date` */
  readonly path: string;
  /** The keys the wildcards took, in order (`['0']`), to fill `*` in references to other fields. */
  readonly wildcardKeys: readonly string[];
  readonly value: unknown;
  /** Whether the last key exists at all (for `sometimes`). */
  readonly present: boolean;
}

export interface ShapeError {
  /** A path where a list or object was expected but a plain value was found. */
  readonly path: string;
  readonly wildcardKeys: readonly string[];
}

export function splitPath(path: string): string[] {
  return path.split('.');
}

function childKeys(container: unknown): string[] | null {
  if (Array.isArray(container)) return Array.from({ length: container.length }, (_, index) => String(index));
  if (isPlainObject(container)) return Object.keys(container);
  return null;
}

function child(container: unknown, key: string): { value: unknown; present: boolean } {
  if (Array.isArray(container)) {
    const present = /^(0|[1-9]\d*)$/.test(key) && Number(key) < container.length;
    return { value: present ? (container[Number(key)] as unknown) : undefined, present };
  }
  if (isPlainObject(container) && Object.prototype.hasOwnProperty.call(container, key)) {
    return { value: container[key], present: true };
  }
  return { value: undefined, present: false };
}

/** The value at a concrete path, or undefined when any step is missing or not a container. */
export function getAtPath(data: unknown, path: string): unknown {
  let current = data;
  for (const key of splitPath(path)) current = child(current, key).value;
  return current;
}

/** Replaces each `*` of a reference with the wildcard keys of the field that refers to it. */
export function fillWildcards(reference: string, wildcardKeys: readonly string[]): string {
  let index = 0;
  return reference
    .split('.')
    .map((segment) =>
      segment === '*' && index < wildcardKeys.length ? (wildcardKeys[index++] ?? segment) : segment,
    )
    .join('.');
}

/**
 * Every concrete field a pattern stands for in `data`, plus the places where a wildcard met a
 * plain value (a string where a list belongs), which are errors in the data's shape.
 */
export function expandPattern(
  segments: readonly string[],
  data: unknown,
): { fields: ConcreteField[]; shapeErrors: ShapeError[] } {
  const fields: ConcreteField[] = [];
  const shapeErrors: ShapeError[] = [];

  const walk = (
    index: number,
    current: unknown,
    present: boolean,
    path: readonly string[],
    keys: readonly string[],
  ) => {
    const segment = segments[index];
    if (segment === undefined) {
      fields.push({ path: path.join('.'), wildcardKeys: keys, value: current, present });
      return;
    }
    if (segment !== '*') {
      const next = child(current, segment);
      walk(index + 1, next.value, next.present, [...path, segment], keys);
      return;
    }
    const keysHere = childKeys(current);
    if (keysHere === null) {
      if (current !== undefined && current !== null && current !== '') {
        shapeErrors.push({ path: path.join('.'), wildcardKeys: keys });
      }
      return;
    }
    for (const key of keysHere) {
      const next = child(current, key);
      walk(index + 1, next.value, next.present, [...path, key], [...keys, key]);
    }
  };

  walk(0, data, true, [], []);
  return { fields, shapeErrors };
}

/** The wildcard keys when a concrete path matches a pattern, or null when it does not. */
export function matchPattern(segments: readonly string[], path: string): string[] | null {
  const concrete = splitPath(path);
  if (concrete.length !== segments.length) return null;
  const keys: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const key = concrete[index];
    if (key === undefined) return null;
    if (segment === '*') keys.push(key);
    else if (segment !== key) return null;
  }
  return keys;
}

/** Whether `path` is `ancestor` itself or lies inside it. */
export function isWithin(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}.`);
}
