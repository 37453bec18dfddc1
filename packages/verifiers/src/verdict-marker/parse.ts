/** One `Key: value` line of a marker. */
export interface MarkerField {
  key: string;
  value: string;
  line: number;
}

export interface ParsedMarker {
  /** Every `Key: value` line in order (first occurrence wins in `get`). */
  fields: MarkerField[];
  /** The keys of the first two non-blank lines (`null` for a line that is not `Key: value`). */
  firstKeys: Array<string | null>;
  get(key: string): MarkerField | undefined;
}

export const VERDICTS = ['PASS', 'FAIL', 'STAGNATION', 'ESCALATED', 'ARCHITECTURAL', 'SUSTAINED_REGRESSION'] as const;

/** The only Verdict each Reason may carry (docs/rules/verdict-marker/README.md#verdict-and-reason). */
export const REASON_VERDICT: Readonly<Record<string, string>> = {
  'clean-pass': 'PASS',
  'siege-blocked': 'ESCALATED',
  'consensus-stagnation-pre-threshold': 'ESCALATED',
  'sustained-regression': 'SUSTAINED_REGRESSION',
  'no-op-fix': 'ESCALATED',
  'no-op-with-architectural-candidate': 'ESCALATED',
  'user-skipped': 'ESCALATED',
  '15-round-circuit-breaker': 'ESCALATED',
  'stagnation-judge': 'STAGNATION',
  'single-round-regression': 'ESCALATED',
  'diminishing-returns': 'ESCALATED',
  'architectural-block-from-fix-agent': 'ARCHITECTURAL',
  'persistent-finding-corroborated': 'STAGNATION',
  'caller-detected-failure': 'FAIL',
  'severity-counts-discrepancy': 'ESCALATED',
};

const KEY_VALUE = /^([A-Za-z][A-Za-z0-9_-]*):[ \t]*(.*)$/;

/** Parses a verdict marker's `Key: value` lines (CRLF, BOM and junk lines tolerated). */
export function parseMarker(text: string): ParsedMarker {
  const fields: MarkerField[] = [];
  const firstKeys: Array<string | null> = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  for (const [index, raw] of lines.entries()) {
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const match = KEY_VALUE.exec(trimmed);
    if (firstKeys.length < 2) firstKeys.push(match ? (match[1] as string) : null);
    if (match) fields.push({ key: match[1] as string, value: (match[2] ?? '').trim(), line: index + 1 });
  }
  const byKey = new Map<string, MarkerField>();
  for (const field of fields) if (!byKey.has(field.key)) byKey.set(field.key, field);
  return { fields, firstKeys, get: (key) => byKey.get(key) };
}

/** Legacy markers (no MarkerVersion, or 1): every missing field is unknown, not empty. */
export function isLegacy(marker: ParsedMarker): boolean {
  const version = marker.get('MarkerVersion')?.value;
  return version === undefined || version === '1';
}

/** A non-negative decimal integer field, or null. */
export function intOf(marker: ParsedMarker, key: string): number | null {
  const value = marker.get(key)?.value;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/** The integer tokens of a trajectory (`6,4,3,|,5,3`): split on `,`, trimmed, chunk `|` dropped. */
export function trajectoryInts(value: string): number[] {
  return trajectoryTokens(value)
    .filter((token) => /^-?\d{1,15}$/.test(token))
    .map(Number);
}

export const trajectoryTokens = (value: string): string[] =>
  value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '');

/** A comma list field (`LookHarderRounds: 2, 3`) as its non-empty items; absent = []. */
export function listOf(marker: ParsedMarker, key: string): string[] {
  const value = marker.get(key)?.value;
  return value === undefined ? [] : trajectoryTokens(value);
}
