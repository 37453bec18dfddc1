import { testPattern } from './linear-test.js';
import { ACCEPTED_EVIDENCE, REASONS, SYMBOL_ONLY, UI_PATH_PATTERNS } from './patterns.js';

export type VisualEvidenceOutcome = 'pass' | 'warn' | 'reject';

export interface VisualEvidenceDecision {
  outcome: VisualEvidenceOutcome;
  reason: string;
  uiChanged: boolean;
  /** The `files_changed` entries that are UI files, as given. */
  uiFiles: unknown[];
  symbolOnly: boolean;
  acceptedEvidence: string[];
  symbolSignals: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function hits(haystacks: readonly string[], patterns: readonly RegExp[]): string[] {
  const found: string[] = [];
  for (const haystack of haystacks) {
    for (const pattern of patterns) if (!found.includes(pattern.source) && testPattern(pattern, haystack)) found.push(pattern.source);
  }
  return found;
}

/**
 * The gate's decision for a parsed envelope (any JSON value except `null`, which the
 * reference crashes on). Wrong member types count as absent, as in the reference.
 */
export function evaluateEnvelope(envelope: unknown): VisualEvidenceDecision {
  const env = isRecord(envelope) ? envelope : {};
  const filesChanged = Array.isArray(env.files_changed) ? (env.files_changed as unknown[]) : [];
  const verification = typeof env.verification === 'string' ? env.verification : '';
  const evidencePaths = Array.isArray(env.evidence_paths) ? (env.evidence_paths as unknown[]) : [];
  const uiFiles = filesChanged.filter((file) => {
    const text = String(file);
    return UI_PATH_PATTERNS.some((pattern) => testPattern(pattern, text));
  });
  const haystacks = [verification, ...evidencePaths.filter((path): path is string => typeof path === 'string')];
  const acceptedEvidence = hits(haystacks, ACCEPTED_EVIDENCE);
  const symbolSignals = hits(haystacks, SYMBOL_ONLY);
  const base = { uiChanged: uiFiles.length > 0, uiFiles, acceptedEvidence, symbolSignals };
  if ((env.uiTarget ?? null) === null) return { ...base, outcome: 'pass', reason: REASONS.noTarget, symbolOnly: false };
  if (uiFiles.length === 0) return { ...base, outcome: 'pass', reason: REASONS.noUiFiles, symbolOnly: false };
  if (acceptedEvidence.length > 0) return { ...base, outcome: 'pass', reason: REASONS.evidence, symbolOnly: false };
  if (symbolSignals.length > 0) return { ...base, outcome: 'reject', reason: REASONS.reject, symbolOnly: true };
  return { ...base, outcome: 'warn', reason: REASONS.warn, symbolOnly: false };
}
