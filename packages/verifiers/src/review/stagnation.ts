/** Severity of a finding the stagnation judge compares. */
export type JudgeSeverity = 'Fatal' | 'Significant' | 'Minor';
export type FixStatus = 'Attempted-Failed' | 'Attempted-Exposed-Deeper' | 'Deferred' | 'N/A';
export type DifficultyClass = 'Surface' | 'Structural';

/** One finding of the round, as the judge matched it against earlier rounds. */
export interface JudgeFinding {
  sev: JudgeSeverity;
  /** Fix status; unclear ⇒ `N/A` (fail open). */
  status?: FixStatus;
  /** Difficulty class; unclear ⇒ `Surface` (fail open). */
  class?: DifficultyClass;
  /** Consecutive rounds this finding has recurred in, including this one (recurring findings). */
  recurred_rounds?: number;
  /** It was already `Deferred` in the prior comparison (its grace round is used up). */
  deferred_before?: boolean;
}

export interface JudgeInput {
  recurring: readonly JudgeFinding[];
  new: readonly JudgeFinding[];
  /** The previous comparison was all-new and all-Structural. */
  prior_all_new_structural?: boolean;
  /** The persisted Minor-accumulation counter of the previous comparison (default 0). */
  prior_recurring_minor_counter?: number;
  /** The Minor count did not decrease against the previous round. */
  minor_nondecreasing?: boolean;
}

export type JudgeVerdict = 'PROGRESS' | 'STAGNATION' | 'DIMINISHING_RETURNS';
export type DrCause = 'minor-accumulation' | 'structural-saturation' | 'none';

export interface JudgeResult {
  verdict: JudgeVerdict;
  dr_cause: DrCause;
  /** The Minor-accumulation counter to persist for the next comparison. */
  recurring_minor_counter: number;
  /** This comparison was all-new and all-Structural (persist it for the next one). */
  all_new_structural: boolean;
}

/**
 * The deterministic core of the stagnation judge (docs/rules/review/README.md#stagnation-judge), applied to the
 * judge's semantic matching: fix-echo pre-pass, then the decision table. Uncertainty fails open.
 */
export function judgeDecision(input: JudgeInput): JudgeResult {
  const recurring: JudgeFinding[] = [];
  const fresh: JudgeFinding[] = [...input.new];
  for (const finding of input.recurring) {
    if (finding.status === 'Attempted-Exposed-Deeper') fresh.push(finding);
    else if (finding.status === 'Deferred' && !finding.deferred_before) continue;
    else recurring.push(finding);
  }
  const allNewStructural = recurring.length === 0 && fresh.length > 0 && fresh.every((finding) => finding.class === 'Structural');
  const priorCounter = input.prior_recurring_minor_counter ?? 0;
  const result = (verdict: JudgeVerdict, dr_cause: DrCause, counter = priorCounter): JudgeResult => ({ verdict, dr_cause, recurring_minor_counter: counter, all_new_structural: allNewStructural });
  if (recurring.length === 0) {
    return allNewStructural && input.prior_all_new_structural ? result('DIMINISHING_RETURNS', 'structural-saturation', 0) : result('PROGRESS', 'none', 0);
  }
  if (fresh.length === 0) return result('STAGNATION', 'none');
  if (recurring.some((finding) => finding.sev === 'Fatal')) return result('STAGNATION', 'none');
  const significants = recurring.filter((finding) => finding.sev === 'Significant');
  if (significants.length > 0) {
    return significants.some((finding) => (finding.recurred_rounds ?? 0) >= 3) ? result('STAGNATION', 'none') : result('PROGRESS', 'none');
  }
  const minorsRecur = recurring.some((finding) => finding.sev === 'Minor');
  const counter = minorsRecur || input.minor_nondecreasing ? priorCounter + 1 : 0;
  return counter >= 2 ? result('DIMINISHING_RETURNS', 'minor-accumulation', counter) : result('PROGRESS', 'none', counter);
}

/** Telemetry writes `dr_cause: null`, never the string "none". */
export const drCauseTelemetry = (cause: DrCause): string | null => (cause === 'none' ? null : cause);

/** The judge schedule for threshold T (docs/rules/review/README.md#quality-gate-first-pass-check): skipped rounds, silent seed rounds, first normal round. */
export function judgeSchedule(threshold: number): { skip_rounds: number[]; seed_rounds: number[]; first_normal_round: number } {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return {
    skip_rounds: range(1, Math.max(0, threshold - 4)),
    seed_rounds: threshold >= 6 ? range(Math.max(1, threshold - 3), threshold - 1) : [],
    first_normal_round: threshold,
  };
}

export type ArtifactType = 'code' | 'design' | 'plan' | 'hypothesis' | 'mockup' | 'translation';

/** Default stagnation threshold: 10 for code, design and plan; 3 for hypothesis, mockup and translation. */
export const defaultThreshold = (artifactType: ArtifactType): number => (['hypothesis', 'mockup', 'translation'].includes(artifactType) ? 3 : 10);

/** The tail rubric is active from round ceil(0.6·T) when T ≥ 5; never for T ≤ 4. */
export const tailRubricActive = (threshold: number, round: number): boolean => threshold >= 5 && round >= Math.ceil(0.6 * threshold);

const cadence = (threshold: number) => Math.max(1, Math.floor(threshold / 3));

/** Consensus rounds: r ≤ 15 with (r − 1) mod max(1, T // 3) = 0. */
export const consensusRounds = (threshold: number): number[] =>
  Array.from({ length: 15 }, (_, i) => i + 1).filter((round) => (round - 1) % cadence(threshold) === 0);

/** Progress notifications: from ceil(T/2), then every max(1, T // 3), up to 15. */
export function progressNotificationRounds(threshold: number): number[] {
  const out: number[] = [];
  for (let round = Math.ceil(threshold / 2); round <= 15; round += cadence(threshold)) out.push(round);
  return out;
}

/** The interactive check-in round: ceil(T/2). */
export const interactiveCheckinRound = (threshold: number): number => Math.ceil(threshold / 2);

/** CSB checkpoints of the quality gate: after rounds 3, 6, 9, 12. */
export const csbCheckpointRound = (round: number): boolean => round > 0 && round <= 12 && round % 3 === 0;

export type MinorAdvisory = 'density' | 'trajectory' | 'density+trajectory' | null;

/** The clean-pass density threshold K (docs/rules/review/README.md#cadences-and-advisories). */
export const MINOR_ADVISORY_DENSITY = 5;

/**
 * The clean-pass Minor advisory (#362, docs/rules/review/README.md#cadences-and-advisories): `density` when the exit round's deduplicated Minor
 * count is ≥ 5; `trajectory` when R ≥ 3 and one Minor title appears in each of rounds R−2, R−1, R.
 * Never changes the verdict.
 */
export function minorAdvisory(exitRound: number, mExit: number, minorTitlesByRound: Readonly<Record<string | number, readonly string[]>>): MinorAdvisory {
  const density = mExit >= MINOR_ADVISORY_DENSITY;
  let trajectory = false;
  if (exitRound >= 3) {
    const at = (round: number) => new Set(minorTitlesByRound[round] ?? minorTitlesByRound[String(round)] ?? []);
    const [a, b, c] = [at(exitRound - 2), at(exitRound - 1), at(exitRound)];
    trajectory = [...c].some((title) => a.has(title) && b.has(title));
  }
  if (density && trajectory) return 'density+trajectory';
  return density ? 'density' : trajectory ? 'trajectory' : null;
}
