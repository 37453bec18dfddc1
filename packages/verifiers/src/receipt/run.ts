import type { Host } from '@gauntlet/core';
import type { ReceiptDocument, ReceiptOptions } from './document.js';
import { type ArtifactsLeg, artifactsLeg } from './rules/artifacts-on-disk.js';
import { type LedgerLeg, ledgerLeg } from './rules/ledger-binding.js';
import { type ResolvePhase, resolvePhase } from './rules/resolve-budget.js';
import { type RootsLeg, rootsLeg } from './rules/roots.js';
import { type WitnessLeg, witnessLeg } from './rules/witness-evidence.js';

/** What each step of the Tier-2 pipeline hands on. */
export interface LegOutcomes {
  roots: RootsLeg;
  resolve: ResolvePhase;
  artifacts: ArtifactsLeg;
  witness: WitnessLeg;
  ledger: LedgerLeg;
}
export type LegName = keyof LegOutcomes;

const LEGS: { readonly [K in LegName]: (run: ReceiptRun) => Promise<LegOutcomes[K]> } = {
  roots: rootsLeg,
  resolve: resolvePhase,
  artifacts: artifactsLeg,
  witness: witnessLeg,
  ledger: ledgerLeg,
};

/**
 * The steps of the reference's Tier-2 pipeline (docs/architecture/receipt-linter.md), each owned by
 * the rule file that decides on it. A step runs once, the first time a rule (its own or a later
 * one) asks for it, and hands the later steps an immutable outcome: rules never write into each
 * other's state. Runs that need no step (Tier-1, `--eval`) allocate nothing for them.
 */
export interface ReceiptLegs {
  get<K extends LegName>(name: K): Promise<LegOutcomes[K]>;
  /** The outcome of a step that has finished, else undefined. */
  done<K extends LegName>(name: K): LegOutcomes[K] | undefined;
}

/** What every receipt rule sees: the parsed receipt, the options, the host, the Tier-2 legs. */
export interface ReceiptRun {
  readonly doc: ReceiptDocument;
  readonly options: ReceiptOptions;
  readonly host: Host;
  readonly legs: ReceiptLegs;
}

export function createReceiptRun(doc: ReceiptDocument, options: ReceiptOptions, host: Host): ReceiptRun {
  let started: Map<LegName, Promise<unknown>> | undefined;
  let finished: Map<LegName, unknown> | undefined;
  const legs: ReceiptLegs = {
    get<K extends LegName>(name: K): Promise<LegOutcomes[K]> {
      started ??= new Map();
      let pending = started.get(name) as Promise<LegOutcomes[K]> | undefined;
      if (!pending) {
        pending = LEGS[name](run).then((outcome) => {
          (finished ??= new Map()).set(name, outcome);
          return outcome;
        });
        started.set(name, pending);
      }
      return pending;
    },
    done: <K extends LegName>(name: K) => finished?.get(name) as LegOutcomes[K] | undefined,
  };
  const run: ReceiptRun = { doc, options, host, legs };
  return run;
}

/** Disk Tier-2 was asked for (not `--eval`'s inline Tier-2, not `--bind-only`). */
export const wantsDiskTier2 = (options: ReceiptOptions) => options.tier === 2 && !options.inline && !options.bindOnly;

/** Advisory notes of the legs that ran, in the reference's order (docs/rules/receipt/artifacts-on-disk.md). */
export function notesOf(run: ReceiptRun): string[] {
  const notes: string[] = [];
  for (const name of ['roots', 'artifacts', 'witness', 'ledger'] as const) {
    const outcome = run.legs.done(name);
    if (outcome) notes.push(...outcome.notes);
  }
  return notes;
}
