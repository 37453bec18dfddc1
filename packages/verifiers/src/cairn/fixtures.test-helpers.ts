import type { CairnInput } from './index.js';

/** The parts of a cairn; each defaults to a sound, reconcilable cairn of run `2031-04-02T08-00-00`. */
export interface CairnParts {
  title?: string;
  /** Lines between the title and the first section. */
  preamble?: string[];
  phase?: string[];
  invariants?: string[];
  obligations?: string[];
  ledger?: string[];
  /** Section names in the order written (default: the four, in order). */
  order?: string[];
  /** Lines after the last section. */
  trailer?: string[];
}

export const RUN_ID = '2031-04-02T08-00-00';
export const CAIRN_FILE = `cairns/cairn-${RUN_ID}.md`;

/** Receipt hashes (64 hex) of the default ledger rows. */
export const SPEC_RECEIPT = 'c0ffee123456'.padEnd(64, '7');
export const BUILD_RECEIPT_A = 'feedface0001'.padEnd(64, '3');
export const BUILD_RECEIPT_B = 'feedface0002'.padEnd(64, '9');

export const DEFAULT_PARTS: Required<Omit<CairnParts, 'title' | 'preamble' | 'order' | 'trailer'>> = {
  phase: ['phase: build / 3', 'started-at: 2031-04-02T11:30:00Z', 'parent-skill: forge'],
  invariants: ['I-01: Refunds never exceed the captured amount  [ref: c0ffee123456]', 'I-02: Webhook retries are idempotent  [ref: feedface0001]'],
  obligations: ['- [ ] Load-test the refund path', '- [x] Pick the queue  [closed-by: feedface0002]'],
  ledger: ['spec/1 | dispatches=1 receipts=1 verdict=PASS | spec approved', 'build/2 | dispatches=2 receipts=2 verdict=PASS | two builders merged'],
};

export function cairnText(parts: CairnParts = {}): string {
  const bodies: Record<string, readonly string[]> = {
    PHASE: parts.phase ?? DEFAULT_PARTS.phase,
    INVARIANTS: parts.invariants ?? DEFAULT_PARTS.invariants,
    OPEN_OBLIGATIONS: parts.obligations ?? DEFAULT_PARTS.obligations,
    LEDGER: parts.ledger ?? DEFAULT_PARTS.ledger,
  };
  const lines = [parts.title ?? `# Cairn — ${RUN_ID}`, ...(parts.preamble ?? [])];
  for (const name of parts.order ?? ['PHASE', 'INVARIANTS', 'OPEN_OBLIGATIONS', 'LEDGER']) lines.push('', `## ${name}`, ...(bodies[name] ?? []));
  lines.push(...(parts.trailer ?? []));
  return `${lines.join('\n')}\n`;
}

/** The 1-based line of the first line of `text` that contains `needle`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`no line contains ${JSON.stringify(needle)}`);
  return index + 1;
}

/** One receipt-ledger row. */
export const ledgerRow = (phase: string, sha: string, verdict = 'PASS') => JSON.stringify({ dispatch_id: `${phase}-worker`, phase, rcpt_sha256: sha, verdict });

/** The receipt ledger the default cairn reconciles against. */
export const RECEIPT_LEDGER = [ledgerRow('forge:spec/1', SPEC_RECEIPT), ledgerRow('forge:build/2', BUILD_RECEIPT_A), ledgerRow('forge:build/2', BUILD_RECEIPT_B)].join('\n');

/** The entry check only. */
export const checked = (parts: CairnParts = {}, extra: Partial<CairnInput> = {}): CairnInput => ({ text: cairnText(parts), fileName: CAIRN_FILE, ...extra });

/** The entry check and the reconciliation against `ledger` (default: the matching receipt ledger). */
export const reconciled = (parts: CairnParts = {}, extra: Partial<CairnInput> = {}): CairnInput => ({
  text: cairnText(parts),
  fileName: CAIRN_FILE,
  reconcile: true,
  receiptLedger: RECEIPT_LEDGER,
  receiptLedgerProvided: true,
  activeRun: `run-id: ${RUN_ID}\n`,
  ...extra,
});
