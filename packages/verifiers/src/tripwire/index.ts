import { type Verification, type VerifyOptions, createResult, defineVerifier, pySplitLines, pyStrip, GauntletError } from '@gauntlet/core';
import type { Result } from '@gauntlet/contracts/codes';
import { formatManifestLine, type ManifestEntry } from './manifest.js';
import type { SweepInput } from './outcome.js';
import { fired } from './rules/fired.js';
import { predicates } from './rules/predicates.js';
import { receiptLint } from './rules/receipt-lint.js';
import { supersedes } from './rules/supersedes.js';
import { sweepParse } from './rules/sweep-parse.js';
import { type SweepOutcome, applySweep, sweepReceipt } from './sweep.js';

export { type ManifestEntry, DISCRIMINATOR_CAP, armedPredicates, formatManifestLine, manifestEntryOf, parseManifestLine } from './manifest.js';
export { type Firing, type SweepOutcome, type SweepRejection, applySweep, sweepReceipt } from './sweep.js';
export { matchGlob } from './glob.js';
export type { SweepInput } from './outcome.js';

export const tripwireRules = [sweepParse, receiptLint, predicates, supersedes, fired] as const;

function dataOf(outcome: SweepOutcome): Record<string, unknown> {
  return {
    accepted: outcome.accepted,
    entry: outcome.entry ? formatManifestLine(outcome.entry) : null,
    fired: outcome.fired,
    superseded: outcome.superseded,
  };
}

/**
 * The Layer-2 tripwire sweep (docs/rules/tripwire/README.md): one returned receipt against the active
 * manifest. `data`: `accepted`, `entry` (the manifest line to append), `fired`, `superseded`.
 */
export const tripwireVerifier = defineVerifier<SweepInput, SweepOutcome>({
  id: 'tripwire',
  description: 'Tripwire sweep: lint a returned receipt, then report which manifest entries its evidence trips.',
  rules: tripwireRules,
  stopAtFirstBlocker: true,
  prepare: (input) => input.outcome ?? sweepReceipt(input.manifest, input.receipt),
  data: dataOf,
});

/** Sweeps one receipt against a manifest (not changed; see `applySweep`). */
export function verifyTripwire(receipt: string, manifest: readonly ManifestEntry[], verify: VerifyOptions = {}): Promise<Verification> {
  return tripwireVerifier.verify({ receipt, manifest }, verify);
}

const PLACEHOLDER = /\{\{rcpt-prefix-(\d+)\}\}/g;

/**
 * Replays a scenario file (docs/rules/tripwire/README.md#scenario-files): one result per `receipt` line, id `#<n>`, with
 * `{{rcpt-prefix-<i>}}` replaced by the prefix of the i-th accepted receipt. Expectation lines
 * are the caller's to check against the results.
 */
export async function runTripwireScenario(jsonl: string, onResult: (result: Result) => void | Promise<void>, verify: VerifyOptions = {}): Promise<ManifestEntry[]> {
  const manifest: ManifestEntry[] = [];
  let step = 0;
  for (const line of pySplitLines(jsonl)) {
    if (pyStrip(line) === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch (error) {
      throw new GauntletError('input_invalid', `scenario line is not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    if (typeof record !== 'object' || record === null || (record as { type?: unknown }).type !== 'receipt') continue;
    step++;
    const raw = (record as { receipt?: unknown }).receipt;
    const text = (typeof raw === 'string' ? raw : '').replace(PLACEHOLDER, (whole, i: string) => manifest[Number(i)]?.prefix ?? whole);
    const outcome = sweepReceipt(manifest, text);
    const id = `#${step}`;
    const { findings, data } = await tripwireVerifier.verify({ receipt: text, manifest, outcome }, { ...verify, file: id });
    applySweep(manifest, outcome);
    await onResult(createResult(id, findings, data));
  }
  return manifest;
}
