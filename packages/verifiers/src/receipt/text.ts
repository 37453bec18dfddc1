import { PY_SPACE_CLASS, type PyIntResult, pyDecimal, pyInt, pyRepr } from '@gauntlet/core';

/**
 * The receipt linter's own patterns, compiled once. They follow Python `re` on `str`: `\s` is
 * Python's Unicode whitespace, `\d` any Unicode decimal digit (docs/architecture/receipt-linter.md).
 */
const S = PY_SPACE_CLASS;
const D = pyDecimal().classBody;

/** A run of Python whitespace: `text.split(PY_SPACE_RUN)` is `pySplit(text)` for a stripped, non-empty text. */
export const PY_SPACE_RUN = new RegExp(`[${S}]+`, 'u');
/** `pySplit(text, 2)` of a stripped, non-empty text: the first token, the second, the rest. */
export const SPLIT_TWICE = new RegExp(`^([^${S}]+)(?:[${S}]+([^${S}]+)(?:[${S}]+([^]+))?)?$`, 'u');

export const HEADER = /^RCPT v(1(?:\.1)?) (.+)$/su;
export const VERDICT_LINE = new RegExp(`^(PASS|FAIL|BLOCKED)[${S}]+conf=([^${S}]+)[${S}]*$`, 'u');
export const CONF = new RegExp(`^(?:0\\.[${D}]{2}|1\\.00)$`, 'u');
const SHA256_HEX_RUN = /^sha256:[0-9a-f]+$/;
/** `^sha256:[0-9a-f]{64}$`, tested as length 71 and one hex run (twice as fast as the counted repeat). */
export const isSha256Token = (token: string): boolean => token.length === 71 && SHA256_HEX_RUN.test(token);
export const SHA256_ANYWHERE = /sha256:[0-9a-f]{64}/;
export const RCPT_SHA_ANYWHERE = /rcpt-sha256:[0-9a-f]{64}/;
export const CLAIM_LINE = new RegExp(
  `^([^${S}=]+)=([^${S}]+)[${S}]+from=([^${S}]+)(?:[${S}]+pattern=("[^"]*"|/[^/]*/|[^${S}]+))?$`,
  'u',
);
/** `out=<artifact>#L<a>-L<b>` (or `#B`), searched anywhere in EXEC args. */
export const EXEC_OUT = new RegExp(`out=([^#${S}]+)#([LB])([${D}]+)-\\2([${D}]+)(?!#[LB][${D}])`, 'u');
/** A ranged grep payload, anchored at the start only. */
export const GREP_RANGE = new RegExp(`^([^#${S}]+)#([LB])([${D}]+)-\\2([${D}]+)(?!#[LB][${D}])`, 'u');
export const TRACE_REF = /^TRACE#([0-9]+)$/;
export const HEX12 = /^[0-9a-f]{12}$/;
export const EXIT_SIGNATURE = new RegExp(`^(?:exit!=0|exit=-?[${D}]+|match)$`, 'u');
export const EXIT_CLAUSE = new RegExp(`^exit(!?=)(-?[${D}]+)`, 'u');
export const EXIT_ARG = new RegExp(`exit=(-?[${D}]+)`, 'u');
export const VERDICT_ARG = new RegExp(`verdict=([^${S}]+)`, 'u');
export const RCPT_SHA_ARG = /rcpt-sha256:([0-9a-f]{64})/;
/** A clause value: `"…"`, `/…/` or a bare token, matched at a position (sticky). */
export const CLAUSE_VALUE_REST = new RegExp(`(?:"[^"]*"|/[^/]*/|[^${S}]+)[${S}]*$`, 'uy');
export const CLAUSE_VALUE_REST_GROUP = new RegExp(`("[^"]*"|/[^/]*/|[^${S}]+)[${S}]*$`, 'uy');
export const PREDICATE = new RegExp(
  `^(?:suspicion>=[${D}.]+|claims-touch\\(.+?\\)|wrote\\(.+?\\)|read\\(.+?\\)|exec-exit!=0|peer-dispatch-disagrees\\((?:verdict|same-file|severity|count)\\)|verdict=FAIL|always)$`,
  'su',
);

export const SECTION_NAMES = ['VERDICT', 'ARTIFACTS', 'TRACE', 'CLAIMS', 'WITNESS', 'SUSPICION', 'NEXT'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];
export const CANONICAL = ['RCPT', ...SECTION_NAMES] as const;

export const TRACE_VERBS = new Set(['READ', 'EDIT', 'WROTE', 'EXEC', 'DISPATCHED', 'CONSULTED', 'SKIPPED']);
export const WITNESS_KINDS = new Set(['exec', 'grep', 'lint']);
export const LINT_RULES = new Set(['all-claims-cited', 'trace-consistent', 'skip-declared']);
export const UNRUNNABLE_REASONS = new Set([
  'sandbox-restricted',
  'tooling-absent',
  'platform-incompatible',
  'network-unreachable',
  'service-unavailable',
  'time-budget-exceeded',
  'requires-human-input',
]);

const SHOW_PATH_ESCAPES = /[\\\x00-\x1f\x7f-\x9f\u2028\u2029]/g;

/** `show_path` (docs/architecture/receipt-linter.md): control characters escaped, the census marker defused. */
export function showPath(path: string): string {
  const escaped = path.replace(SHOW_PATH_ESCAPES, (char) => {
    if (char === '\\') return '\\\\';
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    const cp = char.charCodeAt(0);
    return cp <= 0xff ? `\\x${cp.toString(16).padStart(2, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
  });
  return defuseCensus(escaped);
}

/** Every `TIER2-COVERAGE:` in a message or note becomes `TIER2\x2dCOVERAGE:`. */
export function defuseCensus(text: string): string {
  return text.includes('TIER2-COVERAGE:') ? text.split('TIER2-COVERAGE:').join('TIER2\\x2dCOVERAGE:') : text;
}

const ASCII_INT = /^-?[0-9]{1,4300}$/;
/** Digits `str.isdigit()` accepts without a table lookup. */
export const ASCII_DIGITS = /^[0-9]+$/;

/** `{ ok: true, value: n }` for 0..999, made once each: TRACE indices, ranges and exit codes are mostly small. */
const SMALL_INTS: PyIntResult[] = [];

/** Python `int()` (core's `pyInt`), with a shortcut for ASCII digits, which `BigInt` reads alike. */
export function pyIntOf(text: string): PyIntResult {
  if (text.length <= 3 && text.length > 0) {
    let n = 0;
    for (let i = 0; i < text.length; i++) {
      const digit = text.charCodeAt(i) - 0x30;
      if (digit < 0 || digit > 9) return slowPyIntOf(text);
      n = n * 10 + digit;
    }
    return (SMALL_INTS[n] ??= Object.freeze({ ok: true, value: BigInt(n) }));
  }
  return slowPyIntOf(text);
}

function slowPyIntOf(text: string): PyIntResult {
  return ASCII_INT.test(text) ? { ok: true, value: BigInt(text) } : pyInt(text);
}

/** Python `int()` with the linter's guard message; `undefined` value means the message applies. */
export function guardedInt(text: string, label: string): { value: bigint } | { message: string } {
  const parsed = pyIntOf(text);
  if (parsed.ok) return { value: parsed.value };
  const points = Array.from(text);
  const shown = points.length > 40 ? `${pyRepr(points.slice(0, 40).join(''))}…` : pyRepr(text);
  return { message: `${label} is not a usable integer: ${shown} (${parsed.error})` };
}

/** Length in code points (Python `len` on str). */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
}
