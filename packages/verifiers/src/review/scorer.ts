export interface ScoreResult {
  fatal_count: number;
  significant_count: number;
  minor_count: number;
  weighted_score: number;
  clean_pass: boolean;
  discrepancy: boolean;
  empty_work_order_escalation: boolean;
  candidate_clean: boolean;
  route: 'escalate-empty-work-order' | 'fix-loop-discrepancy' | 'clean-pass' | 'fix-loop';
  flags: string[];
}

export function scoreFindings(markdown: string): ScoreResult {
  void markdown;
  throw new Error('not yet');
}
