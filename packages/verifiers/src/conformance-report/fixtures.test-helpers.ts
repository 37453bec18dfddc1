// Our own conformance reports for the conformance-report tests.

/** A fenced gap block; a field given as '<omit>' is left out, '' is written blank. */
export const block = (id: string, verdict: string, fields: Record<string, string> = {}) => {
  const all: Record<string, string> = {
    verdict,
    origin: 'spec "Design" - "one PDF per invoice"',
    evidence: 'absent',
    remediation: 'write the CSV writer',
    'touched-files': 'src/export.ts',
    'touched-resources': 'none',
    recommended: 'fix',
    ...fields,
  };
  const lines = Object.entries(all)
    .filter(([, value]) => value !== '<omit>')
    .map(([key, value]) => `  ${key}:${value === '' ? '' : ` ${value}`}`);
  return ['```', `${id}:`, ...lines, '```'].join('\n');
};

export interface ReportParts {
  verdict?: string;
  confidence?: string;
  rows?: string[];
  drift?: string;
  blocks?: string[];
  parallel?: string | null;
}

/** A whole report: verdict, confidence, the coverage rows, the drift section, the blocks, Parallel-safe. */
export const report = ({ verdict = 'GAPS', confidence = 'high', rows = [], drift = 'none', blocks = [], parallel = null }: ReportParts = {}) =>
  [
    `Conformance verdict: ${verdict}`,
    `Confidence: ${confidence}`,
    '',
    'Requirement coverage:',
    ...rows.map((row) => `  - ${row}`),
    '',
    'Origin drift (spec vs prompt/ticket):',
    `  ${drift}`,
    '',
    ...blocks,
    '',
    ...(parallel === null ? [] : [`Parallel-safe: ${parallel}`]),
  ].join('\n');

export const DELIVERED = '[DELIVERED]    R1: invoices render as PDF — origin: spec "Design" - "x" — evidence: src/a.ts:10';
export const MISSING = '[MISSING]      G1: audit — origin: spec "Design" - "audit" — searched: src/';

/** A valid GAPS report with one MISSING row and its block. */
export const GAPS = report({ rows: [DELIVERED, MISSING], blocks: [block('G1', 'MISSING')], parallel: 'G1 disjoint' });
/** A valid CONFORMS report. */
export const CONFORMS = report({ verdict: 'CONFORMS', rows: [DELIVERED] });

/** The 1-based line of the first line of `text` that contains `needle`. */
export function lineOf(text: string, needle: string, from = 1): number {
  const index = text.split('\n').findIndex((line, i) => i + 1 >= from && line.includes(needle));
  if (index < 0) throw new Error(`no line contains ${JSON.stringify(needle)}`);
  return index + 1;
}
