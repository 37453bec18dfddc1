import { BASE_V11, H } from '../receipt/fixtures.test-helpers.js';
import type { ManifestEntry } from './manifest.js';
import { applySweep, sweepReceipt } from './sweep.js';

export interface ReceiptChanges {
  /** The header rest (`<skill>/<dispatch-id>`) instead of `build/3-fixer`. */
  header?: string;
  /** Replaces TRACE line 1 (the EDIT of src/clock.ts). */
  trace?: string;
  /** Claim lines added after `tests-ran` (line 9). */
  claims?: string;
  supersedes?: string;
  suspicion?: string;
  verdict?: string;
  witness?: string;
}

/**
 * A v1.1 receipt written from our docs (docs/rules/tripwire/) with this TRIPWIRE value. Lines:
 * 1 header, 2 VERDICT, 6 the EDIT entry, 9 `tests-ran` (added claims follow it), 11 WITNESS,
 * 12 SUSPICION, 13 NEXT, then TRIPWIRE and SUPERSEDES (14 and 15 without added claims).
 */
export function receipt(tripwire: string, changes: ReceiptChanges = {}): string {
  let text = BASE_V11.replace('TRIPWIRE:  wrote(src/clock*) | suspicion>=0.40', `TRIPWIRE:  ${tripwire}`);
  if (changes.header !== undefined) text = text.replace('build/3-fixer', changes.header);
  if (changes.trace !== undefined) text = text.replace(`  1  EDIT  src/clock.ts  sha256:${H('b')}`, changes.trace);
  if (changes.claims !== undefined) text = text.replace('  tests-ran=true   from=TRACE#2', `  tests-ran=true   from=TRACE#2\n${changes.claims}`);
  if (changes.supersedes !== undefined) text = text.replace('SUPERSEDES: none', `SUPERSEDES: ${changes.supersedes}`);
  if (changes.suspicion !== undefined) text = text.replace('SUSPICION  0.05', `SUSPICION  ${changes.suspicion}`);
  if (changes.verdict !== undefined) text = text.replace('VERDICT  PASS', `VERDICT  ${changes.verdict}`);
  if (changes.witness !== undefined) text = text.replace(/^WITNESS .*$/m, changes.witness);
  return text;
}

/** A clean receipt that arms nothing (`TRIPWIRE: none` needs PASS and SUSPICION 0.00). */
export const quiet = (changes: ReceiptChanges = {}): string => receipt('none', { suspicion: '0.00', ...changes });

/** The manifest after sweeping these receipts in order (rejected ones are not appended). */
export function manifestOf(...texts: string[]): ManifestEntry[] {
  const manifest: ManifestEntry[] = [];
  for (const text of texts) applySweep(manifest, sweepReceipt(manifest, text));
  return manifest;
}

/** A receipt that supersedes `prefix`, justified by a claim citing it. */
export const retiring = (prefix: string, changes: ReceiptChanges = {}): string =>
  quiet({ supersedes: prefix, claims: `  retired=true  from=${prefix}#L1`, ...changes });
