import type { Host } from '@gauntlet/core';
import type { ReceiptDocument, ReceiptOptions } from './document.js';
import { type ArtifactsLeg, artifactsLeg } from './rules/artifacts-on-disk.js';
import { type LedgerLeg, ledgerLeg } from './rules/ledger-binding.js';
import { type ResolvePhase, resolvePhase } from './rules/resolve-budget.js';
import { type RootsLeg, rootsLeg } from './rules/roots.js';
import { type WitnessLeg, witnessLeg } from './rules/witness-evidence.js';

/** A value computed on first use and shared by every later caller of the same run. */
export interface Lazy<T> {
  get(): Promise<T>;
  /** The value once computed. */
  readonly value: T | undefined;
}

function lazy<T>(compute: () => Promise<T>): Lazy<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  return {
    get: () =>
      (promise ??= compute().then((result) => {
        value = result;
        return result;
      })),
    get value() {
      return value;
    },
  };
}

/**
 * The steps of the reference's Tier-2 pipeline (docs/architecture/receipt-linter.md), each owned by the rule file
 * that decides on it. A step runs once, the first time a rule (its own or a later one) asks for
 * it, and hands the later steps an immutable outcome: rules never write into each other's state.
 */
export interface ReceiptLegs {
  roots: Lazy<RootsLeg>;
  resolve: Lazy<ResolvePhase>;
  artifacts: Lazy<ArtifactsLeg>;
  witness: Lazy<WitnessLeg>;
  ledger: Lazy<LedgerLeg>;
}

/** What every receipt rule sees: the parsed receipt, the options, the host, the Tier-2 legs. */
export interface ReceiptRun {
  readonly doc: ReceiptDocument;
  readonly options: ReceiptOptions;
  readonly host: Host;
  readonly legs: ReceiptLegs;
}

export function createReceiptRun(doc: ReceiptDocument, options: ReceiptOptions, host: Host): ReceiptRun {
  const legs = {} as ReceiptLegs;
  const run: ReceiptRun = { doc, options, host, legs };
  legs.roots = lazy(() => rootsLeg(run));
  legs.resolve = lazy(() => resolvePhase(run));
  legs.artifacts = lazy(() => artifactsLeg(run));
  legs.witness = lazy(() => witnessLeg(run));
  legs.ledger = lazy(() => ledgerLeg(run));
  return Object.freeze(run);
}

/** Disk Tier-2 was asked for (not `--eval`'s inline Tier-2, not `--bind-only`). */
export const wantsDiskTier2 = (options: ReceiptOptions) => options.tier === 2 && !options.inline && !options.bindOnly;

/** Advisory notes of the legs that ran, in the reference's order (docs/rules/receipt/artifacts-on-disk.md). */
export function notesOf(run: ReceiptRun): string[] {
  const { roots, artifacts, witness, ledger } = run.legs;
  return [...(roots.value?.notes ?? []), ...(artifacts.value?.notes ?? []), ...(witness.value?.notes ?? []), ...(ledger.value?.notes ?? [])];
}
