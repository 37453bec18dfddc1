import { describe, expect, it } from 'vitest';
import { CORE_RULES, budgetExceeded, inputProblem, inputTooLarge } from './core-rules.js';
import { createResult, verdictOf } from './report.js';

describe('the engine\'s own rules', () => {
  it('are blocker rules, each with its docs page', () => {
    expect(CORE_RULES.map((rule) => [rule.id, rule.severity, rule.reasons, rule.docs])).toEqual([
      ['core/input', 'blocker', ['input_unreadable', 'input_invalid'], 'docs/rules/core/input.md'],
      ['core/input-too-large', 'blocker', ['input_too_large'], 'docs/rules/core/input-too-large.md'],
      ['core/too-many-findings', 'info', ['findings_capped'], 'docs/rules/core/too-many-findings.md'],
      ['core/budget-exceeded', 'blocker', ['budget_exceeded'], 'docs/rules/core/budget-exceeded.md'],
    ]);
  });

  it('each says in one sentence what it checks (shown by --list-rules)', () => {
    for (const rule of CORE_RULES) expect(rule.description).toMatch(/^[A-Z].{30,}\.$/);
  });

  it('an input over its cap is a fatal blocker finding that fails its result', () => {
    const finding = inputTooLarge('big.jsonl', 70, 64, 'an input file');
    expect(finding).toEqual({
      verifier: 'core',
      rule: 'core/input-too-large',
      reason: 'input_too_large',
      severity: 'blocker',
      message: 'Input is 70 bytes; the cap for an input file is 64 bytes. It was not verified.',
      file: 'big.jsonl',
      hint: 'Split the input, or check why it grew this large.',
      fatal: true,
    });
    expect(inputTooLarge('big.jsonl', undefined, 64, 'an input file').message).toBe('Input is more than 64 bytes; the cap for an input file is 64 bytes. It was not verified.');
    expect(verdictOf([finding])).toBe('fail');
    expect(createResult('big.jsonl', [finding]).verdict).toBe('fail');
  });

  it('an unreadable input of several is a fatal blocker of its own result', () => {
    const finding = inputProblem('b.md', 'input_invalid', 'b.md is not valid UTF-8');
    expect(finding).toStrictEqual({ verifier: 'core', rule: 'core/input', reason: 'input_invalid', severity: 'blocker', message: 'b.md is not valid UTF-8', file: 'b.md', fatal: true });
    expect(createResult('b.md', [finding]).verdict).toBe('fail');
  });

  it('a spent budget is a blocker: an unfinished check never passes', () => {
    const finding = budgetExceeded({ message: 'stopped' }, 'plan', 'p.md');
    expect(finding).toMatchObject({ rule: 'core/budget-exceeded', reason: 'budget_exceeded', severity: 'blocker', verifier: 'plan', file: 'p.md' });
    expect(verdictOf([finding])).toBe('fail');
  });
});
