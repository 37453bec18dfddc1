import { splitLfLines } from '@gauntlet/core';

/** One entry of `git diff --name-status` (docs/rules/spec-pr/README.md). */
export interface NameStatusEntry {
  /** The status letter: A M D T U X B R C. */
  status: string;
  /** Similarity digits of R/C entries. */
  score?: string;
  /** One path; R/C: old then new. */
  paths: string[];
  /** 1-based line of the listing (0 when the entry came from `-z` output). */
  line: number;
}

export interface NameStatusListing {
  entries: NameStatusEntry[];
  /** Lines that do not fit the grammar. */
  malformed: Array<{ line: number; text: string }>;
}

const SINGLE = /^[AMDTUXB]$/;
const SCORED = /^([RC])(\d+)$/;

/**
 * Parses `git diff --name-status` text: `<S>\t<path>` (S one of A M D T U X B) or
 * `R<score>\t<old>\t<new>` / `C<score>\t<old>\t<new>`. Blank lines are ignored; C-quoted paths
 * are unquoted. Never throws.
 */
export function parseNameStatus(text: string): NameStatusListing {
  const listing: NameStatusListing = { entries: [], malformed: [] };
  for (const [index, raw] of splitLfLines(text).entries()) {
    if (raw.trim() === '') continue;
    const entry = parseLine(raw.split('\t'), index + 1);
    if (entry) listing.entries.push(entry);
    else listing.malformed.push({ line: index + 1, text: raw });
  }
  return listing;
}

/** Parses `git diff --name-status -z` output (NUL-separated status and paths). */
export function parseNameStatusZ(text: string): NameStatusListing {
  const listing: NameStatusListing = { entries: [], malformed: [] };
  const fields = text.split('\0');
  if (fields[fields.length - 1] === '') fields.pop();
  let i = 0;
  while (i < fields.length) {
    const status = fields[i] as string;
    const width = SCORED.test(status) ? 3 : 2;
    const entry = parseLine(fields.slice(i, i + width), 0, false);
    if (entry) listing.entries.push(entry);
    else listing.malformed.push({ line: 0, text: fields.slice(i, i + width).join('\t') });
    i += width;
  }
  return listing;
}

function parseLine(parts: readonly string[], line: number, quoted = true): NameStatusEntry | null {
  const status = parts[0] ?? '';
  const path = (value: string | undefined) => (value === undefined || value === '' ? null : quoted ? unquote(value) : value);
  if (SINGLE.test(status)) {
    const only = path(parts[1]);
    return parts.length === 2 && only !== null ? { status, paths: [only], line } : null;
  }
  const scored = SCORED.exec(status);
  if (scored) {
    const from = path(parts[1]);
    const to = path(parts[2]);
    return parts.length === 3 && from !== null && to !== null ? { status: scored[1] as string, score: scored[2] as string, paths: [from, to], line } : null;
  }
  return null;
}

const ESCAPES: Readonly<Record<string, number>> = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };

/** Git's C-style quoting of unusual paths (`"a\tb.md"`, octal UTF-8 bytes). */
export function unquote(path: string): string {
  if (path.length < 2 || !path.startsWith('"') || !path.endsWith('"')) return path;
  const bytes: number[] = [];
  const body = path.slice(1, -1);
  const encoder = new TextEncoder();
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char !== '\\') {
      bytes.push(...encoder.encode(char));
      continue;
    }
    const next = body[i + 1] ?? '';
    const octal = /^[0-7]{3}/.exec(body.slice(i + 1, i + 4));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += 3;
    } else if (next in ESCAPES) {
      bytes.push(ESCAPES[next] as number);
      i += 1;
    } else {
      return path;
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}
