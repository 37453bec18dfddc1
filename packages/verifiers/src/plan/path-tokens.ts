import { pySpace, pyWord } from '@gauntlet/core';

/**
 * Path tokens of rule 11 (docs/rules/plan/README.md): maximal runs of `[\w./-]` (Python `\w`) that start at
 * the line start or after whitespace, `` ` `` or `(`, and end at the line end or before
 * whitespace, `` ` ``, `)`, `:` or `,`. The forms below are tested on whole tokens with string
 * logic (linear), not with the reference's backtracking patterns.
 */
const ASCII_RUN = new Uint8Array(128);
for (let cp = 0; cp < 128; cp++) ASCII_RUN[cp] = /[A-Za-z0-9_./-]/.test(String.fromCharCode(cp)) ? 1 : 0;

/** Only lines with `migrate_` or `.py` (Python ci) can hold a schema or test path. */
export const MAY_HOLD_PATH = /m[i\u0130\u0131]grate_|\.py/iu;

export function pathTokens(line: string): string[] {
  const out: string[] = [];
  const word = pyWord();
  const space = pySpace();
  const inRun = (cp: number) => (cp < 0x80 ? ASCII_RUN[cp] === 1 : word.has(cp));
  let i = 0;
  while (i < line.length) {
    const cp = line.codePointAt(i) as number;
    if (!inRun(cp)) {
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    while (i < line.length) {
      const c = line.codePointAt(i) as number;
      if (!inRun(c)) break;
      i += c > 0xffff ? 2 : 1;
    }
    const before = start === 0 ? -1 : (line.codePointAt(start - 1) as number);
    const beforeOk = before === -1 || before === 0x60 || before === 0x28 || space.has(before);
    const after = i >= line.length ? -1 : (line.codePointAt(i) as number);
    const afterOk = after === -1 || after === 0x60 || after === 0x29 || after === 0x3a || after === 0x2c || space.has(after);
    if (beforeOk && afterOk) out.push(line.slice(start, i));
  }
  return out;
}

/**
 * Python re.IGNORECASE for ASCII literals: lower-cases ASCII letters and folds the four
 * non-ASCII characters that match ASCII letters (U+0130, U+0131 -> i, U+212A -> k, U+017F -> s).
 * Length-preserving, so indices stay valid.
 */
export function foldAscii(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x41 && code <= 0x5a) out += String.fromCharCode(code + 32);
    else if (code === 0x130 || code === 0x131) out += 'i';
    else if (code === 0x212a) out += 'k';
    else if (code === 0x17f) out += 's';
    else out += text[i];
  }
  return out;
}

/** Index just after the last `.` in `text` (0 when none). */
const afterLastDot = (text: string): number => text.lastIndexOf('.') + 1;

/**
 * `(?:[\w./-]*\/)?<lead>[\w/-]+<suffix>` on a whole folded token: some occurrence of `lead`
 * at a segment start (token start or after `/`), followed by a non-empty dot-free stretch, then
 * `suffix` at the end.
 */
function leadThenStretch(token: string, leads: readonly string[], suffix: string): boolean {
  if (!token.endsWith(suffix)) return false;
  const body = token.slice(0, token.length - suffix.length);
  const floor = afterLastDot(body);
  for (const lead of leads) {
    for (let j = body.indexOf(lead, floor); j >= 0; j = body.indexOf(lead, j + 1)) {
      if ((j === 0 || body[j - 1] === '/') && j + lead.length < body.length) return true;
    }
  }
  return false;
}

/** Rule 11's schema-path forms; `token` folded with `foldAscii`. */
export function isSchemaPath(token: string): boolean {
  return isMigrateScript(token) || leadThenStretch(token, ['src/'], '/schemas.py') || leadThenStretch(token, ['src/'], '/storage.py') || isPrivateSchema(token);
}

/** `(?:[\w./-]*\/)?scripts/migrate_[\w-]+`: no `/` or `.` after `migrate_`. */
function isMigrateScript(token: string): boolean {
  const slash = token.lastIndexOf('/');
  if (slash < 7 || token.slice(slash - 7, slash) !== 'scripts') return false;
  if (slash > 7 && token[slash - 8] !== '/') return false;
  if (!token.startsWith('migrate_', slash + 1)) return false;
  const rest = token.slice(slash + 9);
  return rest.length > 0 && !rest.includes('.');
}

/** `(?:[\w./-]*\/)?[\w/-]+/_schema\.py`: a non-empty dot-free directory stretch at a segment start. */
function isPrivateSchema(token: string): boolean {
  if (!token.endsWith('/_schema.py')) return false;
  const body = token.slice(0, token.length - '/_schema.py'.length);
  if (body.length === 0) return false;
  const floor = afterLastDot(body);
  if (floor === 0) return true;
  // Need a `/` at index s >= floor with s + 1 < body.length (the stretch starts after it).
  const slash = body.lastIndexOf('/', body.length - 2);
  return slash >= floor;
}

/** Rule 11's test-path forms; `token` folded with `foldAscii`. */
export function isTestPath(token: string): boolean {
  if (!token.endsWith('.py')) return false;
  if (leadThenStretch(token, ['tests/', 'test/'], '.py')) return true;
  const body = token.slice(0, -3);
  if (body.includes('.')) return false;
  // [\w/-]*test_[\w-]+\.py: `test_` after the last `/`, with something after it.
  const lastSlash = body.lastIndexOf('/');
  for (let j = body.indexOf('test_', lastSlash + 1); j >= 0; j = body.indexOf('test_', j + 1)) {
    if (j + 5 < body.length) return true;
  }
  // [\w/-]*[\w-]+_test\.py
  if (body.endsWith('_test')) {
    const stem = body.slice(0, -5);
    if (stem.length > 0 && !stem.endsWith('/')) return true;
  }
  return false;
}
