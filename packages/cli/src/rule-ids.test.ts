import { describe, expect, it } from 'vitest';
import { COMMANDS } from './commands/index.js';
import { RULES_BY_FAMILY, checkRuleIds } from './rule-ids.js';

describe('the static list of rule ids a config may name', () => {
  it('is exactly the rules the commands declare (core rules excluded)', async () => {
    const declared = new Set<string>();
    for (const command of COMMANDS) for (const rule of (await command.load()).rules) if (!rule.id.startsWith('core/')) declared.add(rule.id);
    const listed = Object.entries(RULES_BY_FAMILY).flatMap(([family, rules]) => rules.map((rule) => `${family}/${rule}`));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...declared].sort());
  });

  it('rejects unknown ids of any family, and core rules', () => {
    expect(() => checkRuleIds({ 'plan/no-stop-language': 'off', 'receipt/header': 'warning' }, 'c.json')).not.toThrow();
    expect(() => checkRuleIds({ 'plan/nonexistent': 'off' }, 'c.json')).toThrow(/unknown rule plan\/nonexistent in c.json/);
    expect(() => checkRuleIds({ 'nofamily/x': 'off' }, 'c.json')).toThrow(/no family nofamily/);
    expect(() => checkRuleIds({ toString: 'off' }, 'c.json')).toThrow(/unknown rule toString/);
    expect(() => checkRuleIds({ 'core/input-too-large': 'off' }, 'c.json')).toThrow(/cannot be configured/);
  });
});
