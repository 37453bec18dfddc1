import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_RULES } from '@gauntlet/core';
import { ALL_VERIFIERS } from './registry.js';

const repoRoot = join(__dirname, '..', '..', '..');
const rules = [...CORE_RULES, ...ALL_VERIFIERS.flatMap((verifier) => verifier.rules)];

describe('rule docs', () => {
  it('has rules to check', () => {
    expect(rules.length).toBeGreaterThan(0);
  });

  it.each(rules.map((rule) => [rule.id, rule] as const))('%s has a page that shows every reason code', (id, rule) => {
    const [family, name] = id.split('/');
    expect(rule.docs).toBe(`docs/rules/${family}/${name}.md`);
    const page = join(repoRoot, rule.docs);
    expect(existsSync(page), `missing docs page ${rule.docs}`).toBe(true);
    const text = readFileSync(page, 'utf8');
    expect(text.startsWith(`# ${id}\n`), `${rule.docs} must start with "# ${id}"`).toBe(true);
    for (const reason of rule.reasons) expect(text, `${rule.docs} does not document ${reason}`).toContain(`\`${reason}\``);
  });

  it('rule ids are unique', () => {
    const ids = rules.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
