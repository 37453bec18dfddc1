import { describe, expect, it } from 'vitest';
import { receiptVerifier } from '../index.js';

describe('receipt rules: descriptions', () => {
  it('every rule says what it checks in one sentence (what --list-rules prints)', () => {
    expect(receiptVerifier.rules).not.toHaveLength(0);
    for (const rule of receiptVerifier.rules) expect(rule.description, rule.id).toMatch(/^\S.{30,}\.$/);
  });
});
