import { GauntletError } from '@gauntlet/core';

/**
 * Every rule id a config may name, by family (core rules excluded: they guard the run itself
 * and cannot be turned off). A static list, so that checking a config loads no command module;
 * `rule-ids.test.ts` holds it equal to the rules the commands declare.
 */
export const RULES_BY_FAMILY: Readonly<Record<string, readonly string[]>> = {
  brief: ['empty', 'field-missing'],
  cairn: ['active-run', 'dispatch-counts', 'invariant-refs', 'invariants', 'ledger-lines', 'obligation-closure',
    'obligations', 'phase', 'phase-ledger-continuity', 'structure'],
  checklist: ['item-1', 'item-10', 'item-11', 'item-12', 'item-13', 'item-14', 'item-15', 'item-16', 'item-17',
    'item-18', 'item-19', 'item-2', 'item-20', 'item-21', 'item-22', 'item-3', 'item-4', 'item-5', 'item-6',
    'item-7', 'item-8', 'item-9'],
  conflict: ['entry-labels', 'entry-remediation', 'entry-title', 'gate', 'no-tables', 'report-structure',
    'severity-label'],
  'conformance-report': ['gap-blocks', 'parallel-safe', 'rows', 'verdict'],
  contract: ['ambiguity', 'api-surface', 'header-fields', 'integration-points', 'invariants', 'security-review',
    'tag-carriers', 'tag-coverage', 'tag-map', 'version', 'yaml'],
  'council-audit': ['recognized'],
  csb: ['cumulative', 'decisions', 'delimiters', 'health', 'structure'],
  'gate-prompt': ['header-length', 'option-count', 'pattern', 'shape', 'single-choice', 'unique-options'],
  handoff: ['continuity', 'fields', 'header', 'ledger-consistency', 'list-items', 'required-inputs', 'sections'],
  ledger: ['header-fields', 'line-grammar', 'phase-gate', 'phase-headers', 'phase-status', 'transition',
    'verdict-marker'],
  marker: ['grammar', 'placement', 'recommended-row', 'repeated-in-body'],
  partition: ['glob-overlap', 'overlap', 'uncovered'],
  patches: ['installed-file', 'pristine-drift', 'readable', 'user-lines-survive'],
  plan: ['activation-map-required', 'approach-lenses-missing', 'decision-without-falsifier', 'delete-with-callers',
    'external-call-without-budget-ceiling', 'forbidden-path-conflict', 'less-invasive-shim', 'missing-evidence',
    'no-stop-language', 'numeric-drift', 'package-state', 'parallel-decision-record', 'reads-from-dependency',
    'risk-reason-invalid-value', 'risk-surface-change-without-threat-model', 'route-change-evidence',
    'schema-migration-full-chain', 'scope-audit-required', 'scope-split', 'synthesis-dim-vague-value',
    'task-id-convention', 'tier-sanity-judgment-on-script', 'tier-sanity-mechanical-on-opus',
    'tool-without-permission-tier'],
  'receipt-ledger': ['eval-only-key', 'fields', 'key-style', 'line-json', 'manifest-entries', 'prefix-collision'],
  receipt: ['artifacts', 'artifacts-on-disk', 'claim-citations', 'claims', 'eval-record', 'header', 'layer2-lines',
    'layer2-values', 'ledger-binding', 'resolve-budget', 'roots', 'sections', 'supersedes-evidence', 'tests-claims', 'trace',
    'trace-entries', 'verdict', 'witness-artifact-declared', 'witness-evidence', 'witness-ran-target',
    'witness-syntax'],
  review: ['closure-mode', 'first-pass', 'issue-count-loop'],
  'spec-pr': ['banner-format', 'banner-only', 'name-status', 'spec-paths'],
  spec: ['ac-disposition', 'ac-section', 'amend-grant', 'engine-marker', 'placeholder'],
  status: ['compression-state', 'header', 'recent-events', 'suggested-action', 'transition'],
  tdd: ['behavior-adding', 'gate-applies', 'red-commit', 'red-evidence', 'review-applies', 'review-sequence',
    'test-before-feat'],
  tripwire: ['fired', 'predicates', 'receipt-lint', 'supersedes', 'sweep-parse'],
  'verdict-marker': ['closure', 'cost-cap', 'count-invariant', 'field-order', 'legacy', 'scores', 'siege', 'verdict'],
  'visual-evidence': ['missing', 'symbol-only'],
  'warnings-baseline': ['baseline-captured', 'no-new-warnings'],
};

/**
 * A config that names a rule no command has (`plan/nonexistent`), or a core rule, is
 * `config_invalid`, whatever command runs: a typo must never silently disable nothing.
 */
export function checkRuleIds(settings: Readonly<Record<string, unknown>>, source: string): void {
  for (const id of Object.keys(settings)) {
    const slash = id.indexOf('/');
    const family = slash < 0 ? id : id.slice(0, slash);
    if (family === 'core') throw new GauntletError('config_invalid', `rule ${id} in ${source} cannot be configured (core rules guard the run itself)`);
    const rules = Object.hasOwn(RULES_BY_FAMILY, family) ? RULES_BY_FAMILY[family] : undefined;
    if (rules === undefined) throw new GauntletError('config_invalid', `unknown rule ${id} in ${source} (no family ${family}; see --list-rules)`);
    if (!rules.includes(id.slice(slash + 1))) throw new GauntletError('config_invalid', `unknown rule ${id} in ${source} (see --list-rules)`);
  }
}
