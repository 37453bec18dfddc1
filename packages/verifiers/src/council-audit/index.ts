import { defineVerifier, type Verification, type VerifyOptions } from '@gauntlet/core';
import { type ParsedAudit, parseAudit } from './parse.js';
import { recognized } from './rules/recognized.js';

export { normaliseRaiser, parseAudit, type AuditProblem, type CouncilAuditItem, type ParsedAudit } from './parse.js';

export const councilAuditRules = [recognized] as const;

/**
 * Council audits (docs/rules/council-audit/README.md). Input: a commit body. `data.items` is the item list, or
 * null when the audit is not recognised; `data.statsLine` the gate's stats line.
 */
export const councilAuditVerifier = defineVerifier<string, ParsedAudit>({
  id: 'council-audit',
  description: 'A spec commit body carries the council audit (Applied, Deferred, Rejected) in the recognised grammar.',
  rules: councilAuditRules,
  prepare: (text) => parseAudit(text),
  data: (audit) => ({ items: audit.items, statsLine: audit.statsLine }),
});

export function verifyCouncilAudit(text: string, verify: VerifyOptions = {}): Promise<Verification> {
  return councilAuditVerifier.verify(text, verify);
}
