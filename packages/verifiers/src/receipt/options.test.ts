import { describe, expect, it } from 'vitest';
import { receiptOptions } from './options.js';

/** The receipt options bag (docs/rules/receipt/): every key read, a mistyped value a usage error naming it. */
describe('receiptOptions', () => {
  it('reads every key it documents', () => {
    expect(
      receiptOptions.parse({ tier: 2, roots: ['a', 'b'], strict: true, ledger: 'l.jsonl', artifactBodies: { x: 'y' }, inline: true, bindOnly: true }),
    ).toEqual({ tier: 2, roots: ['a', 'b'], strict: true, ledger: 'l.jsonl', artifactBodies: { x: 'y' }, inline: true, bindOnly: true, recordProblem: undefined, regexBudget: undefined });
    expect(receiptOptions.parse({ bindOnly: false }).bindOnly).toBe(false);
  });

  it('a mistyped value is a usage error that names the family and the key', () => {
    expect(() => receiptOptions.parse({ bindOnly: 'yes' })).toThrow(expect.objectContaining({ reason: 'usage', message: 'receipt option bindOnly must be true or false (got "yes")' }));
    expect(() => receiptOptions.parse({ tier: 3 })).toThrow('receipt option tier must be an integer from 1 to 2');
  });
});
