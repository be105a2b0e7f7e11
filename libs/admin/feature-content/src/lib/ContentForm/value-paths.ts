/** Reads and writes a value tree by path (`['program', 0, 'title']`) without mutating it. */
export type PathKey = string | number;

export function getAt(root: unknown, path: readonly PathKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PathKey, unknown>)[key];
  }
  return current;
}

export function setAt<T>(root: T, path: readonly PathKey[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [PathKey, ...PathKey[]];
  const container: unknown = root ?? (typeof key === 'number' ? [] : {});
  const child = setAt(getAt(container, [key]), rest, value);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[key as number] = child;
    return copy as T;
  }
  const copy = { ...(container as Record<string, unknown>) };
  if (child === undefined) delete copy[key as string];
  else copy[key as string] = child;
  return copy as T;
}

/** `['program', 0, 'title']` → `program.0.title`, the path issues carry. */
export function pathText(path: readonly PathKey[]): string {
  return path.map(String).join('.');
}

/** A path as a DOM id fragment. */
export function pathId(prefix: string, path: readonly PathKey[]): string {
  return `${prefix}-${path.map(String).join('-') || 'item'}`.replace(/[^a-zA-Z0-9_-]/g, '_');
}

/** `startDate` → `Start date`, `additional_top` → `Additional top`: a field's fallback label. */
export function humanize(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
