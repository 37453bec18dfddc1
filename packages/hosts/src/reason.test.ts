import type { Finding } from '@gauntlet/contracts/codes';
import { describe, expect, it } from 'vitest';
import { MAX_REASON_CHARS, blockReason, clean } from './reason.js';

const finding = (i: number, extra: Partial<Finding> = {}): Finding => ({ rule: `fam/rule-${i % 2}`, reason: 'why_not', severity: 'blocker', message: `problem ${i}`, file: 'a.md', line: i, hint: `hint ${i % 2}`, ...extra });

describe('blockReason', () => {
  it('names the rules, the first blockers with lines and hints, and how many more', () => {
    const text = blockReason({ headline: 'a.md has 7 blockers', findings: Array.from({ length: 7 }, (_, i) => finding(i + 1)), max: 3, footer: 'Fix them.' });
    expect(text.split('\n')).toEqual([
      'gauntlet: a.md has 7 blockers',
      'rules: fam/rule-1, fam/rule-0',
      '- a.md:1 fam/rule-1 (why_not): problem 1',
      '  fix: hint 1',
      '- a.md:2 fam/rule-0 (why_not): problem 2',
      '  fix: hint 0',
      '- a.md:3 fam/rule-1 (why_not): problem 3',
      '… and 4 more blockers.',
      'Fix them.',
    ]);
  });

  it('escapes control characters and folds newlines from hostile messages', () => {
    const text = blockReason({ headline: 'h', findings: [finding(1, { message: 'a\nb\u001b[31mred\u0007', file: 'x\ny.md' })], max: 5 });
    expect(text).toContain('x y.md:1');
    expect(text).toContain('a b\\u001b[31mred\\u0007');
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  });

  it('stays short whatever the input', () => {
    const huge = Array.from({ length: 100 }, (_, i) => finding(i, { message: 'm'.repeat(10_000), rule: `fam/r${i}` }));
    const text = blockReason({ headline: 'h'.repeat(10_000), findings: huge, max: 100 });
    expect(text.length).toBeLessThanOrEqual(MAX_REASON_CHARS);
    expect(clean('x'.repeat(1000)).length).toBe(300);
  });
});
