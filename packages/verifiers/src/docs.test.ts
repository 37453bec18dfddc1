import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HookOutcome, LedgerGuardReason, PhaseTrackerReason, codesOf } from '@gauntlet/contracts/codes';
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

// Library functions that are not rules document their outcome codes in a guide.
describe('guide docs of library-only codes', () => {
  const guides = [
    ['docs/guides/phase-tracker.md', codesOf(PhaseTrackerReason)],
    ['docs/guides/ledger-write-guard.md', codesOf(LedgerGuardReason)],
    ['docs/guides/claude-code.md', codesOf(HookOutcome)],
  ] as const;

  it.each(guides.map(([page, codes]) => [page, codes] as const))('%s has a section per code', (page, codes) => {
    const text = readFileSync(join(repoRoot, page), 'utf8');
    for (const code of codes) expect(text, `${page} does not document ${code}`).toContain(`### \`${code}\``);
  });
});
