import { describe, expect, it } from 'vitest';
import type { Finding } from '@gauntlet/contracts/codes';
import { applyRuleSettings, onlyBlockers, rateFinding } from './settings.js';

const finding = (rule: string, severity: Finding['severity']): Finding => ({ rule, reason: 'r', severity, message: 'm' });
const blocker = finding('a/blocking', 'blocker');
const warning = finding('a/warning', 'warning');
const info = finding('b/info', 'info');

describe('applyRuleSettings', () => {
  it('keeps the severity every rule without a setting reported', () => {
    const findings = [blocker, warning, info];
    expect(applyRuleSettings(findings, { 'other/rule': 'off' })).toEqual(findings);
    expect(applyRuleSettings(findings, {})).toEqual(findings);
    expect(applyRuleSettings(findings, undefined)).toBe(findings);
  });

  it('drops the findings of an off rule and re-rates the others, in order', () => {
    const out = applyRuleSettings([blocker, warning, info, blocker], { 'a/blocking': 'warning', 'b/info': 'off', 'a/warning': 'blocker' });
    expect(out.map((item) => [item.rule, item.severity])).toEqual([
      ['a/blocking', 'warning'],
      ['a/warning', 'blocker'],
      ['a/blocking', 'warning'],
    ]);
  });

  it('never mutates the findings it is given', () => {
    const findings = [blocker];
    applyRuleSettings(findings, { 'a/blocking': 'info' });
    expect(findings).toEqual([finding('a/blocking', 'blocker')]);
  });
});

describe('rateFinding', () => {
  it('null for off, the same object for an unchanged or unset severity, a copy when re-rated', () => {
    expect(rateFinding(blocker, { 'a/blocking': 'off' })).toBeNull();
    expect(rateFinding(blocker, { 'a/blocking': 'blocker' })).toBe(blocker);
    expect(rateFinding(blocker, undefined)).toBe(blocker);
    expect(rateFinding(blocker, { 'a/warning': 'off' })).toBe(blocker);
    expect(rateFinding(blocker, { 'a/blocking': 'info' })).toEqual({ ...blocker, severity: 'info' });
  });
});

describe('onlyBlockers (--quiet)', () => {
  it('keeps every blocker, in order, and nothing else', () => {
    const second = { ...blocker, reason: 'second' };
    expect(onlyBlockers([warning, blocker, info, second])).toEqual([blocker, second]);
    expect(onlyBlockers([warning, info])).toEqual([]);
  });
});
