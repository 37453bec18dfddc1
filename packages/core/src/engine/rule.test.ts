import { describe, expect, it } from 'vitest';
import { defineRule, docsPathOf, familyOf, toFinding } from './rule.js';

// This file imports rule.ts alone: a mutant that makes every `defineRule` throw fails these tests
// instead of failing the load of every module that defines a rule.
const base = { description: 'd', severity: 'blocker' as const, check: () => undefined };

describe('defineRule', () => {
  it('accepts kebab-case ids and snake_case reasons, and fills in the docs path', () => {
    const rule = defineRule({ ...base, id: 'demo-2/max-length-9', reasons: ['too_long', 'x', '9_lives'] });
    expect([rule.id, rule.reasons, rule.docs, rule.severity]).toEqual(['demo-2/max-length-9', ['too_long', 'x', '9_lives'], 'docs/rules/demo-2/max-length-9.md', 'blocker']);
    expect(defineRule({ ...base, id: 'a/b', reasons: ['r'], docs: 'https://example.test/a-b' }).docs).toBe('https://example.test/a-b');
  });

  it.each([
    ['an upper-case first letter', 'Demo/rule'],
    ['an upper-case letter after the slash', 'demo/Rule'],
    ['an upper-case letter at the end', 'demo/ruleX'],
    ['a family that starts with a dash', '-demo/rule'],
    ['a name that starts with a dash', 'demo/-rule'],
    ['an underscore in the family', 'de_mo/rule'],
    ['an underscore in the name', 'demo/ru_le'],
    ['no slash', 'demo'],
    ['two slashes', 'demo/a/b'],
  ])('refuses an id with %s', (_what, id) => {
    expect(() => defineRule({ ...base, id, reasons: ['x'] })).toThrow(`rule id ${JSON.stringify(id)} is not <family>/<rule-name> in kebab-case`);
  });

  it.each([
    ['an upper-case first letter', 'Reason'],
    ['an upper-case letter at the end', 'reasoN'],
    ['a dash', 'too-long'],
    ['a leading underscore', '_reason'],
    ['the empty string', ''],
  ])('refuses a reason with %s', (_what, reason) => {
    expect(() => defineRule({ ...base, id: 'a/b', reasons: ['ok', reason] })).toThrow(`rule a/b: reason ${JSON.stringify(reason)} is not snake_case`);
  });

  it('refuses a rule without reason codes', () => {
    expect(() => defineRule({ ...base, id: 'a/b', reasons: [] })).toThrow('rule a/b declares no reason codes');
  });
});

describe('familyOf and docsPathOf', () => {
  it('the family is the part before the slash; an id without one is its own family', () => {
    expect([familyOf('receipt/witness-ran-target'), familyOf('core'), familyOf('a/b/c')]).toEqual(['receipt', 'core', 'a']);
    expect(docsPathOf('plan/numeric-drift')).toBe('docs/rules/plan/numeric-drift.md');
  });
});

describe('toFinding', () => {
  const rule = { id: 'demo/rule', description: 'd', severity: 'warning' as const, reasons: ['r'], docs: 'docs/rules/demo/rule.md' };

  it('carries only the keys that were given, in the contract order (no undefined members in the JSON)', () => {
    const bare = toFinding(rule, { reason: 'r', message: 'm' }, 'demo', undefined);
    expect(Object.keys(bare)).toEqual(['verifier', 'rule', 'reason', 'severity', 'message']);
    expect(bare).toStrictEqual({ verifier: 'demo', rule: 'demo/rule', reason: 'r', severity: 'warning', message: 'm' });
    expect(Object.keys(toFinding(rule, { reason: 'r', message: 'm', evidence: [] }, 'demo', undefined))).not.toContain('evidence');
  });

  it('copies every position, evidence and hint, and the finding may set its own severity and file', () => {
    const full = toFinding(
      rule,
      { reason: 'r', message: 'm', severity: 'blocker', file: 'own.md', line: 2, column: 3, endLine: 4, endColumn: 5, evidence: ['e'], hint: 'h' },
      'demo',
      'input.md',
    );
    expect(full).toStrictEqual({ verifier: 'demo', rule: 'demo/rule', reason: 'r', severity: 'blocker', message: 'm', file: 'own.md', line: 2, column: 3, endLine: 4, endColumn: 5, evidence: ['e'], hint: 'h' });
    expect(toFinding(rule, { reason: 'r', message: 'm' }, 'demo', 'input.md').file).toBe('input.md');
  });
});
