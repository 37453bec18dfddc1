/** Small POSIX path helpers, free of `node:path` so that core stays platform-neutral. */

export function isAbsolutePath(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path);
}

/** Turns Windows separators into `/`. */
export function toPosix(path: string): string {
  return path.replace(/\\/g, '/');
}

/** Resolves `.` and `..` segments and duplicate slashes; keeps a leading `/`; `''` becomes `.`. */
export function normalizePath(path: string): string {
  const absolute = path.startsWith('/');
  const out: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!absolute) out.push('..');
      continue;
    }
    out.push(segment);
  }
  const joined = out.join('/');
  if (absolute) return `/${joined}`;
  return joined === '' ? '.' : joined;
}

export function joinPath(...parts: string[]): string {
  return normalizePath(parts.filter((part) => part !== '').join('/'));
}

/** `base` + `path`, unless `path` is absolute. */
export function resolvePath(base: string, path: string): string {
  return isAbsolutePath(path) ? normalizePath(path) : joinPath(base, path);
}

export function dirname(path: string): string {
  const normalized = normalizePath(path);
  const slash = normalized.lastIndexOf('/');
  if (slash < 0) return '.';
  if (slash === 0) return '/';
  return normalized.slice(0, slash);
}

export function basename(path: string): string {
  const normalized = normalizePath(path);
  return normalized.slice(normalized.lastIndexOf('/') + 1);
}

/** True when `path` is `root` or lies below it (both normalized, both absolute or both relative). */
export function isWithin(root: string, path: string): boolean {
  const r = normalizePath(root);
  const p = normalizePath(path);
  if (r === p) return true;
  const prefix = r.endsWith('/') ? r : `${r}/`;
  return p.startsWith(prefix);
}

/** `path` relative to `from` (both absolute), with `..` where needed. */
export function relativePath(from: string, path: string): string {
  const a = normalizePath(from).split('/').filter(Boolean);
  const b = normalizePath(path).split('/').filter(Boolean);
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  const up = a.slice(common).map(() => '..');
  const rest = b.slice(common);
  const joined = [...up, ...rest].join('/');
  return joined === '' ? '.' : joined;
}
