import type { ModeSpec } from '../mode.js';

/** `gauntlet-lint hook [EVENT]`: a Claude Code command hook (docs/guides/claude-code.md). */
export const hookMode: ModeSpec = {
  name: 'hook',
  summary: 'answer a Claude Code hook: payload JSON on stdin, the hook\'s JSON answer on stdout',
  synopsis: ['[PreToolUse|PostToolUse|SubagentStop|Stop]'],
  options: {},
  positionals: { min: 0, max: 1 },
  notes: [
    'Reads one hook payload on stdin. EVENT, when given (kebab or Pascal case), must equal the payload\'s hook_event_name.',
    'PreToolUse denies a Write/Edit/MultiEdit that adds blockers to a mapped file (blockers already on disk do not count) and',
    'guards build-gate-ledger.md; PostToolUse blocks after a write that left blockers; SubagentStop lints the returned receipt;',
    'Stop lints the files changed since HEAD. Configure it in the "hooks" section of gauntlet.config.json.',
    'stdout carries only the JSON Claude Code reads; notes go to stderr. Always exits 0: a payload it cannot read is allowed with one note.',
    'Wire it up with `gauntlet-lint init claude`. See docs/guides/claude-code.md.',
  ],
  load: () => import('./run.js'),
};
