import { defineRule } from '@gauntlet/core';
import { PlanReason } from '@gauntlet/contracts/codes';
import { cleanValue } from '../quotes.js';
import { type PreparedPlan, py, reportAt } from '../shared.js';

const AUDITED = py('\\bscope_auditor_status\\s*:');
const MODIFIES_API = py('^\\s*modifies_api\\s*:\\s*true\\s*$');
// Case-sensitive on purpose: `Title:` / `Owner:` are not YAML-ish neighbours.
const YAML_KEY = py('^\\s*[a-z_][a-z0-9_]*\\s*:\\s*\\S', false);
const CHUNK_ID = py('^\\s*id\\s*:\\s*(.+)$');
const NEIGHBOURS = 5;
const ID_WINDOW = 20;

export const scopeAuditRequired = defineRule<PreparedPlan>({
  id: 'plan/scope-audit-required',
  description: 'modifies_api: true in frontmatter-like context with no scope_auditor_status recorded anywhere.',
  severity: 'warning',
  reasons: [PlanReason.scope_audit_required],
  check({ doc }, context) {
    const { lines } = doc;
    if (lines.some((line) => line !== '' && AUDITED.test(line))) return;
    const keys = doc.flags(YAML_KEY);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as string;
      if (line === '' || !MODIFIES_API.test(line)) continue;
      let neighbours = 0;
      for (let j = Math.max(0, i - NEIGHBOURS); j <= Math.min(lines.length - 1, i + NEIGHBOURS); j++) {
        if (j !== i && keys.at(j)) neighbours++;
      }
      if (neighbours < 2) continue;
      let chunk = 'unknown';
      for (let j = Math.max(0, i - ID_WINDOW); j <= Math.min(lines.length - 1, i + ID_WINDOW); j++) {
        const m = CHUNK_ID.exec(lines[j] as string);
        if (m) {
          chunk = cleanValue(m[1] as string);
          break;
        }
      }
      const claim = `modifies_api: true is set on chunk '${chunk}' but no scope_auditor_status field follows — orchestrator will require a scope-auditor pass before Phase 3 dispatch.`;
      reportAt(context, doc, i, {
        reason: PlanReason.scope_audit_required,
        message: claim,
        hint: 'Run the scope-auditor and record scope_auditor_status: on the chunk.',
      });
    }
  },
});
