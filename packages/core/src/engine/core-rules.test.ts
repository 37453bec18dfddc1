import { describe, expect, it } from 'vitest';
import { CORE_RULES, inputTooLarge, inputTooLargeRule } from './core-rules.js';
import { createResult, verdictOf } from './report.js';

describe('the engine\'s own rules', () => {
  it('core/input-too-large is a blocker rule with its docs page', () => {
    expect(CORE_RULES).toEqual([inputTooLargeRule]);
    expect([inputTooLargeRule.id, inputTooLargeRule.severity, inputTooLargeRule.reasons, inputTooLargeRule.docs]).toEqual([
      'core/input-too-large',
      'blocker',
      ['input_too_large'],
      'docs/rules/core/input-too-large.md',
    ]);
  });

  it('an input over its cap is a blocker finding that fails its result', () => {
    const finding = inputTooLarge('big.jsonl', 70, 64, 'an input file');
    expect(finding).toEqual({
      verifier: 'core',
      rule: 'core/input-too-large',
      reason: 'input_too_large',
      severity: 'blocker',
      message: 'Input is 70 bytes; the cap for an input file is 64 bytes.',
      file: 'big.jsonl',
      hint: 'Split the input, or check why it grew this large.',
    });
    expect(verdictOf([finding])).toBe('fail');
    expect(createResult('big.jsonl', [finding]).verdict).toBe('fail');
  });
});
