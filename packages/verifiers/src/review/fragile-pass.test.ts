import { describe, expect, it } from 'vitest';
import { fragilePass, fragilePassCauses, fragileTolerance, type FragilePassInput } from './index.js';

// A steady PASS: no suppressed regressions, a small score drop, no no-op fixes, consensus ran.
const steady: FragilePassInput = { verdict: 'PASS', suppressedRegressions: 0, maxScore: 5, finalScore: 1, noOpFixes: 0, consensusAvailable: true, threshold: 10 };

describe('fragilePass', () => {
  it('a steady PASS is not fragile', () => {
    expect(fragilePass(steady)).toBe(false);
    expect(fragilePassCauses(steady)).toEqual([]);
  });

  it.each<[string, Partial<FragilePassInput>, string]>([
    ['a suppressed regression', { suppressedRegressions: 1 }, 'suppressed-regressions'],
    ['a no-op fix', { noOpFixes: 2 }, 'no-op-fixes'],
    ['no consensus', { consensusAvailable: false }, 'no-consensus'],
    ['MaxScore above FinalScore + max(2, ceil(10/3) = 4)', { maxScore: 6, finalScore: 1 }, 'score-drop'],
  ])('fragile with %s', (_, change, cause) => {
    expect(fragilePass({ ...steady, ...change })).toBe(true);
    expect(fragilePassCauses({ ...steady, ...change })).toEqual([cause]);
  });

  it('the tolerance is max(2, ceil(T/3)): ceil, not floor, and never below 2', () => {
    expect([1, 3, 4, 6, 7, 10, 11].map(fragileTolerance)).toEqual([2, 2, 2, 2, 3, 4, 4]);
    expect(fragilePass({ ...steady, maxScore: 5, finalScore: 1 })).toBe(false); // 5 = 1 + 4
    expect(fragilePass({ ...steady, threshold: 7, maxScore: 5, finalScore: 1 })).toBe(true); // 5 > 1 + ceil(7/3)
    expect(fragilePass({ ...steady, threshold: 11, maxScore: 5, finalScore: 0 })).toBe(true); // 5 > 0 + 4
    expect(fragilePass({ ...steady, threshold: 11, maxScore: 4, finalScore: 0 })).toBe(false); // floor(11/3) = 3 would fire
    expect(fragilePass({ ...steady, threshold: 3, maxScore: 3, finalScore: 0 })).toBe(true); // tolerance 2
    expect(fragilePass({ ...steady, threshold: 3, maxScore: 2, finalScore: 0 })).toBe(false);
  });

  it('only a PASS can be fragile', () => {
    const shaky = { ...steady, suppressedRegressions: 4, noOpFixes: 1, consensusAvailable: false, maxScore: 12 };
    expect(fragilePassCauses(shaky)).toEqual(['suppressed-regressions', 'score-drop', 'no-op-fixes', 'no-consensus']);
    for (const verdict of ['ESCALATED', 'STAGNATION', 'FAIL', 'pass', '']) expect(fragilePass({ ...shaky, verdict })).toBe(false);
  });

  it('a legacy marker\'s unknown fields (null) never fire a cause', () => {
    const legacy: FragilePassInput = { verdict: 'PASS', suppressedRegressions: null, maxScore: null, finalScore: 0, noOpFixes: null, consensusAvailable: null, threshold: 10 };
    expect(fragilePass(legacy)).toBe(false);
    expect(fragilePass({ ...legacy, consensusAvailable: false })).toBe(true);
  });

  it('NaN and infinite numbers do not throw', () => {
    expect(fragilePass({ ...steady, maxScore: Number.NaN })).toBe(false);
    expect(fragilePass({ ...steady, maxScore: Number.POSITIVE_INFINITY })).toBe(true);
    expect(fragilePass({ ...steady, threshold: Number.NaN, maxScore: 9 })).toBe(false);
  });
});
