import { describe, expect, it } from 'vitest';
import { checkInvalidCase, checkValidCase } from '../testing/rule-tester.js';
import { defineRule } from './rule.js';
import { run } from './run.js';
import { defineVerifier, withSettings } from './verifier.js';

// Per-rule options (config `rules: { id: [setting, options] }`): each rule sees its own, never
// another rule's, through verify, run, compositions and the RuleTester.
const strict = defineRule<string>({
  id: 'memo/no-draft',
  description: 'No DRAFT marker.',
  severity: 'blocker',
  reasons: ['draft'],
  options: { legacy: { type: 'boolean', description: 'A draft is a note.' } },
  check(text, { report, ruleOptions }) {
    if (text.includes('DRAFT')) report({ reason: 'draft', message: 'Draft.', severity: ruleOptions?.legacy === true ? 'info' : undefined });
  },
});
const seen: Array<Readonly<Record<string, unknown>> | undefined> = [];
const other = defineRule<string>({ id: 'memo/other', description: 'd', severity: 'warning', reasons: ['x'], check: (_text, { ruleOptions }) => void seen.push(ruleOptions) });
const memo = defineVerifier<string>({ id: 'memo', description: 'Memos.', rules: [strict, other] });

describe('rule options', () => {
  it('reach only the rule they are for; a rule without options gets {}', async () => {
    seen.length = 0;
    const { findings } = await memo.verify('DRAFT', { ruleOptions: { 'memo/no-draft': { legacy: true } } });
    expect(findings).toEqual([expect.objectContaining({ rule: 'memo/no-draft', severity: 'info' })]);
    expect(seen).toEqual([{}]);
  });

  it('flow through run() and withSettings(), and decide the verdict', async () => {
    expect((await run(memo, [{ id: 'a', input: 'DRAFT' }])).verdict).toBe('fail');
    expect((await run(memo, [{ id: 'a', input: 'DRAFT' }], { ruleOptions: { 'memo/no-draft': { legacy: true } } })).verdict).toBe('pass');
    const wrapped = withSettings(memo, { 'memo/other': 'off' });
    expect((await wrapped.verify('DRAFT', { ruleOptions: { 'memo/no-draft': { legacy: true } } })).findings).toEqual([expect.objectContaining({ severity: 'info' })]);
  });

  it('are declared on the rule (for config checks and --list-rules)', () => {
    expect(strict.options).toEqual({ legacy: { type: 'boolean', description: 'A draft is a note.' } });
    expect(other.options).toBeUndefined();
  });

  it('reach the rule in RuleTester cases', async () => {
    await checkInvalidCase(memo, 'memo/no-draft', {
      input: 'DRAFT',
      ruleOptions: { 'memo/no-draft': { legacy: true } },
      errors: [{ reason: 'draft', severity: 'info', line: null }],
      verdict: 'pass',
    });
    await checkValidCase(memo, 'memo/no-draft', { input: 'final', ruleOptions: { 'memo/no-draft': { legacy: true } }, verdict: 'pass' });
  });
});
