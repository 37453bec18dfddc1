import { PY_SPACE_CLASS, pyDecimal, pyWord } from '@gauntlet/core';

/**
 * Compiles a pattern written in Python `re` syntax (the reference's own patterns, never input)
 * into a JS RegExp with Python's meaning of `\s \S \w \W \d \b` (Unicode classes, plan-verify.md
 * Appendix B) and of `re.IGNORECASE` (an ASCII `i` also matches U+0130 and U+0131; `k`/`s`
 * already match U+212A/U+017F under the `iu` flags).
 *
 * Supported: literals, escapes, classes (with those shorthands inside), groups and lookarounds,
 * quantifiers. The patterns are fixed at module level; nothing here runs on input-supplied
 * patterns.
 */
export function pyRegex(source: string, flags = ''): RegExp {
  const ignoreCase = flags.includes('i');
  const W = pyWord().classBody;
  const D = pyDecimal().classBody;
  const S = PY_SPACE_CLASS;
  const boundary = `(?:(?<=[${W}])(?![${W}])|(?<![${W}])(?=[${W}]))`;
  const notBoundary = `(?:(?<=[${W}])(?=[${W}])|(?<![${W}])(?![${W}]))`;
  let out = '';
  let inClass = false;
  let classHasI = false;
  let classStart = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      const next = source[i + 1] as string;
      i++;
      if (inClass) {
        if (next === 's') out += S;
        else if (next === 'w') out += W;
        else if (next === 'd') out += D;
        else out += CLASS_SYNTAX.includes(next) || /[a-zA-Z0-9]/.test(next) ? `\\${next}` : next;
        continue;
      }
      if (next === 's') out += `[${S}]`;
      else if (next === 'S') out += `[^${S}]`;
      else if (next === 'w') out += `[${W}]`;
      else if (next === 'W') out += `[^${W}]`;
      else if (next === 'd') out += `[${D}]`;
      else if (next === 'D') out += `[^${D}]`;
      else if (next === 'b') out += boundary;
      else if (next === 'B') out += notBoundary;
      else if (SYNTAX.includes(next) || /[a-zA-Z0-9]/.test(next)) out += `\\${next}`;
      else out += next;
      continue;
    }
    if (inClass) {
      if (c === ']' && i > classStart) {
        if (ignoreCase && classHasI) out += '\\u0130\\u0131';
        inClass = false;
        out += ']';
        continue;
      }
      if (c === 'i' || c === 'I') classHasI = true;
      // A range such as a-z or A-Z that spans i/I.
      if (c === '-' && i > classStart) {
        const lo = source[i - 1] as string;
        const hi = source[i + 1] as string;
        if (hi !== ']' && ((lo <= 'i' && hi >= 'i') || (lo <= 'I' && hi >= 'I'))) classHasI = true;
      }
      out += c;
      continue;
    }
    if (c === '[') {
      inClass = true;
      classHasI = false;
      out += '[';
      if (source[i + 1] === '^') {
        out += '^';
        i++;
      }
      classStart = i + 1;
      continue;
    }
    if (ignoreCase && (c === 'i' || c === 'I') && !isGroupSyntax(source, i)) {
      out += '[iI\\u0130\\u0131]';
      continue;
    }
    out += c;
  }
  return new RegExp(out, `u${flags.replace('u', '')}`);
}

const SYNTAX = '^$\\.*+?()[]{}|/';
const CLASS_SYNTAX = '^$\\.*+?()[]{}|/-';

/** True when the letter at `index` is part of `(?i)`-style syntax rather than a literal (not used by our patterns). */
function isGroupSyntax(source: string, index: number): boolean {
  return source[index - 1] === '?' && source[index - 2] === '(';
}
