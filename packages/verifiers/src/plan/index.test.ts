import { describe, expect, it } from 'vitest';
import { PLAN_RULE_IDS } from '@gauntlet/contracts/codes';

/** The default severity of every plan rule (docs/rules/plan/README.md): eleven gates, one info, twelve warnings. */
const SEVERITIES: Record<string, 'blocker' | 'warning' | 'info'> = {
  'delete-with-callers': 'blocker',
  'numeric-drift': 'blocker',
  'route-change-evidence': 'blocker',
  'package-state': 'blocker',
  'missing-evidence': 'warning',
  'scope-split': 'info',
  'less-invasive-shim': 'warning',
  'tool-without-permission-tier': 'blocker',
  'external-call-without-budget-ceiling': 'warning',
  'risk-surface-change-without-threat-model': 'blocker',
  'schema-migration-full-chain': 'warning',
  'synthesis-dim-vague-value': 'blocker',
  'risk-reason-invalid-value': 'blocker',
  'scope-audit-required': 'warning',
  'approach-lenses-missing': 'warning',
  'task-id-convention': 'warning',
  'forbidden-path-conflict': 'warning',
  'parallel-decision-record': 'blocker',
  'no-stop-language': 'warning',
  'reads-from-dependency': 'blocker',
  'activation-map-required': 'blocker',
  'decision-without-falsifier': 'warning',
  'tier-sanity-judgment-on-script': 'warning',
  'tier-sanity-mechanical-on-opus': 'warning',
};

describe('the plan verifier module', () => {
  // Imported inside the test, as modules-load.test.ts does: a rule definition that defineRule
  // refuses (an empty id, no reason code) then fails this test, not only the file's load (which a
  // mutation run does not see as a failing test).
  it('loads: 24 rules in the reference order, each with its one reason code, its default severity and its docs page', async () => {
    const { planRules, planVerifier } = await import('./index.js');
    expect(planVerifier.id).toBe('plan');
    expect(planVerifier.rules).toBe(planRules);
    expect(planRules.map((rule) => rule.id)).toEqual(PLAN_RULE_IDS.map((id) => `plan/${id}`));
    expect(Object.keys(SEVERITIES)).toEqual([...PLAN_RULE_IDS]);
    for (const rule of planRules) {
      const name = rule.id.slice('plan/'.length);
      expect(rule.reasons, rule.id).toEqual([name.replace(/-/g, '_')]);
      expect(rule.severity, rule.id).toBe(SEVERITIES[name]);
      expect(rule.docs, rule.id).toBe(`docs/rules/plan/${name}.md`);
      // What --list-rules prints: one sentence.
      expect(rule.description, rule.id).toMatch(/^\S.{30,}\.$/);
    }
  });
});
