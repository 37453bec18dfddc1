import type { CommandSpec } from '../../command.js';

export const reviewCommand: CommandSpec = {
  name: 'review',
  summary: 'decide review-loop rounds: quality-gate first-pass check, or raw issue counts',
  synopsis: ['ROUNDS.json'],
  spec: 'docs/rules/review/README.md',
  options: {},
  inputs: { min: 1, max: null, files: true },
  families: ['review'],
  notes: [
    'ROUNDS.json is {"threshold": T, "mode"?: "standard"|"full", "rounds": [{"fatal": F, "significant": S, "comparable"?: bool}]}',
    '(threshold default 10, comparable default true) or a bare array of issue counts (the build review loop).',
    'data.decision lists one decision per round; an escalating round is a blocker qg_<decision>.',
  ],
  load: () => import('./run.js'),
};
