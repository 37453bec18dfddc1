import type { Verifier } from '@gauntlet/core';
import type { DocsAdapter } from '../docs-examples.test-helpers.js';
import type { GateFacts } from './gate.js';
import { parseTddGateInput, parseTddReviewInput, tddGateRules, tddGateVerifier, tddReviewRules, tddReviewVerifier, tddTaskRules, tddTaskVerifier } from './index.js';
import type { ReviewFacts } from './review.js';

/** The three tdd inputs, as the command's flags give them. */
type TddExample = { kind: 'task'; text: string } | { kind: 'gate'; facts: GateFacts } | { kind: 'review'; facts: ReviewFacts };

/** The family's three verifiers as one, each input going to its own. */
const tddDocsVerifier: Verifier<TddExample> = {
  id: 'tdd',
  description: 'The tdd family: the behavior-adding predicate, the MVP+TDD gate and the end-of-phase review.',
  rules: [...tddTaskRules, ...tddGateRules, ...tddReviewRules],
  verify(input, options) {
    if (input.kind === 'task') return tddTaskVerifier.verify(input.text, options);
    if (input.kind === 'gate') return tddGateVerifier.verify(input.facts, options);
    return tddReviewVerifier.verify(input.facts, options);
  },
};

function parsed<T>(result: { ok: true; value: T } | { ok: false; problem: string }, line: number): T {
  if (!result.ok) throw new Error(`the example on line ${line} is not a valid input: ${result.problem}`);
  return result.value;
}

/**
 * Tdd pages show a PLAN.md task as an `xml` fence (`tdd --task FILE`), and a `json` fence as
 * the file of `tdd --log FILE`: the gate's input, or with `plans` the review's (`--review`).
 */
export const docsExamples: DocsAdapter<TddExample> = {
  verifier: tddDocsVerifier,
  required: true,
  input(example) {
    if (example.lang === 'xml') return { kind: 'task', text: example.code };
    const value: unknown = JSON.parse(example.code);
    if (typeof value === 'object' && value !== null && 'plans' in value) return { kind: 'review', facts: parsed(parseTddReviewInput(value), example.line) };
    return { kind: 'gate', facts: parsed(parseTddGateInput(value), example.line) };
  },
};
