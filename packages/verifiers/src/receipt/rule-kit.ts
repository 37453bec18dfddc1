import { type MaybePromise, type Rule, defineRule } from '@gauntlet/core';
import type { ReceiptReason } from '@gauntlet/contracts/codes';
import type { Entry, Failure, ReceiptDocument, ReceiptOptions } from './document.js';
import type { ReceiptRun } from './run.js';

interface RuleText {
  id: string;
  description: string;
  reasons: readonly ReceiptReason[];
  /** The remediation shown with every failure of this rule. */
  hint?: string;
}

export interface ReceiptRuleDefinition extends RuleText {
  /** The rule's first failure (the reference stops there), or nothing. */
  check(run: ReceiptRun): MaybePromise<Failure | undefined>;
}

export interface ReceiptTextRuleDefinition extends RuleText {
  /** Decides from the parsed text alone: synchronous, no I/O, no options. */
  decide(doc: ReceiptDocument): Failure | undefined;
}

export type ReceiptRule = Rule<ReceiptRun, ReceiptOptions>;
export type ReceiptTextRule = ReceiptRule & Pick<ReceiptTextRuleDefinition, 'decide'>;

function withHint(hint: string | undefined, failure: Failure): Failure {
  if (hint === undefined || failure.hint !== undefined) return failure;
  // Object.assign, not a spread: failures come in several shapes, and a spread over a
  // polymorphic source costs microseconds in V8 (once per failing record of a batch).
  const hinted: Failure = Object.assign({}, failure);
  hinted.hint = hint;
  return hinted;
}

/** The engine's rule: a blocker with the definition's id, description and reasons. */
function blockerRule(text: RuleText, check: ReceiptRule['check']): ReceiptRule {
  return defineRule<ReceiptRun, ReceiptOptions>({ id: text.id, description: text.description, severity: 'blocker', reasons: text.reasons, check });
}

/**
 * A rule of the receipt linter: one group of the reference's evaluation order, reporting at
 * most one blocker (its group's first failure). It reads the run (the parsed receipt, the
 * options, the Tier-2 legs) and never writes to it.
 */
export function receiptRule(definition: ReceiptRuleDefinition): ReceiptRule {
  return blockerRule(definition, (run, context) => {
    const outcome = definition.check(run);
    // Text rules are synchronous: no promise (and no microtask) per rule per receipt.
    if (outcome instanceof Promise) {
      return outcome.then((failure) => {
        if (failure) context.report(withHint(definition.hint, failure));
      });
    }
    if (outcome) context.report(withHint(definition.hint, outcome));
    return undefined;
  });
}

/** A Tier-1 rule: a pure decision over the parsed text (also run without the engine by `runTier1`). */
export function receiptTextRule(definition: ReceiptTextRuleDefinition): ReceiptTextRule {
  const { decide, hint } = definition;
  // The engine calls `check` 14 times per receipt: decide straight away, no promise test.
  const check: ReceiptRule['check'] = (run, context) => {
    const failure = decide(run.doc);
    if (failure) context.report(withHint(hint, failure));
  };
  return Object.freeze({ ...blockerRule(definition, check), decide });
}

/** A failure at a line of the receipt. */
export function fail(reason: ReceiptReason, message: string, line?: number, column?: number): Failure {
  const failure: Failure = { reason, message };
  if (line !== undefined) {
    failure.line = line;
    failure.column = column ?? 1;
  }
  return failure;
}

/**
 * `(none)` (docs/rules/receipt/artifacts.md): the entries to check (none when the sentinel stands alone), or
 * the failure when it shares its section with other entries.
 */
export function withoutSentinel<T extends Entry>(name: string, entries: readonly T[]): readonly T[] | Failure {
  for (const entry of entries) {
    if (entry.text !== '(none)') continue;
    if (entries.length > 1) return fail('none_sentinel_not_alone', `${name} (none) is the empty-set sentinel and must be the only entry`, entry.line);
    return [];
  }
  return entries;
}

/** Tells `withoutSentinel`'s failure from its entries. */
export const isFailure = (value: readonly Entry[] | Failure): value is Failure => !Array.isArray(value);
