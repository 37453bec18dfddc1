import { describe, expect, it } from 'vitest';
import { GauntletError, invalidInput, isGauntletError } from './errors.js';

describe('GauntletError (exit 2: the run cannot produce a report)', () => {
  it('carries its reason and message, and names itself', () => {
    const error = new GauntletError('config_invalid', 'invalid config gauntlet.config.json');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.reason, error.message]).toEqual(['GauntletError', 'config_invalid', 'invalid config gauntlet.config.json']);
  });

  it('isGauntletError tells it apart from every other thrown value', () => {
    expect(isGauntletError(new GauntletError('usage', 'bad flag'))).toBe(true);
    expect(isGauntletError(new Error('bad flag'))).toBe(false);
    expect(isGauntletError({ name: 'GauntletError', reason: 'usage', message: 'look-alike' })).toBe(false);
    expect(isGauntletError(undefined)).toBe(false);
    expect(isGauntletError('usage')).toBe(false);
  });

  it('invalidInput is input_invalid with what and why on one line', () => {
    const error = invalidInput('plan.md is not a plan', 'no checklist block');
    expect(isGauntletError(error)).toBe(true);
    expect([error.reason, error.message]).toEqual(['input_invalid', 'plan.md is not a plan (no checklist block)']);
  });
});
