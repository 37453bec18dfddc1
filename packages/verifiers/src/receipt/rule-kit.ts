import { type Host, type MaybePromise, type Rule, defineRule, pyStrip } from '@gauntlet/core';
import type { ReceiptReason } from '@gauntlet/contracts/codes';
import type { Entry, Failure, ReceiptState, Section } from './state.js';

export interface ReceiptRuleDefinition {
  id: string;
  description: string;
  reasons: readonly ReceiptReason[];
  /** The remediation shown with every failure of this rule. */
  hint?: string;
  /** Returns the first failure of this rule (the reference stops there), or nothing. */
  run(state: ReceiptState, host: Host): MaybePromise<Failure | undefined>;
}

export type ReceiptRule = Rule<ReceiptState> & Pick<ReceiptRuleDefinition, 'run'>;

/**
 * A rule of the receipt linter. Each rule is one group of the reference's evaluation order and
 * reports at most one blocker, its group's first failure.
 */
export function receiptRule(definition: ReceiptRuleDefinition): ReceiptRule {
  const withHint = (failure: Failure): Failure => (definition.hint === undefined || failure.hint !== undefined ? failure : { ...failure, hint: definition.hint });
  const rule = defineRule<ReceiptState>({
    id: definition.id,
    description: definition.description,
    severity: 'blocker',
    reasons: definition.reasons,
    check(state, context) {
      // Tier-1 rules are synchronous: no promise (and no microtask) per rule per receipt.
      const outcome = definition.run(state, context.host);
      if (outcome instanceof Promise) {
        return outcome.then((failure) => {
          if (failure) context.report(withHint(failure));
        });
      }
      if (outcome) context.report(withHint(outcome));
      return undefined;
    },
  });
  return Object.freeze({ ...rule, run: definition.run });
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

/** Stripped non-blank body elements (ARTIFACTS, TRACE, CLAIMS). */
export function entriesOf(section: Section | undefined): Entry[] {
  const out: Entry[] = [];
  if (!section) return out;
  for (const element of section.body) {
    const text = pyStrip(element.raw);
    if (text !== '') out.push({ raw: element.raw, text, line: element.line });
  }
  return out;
}

/** `(none)` handling (docs/rules/receipt/README.md#the-none-sentinel): the entries, or a failure when it is not alone. */
export function withoutSentinel(name: string, entries: Entry[]): Entry[] | Failure {
  const sentinel = entries.find((entry) => entry.text === '(none)');
  if (!sentinel) return entries;
  if (entries.length > 1) {
    return fail('none_sentinel_not_alone', `${name} (none) is the empty-set sentinel and must be the only entry`, sentinel.line);
  }
  return [];
}

export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && 'reason' in value && 'message' in value;
}
