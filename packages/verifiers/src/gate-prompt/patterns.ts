/** A named gate pattern (docs/rules/gate-prompt/README.md): the header and options a gate of that kind uses. */
export interface GatePattern {
  header: string;
  /** Fixed patterns: every option label, in order. */
  options?: readonly string[];
  /** Dynamic patterns: only the last option is fixed. */
  lastOption?: string;
  /** Dynamic patterns may cap their option count. */
  maxOptions?: number;
}

export const GATE_PATTERNS: Readonly<Record<string, GatePattern>> = {
  'approve-revise-abort': { header: 'Approve?', options: ['Approve', 'Request changes', 'Abort'] },
  'yes-no': { header: 'Confirm', options: ['Yes', 'No'] },
  'stale-continue': { header: 'Stale', options: ['Refresh', 'Continue anyway'] },
  'yes-no-pick': { header: 'Include?', options: ['Yes, all', 'Let me pick', 'No'] },
  'multi-option-failure': { header: 'Failed', options: ['Retry', 'Skip', 'Rollback', 'Abort'] },
  'multi-option-escalation': {
    header: 'Escalate',
    options: ['Accept gaps', 'Re-plan (via /ccp:plan-phase)', 'Debug (via /ccp:debug)', 'Retry'],
  },
  'multi-option-gaps': { header: 'Gaps', options: ['Auto-fix', 'Override', 'Manual', 'Skip'] },
  'multi-option-priority': { header: 'Priority', options: ['Must-fix only', 'Must + should', 'Everything', 'Let me pick'] },
  'toggle-confirm': { header: 'Toggle', options: ['Enable', 'Disable'] },
  'scope-confirm': { header: 'Scope', options: ['Quick task', 'Full plan (via /ccp:plan-phase)', 'Revise'] },
  'depth-select': {
    header: 'Depth',
    options: [
      'Quick (3-5 phases, skip research)',
      'Standard (5-8 phases, default)',
      'Comprehensive (8-12 phases, deep research)',
    ],
  },
  'context-handling': { header: 'Context', options: ['Overwrite', 'Append', 'Cancel'] },
  'action-routing': { header: 'Next Step', lastOption: 'Something else', maxOptions: 4 },
  'gray-area-option': { header: 'Decision', lastOption: 'Let Claude decide' },
};

export const GATE_PATTERN_NAMES: readonly string[] = Object.keys(GATE_PATTERNS);
