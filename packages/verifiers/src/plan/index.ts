import {
  GauntletError,
  type Verification,
  type Verifier,
  type VerifyOptions,
  decodeUtf8,
  type RunBudget,
  defineOptions,
  defineVerifier,
  isInvalidUtf8,
  resolvePath,
} from '@gauntlet/core';
import { type PlanDocument, readPlan } from './document.js';
import { activationMapRequired } from './rules/activation-map-required.js';
import { approachLensesMissing } from './rules/approach-lenses-missing.js';
import { decisionWithoutFalsifier } from './rules/decision-without-falsifier.js';
import { deleteWithCallers } from './rules/delete-with-callers.js';
import { externalCallWithoutBudgetCeiling } from './rules/external-call-without-budget-ceiling.js';
import { forbiddenPathConflict } from './rules/forbidden-path-conflict.js';
import { lessInvasiveShim } from './rules/less-invasive-shim.js';
import { missingEvidence } from './rules/missing-evidence.js';
import { noStopLanguage } from './rules/no-stop-language.js';
import { numericDrift } from './rules/numeric-drift.js';
import { packageState } from './rules/package-state.js';
import { parallelDecisionRecord } from './rules/parallel-decision-record.js';
import { readsFromDependency } from './rules/reads-from-dependency.js';
import { riskReasonInvalidValue } from './rules/risk-reason-invalid-value.js';
import { riskSurfaceChangeWithoutThreatModel } from './rules/risk-surface-change-without-threat-model.js';
import { routeChangeEvidence } from './rules/route-change-evidence.js';
import { schemaMigrationFullChain } from './rules/schema-migration-full-chain.js';
import { scopeAuditRequired } from './rules/scope-audit-required.js';
import { scopeSplit } from './rules/scope-split.js';
import { synthesisDimVagueValue } from './rules/synthesis-dim-vague-value.js';
import { taskIdConvention } from './rules/task-id-convention.js';
import { tierSanityJudgmentOnScript } from './rules/tier-sanity-judgment-on-script.js';
import { tierSanityMechanicalOnOpus } from './rules/tier-sanity-mechanical-on-opus.js';
import { toolWithoutPermissionTier } from './rules/tool-without-permission-tier.js';
import type { PlanOptions, PreparedPlan } from './shared.js';
import { synthesisEntries } from './synthesis.js';

export { readPlan, type PlanDocument } from './document.js';
export { synthesisEntries } from './synthesis.js';
export type { PlanOptions, PreparedPlan } from './shared.js';
export { PLAN_REPO_SEARCHES } from './repo-search.js';

/** The 24 plan rules in the reference's execution order (docs/rules/plan/README.md#rule-order). */
export const planRules = [
  deleteWithCallers,
  numericDrift,
  routeChangeEvidence,
  packageState,
  missingEvidence,
  scopeSplit,
  lessInvasiveShim,
  toolWithoutPermissionTier,
  externalCallWithoutBudgetCeiling,
  riskSurfaceChangeWithoutThreatModel,
  schemaMigrationFullChain,
  synthesisDimVagueValue,
  riskReasonInvalidValue,
  scopeAuditRequired,
  approachLensesMissing,
  taskIdConvention,
  forbiddenPathConflict,
  parallelDecisionRecord,
  noStopLanguage,
  readsFromDependency,
  activationMapRequired,
  decisionWithoutFalsifier,
  tierSanityJudgmentOnScript,
  tierSanityMechanicalOnOpus,
] as const;

/** A plan as text, or as the file's bytes (strict UTF-8: undecodable bytes are a structural error). */
export type PlanInput = string | Uint8Array;

/** Decodes plan bytes as the reference reads them: strict UTF-8, BOM kept. */
export function decodePlan(input: PlanInput, id = 'plan'): string {
  if (typeof input === 'string') return input;
  if (isInvalidUtf8(input)) throw new GauntletError('input_invalid', `${id} is not valid UTF-8`);
  return decodeUtf8(input);
}

/** `count_synthesis_dimensions()` (docs/rules/plan/README.md#synthesis-dimensions): entry lines of every synthesis_dimensions block. */
export function countSynthesisDimensions(plan: PlanInput | PlanDocument): number {
  const doc = typeof plan === 'object' && 'lines' in plan ? plan : readPlan(decodePlan(plan));
  return synthesisEntries(doc).length;
}

const TIER_RULES = new Set<string>([tierSanityJudgmentOnScript.id, tierSanityMechanicalOnOpus.id]);

const planOptions = defineOptions('plan', (read) => ({ repo: read.string('repo') || null, searchBudget: read.budget('searchBudget') }));

const baseVerifier = defineVerifier<PlanInput, PreparedPlan, { repo: string | null; searchBudget: RunBudget | undefined }>({
  id: 'plan',
  description: "build-loop's plan-verify: 23 rules (24 rule ids) over a markdown plan, plus synthesis-dimension counting.",
  rules: planRules,
  options: planOptions,
  async prepare(input, { host, file, options }) {
    const doc = readPlan(decodePlan(input, file));
    const given = options.repo;
    const repo = given === null ? null : resolvePath(host.cwd, given);
    const stat = repo === null ? null : await host.stat(repo).catch(() => null);
    return { doc, repo, repoIsDirectory: stat?.kind === 'directory', host };
  },
  data: (plan) => ({ synthesisDimensions: synthesisEntries(plan.doc).length }),
});

/**
 * The `plan` verifier. Rule 23 reports two rule ids from one pass over the tier lines; the
 * reference emits them interleaved by line, so their findings (the tail of the list) are put
 * back in line order.
 */
export const planVerifier: Verifier<PlanInput> = Object.freeze({
  id: baseVerifier.id,
  description: baseVerifier.description,
  rules: baseVerifier.rules,
  async verify(input: PlanInput, options?: VerifyOptions): Promise<Verification> {
    const result = await baseVerifier.verify(input, options);
    const first = result.findings.findIndex((finding) => TIER_RULES.has(finding.rule));
    if (first >= 0) {
      const tail = result.findings.slice(first).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      result.findings.splice(first, tail.length, ...tail);
    }
    return result;
  },
});

/** Verifies one plan. `options.repo` enables the repo-backed rules (1, 4, 17). */
export function verifyPlan(plan: PlanInput, options: PlanOptions = {}, verify: VerifyOptions = {}): Promise<Verification> {
  return planVerifier.verify(plan, { ...verify, options: { ...verify.options, ...options } });
}
