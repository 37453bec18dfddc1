import type { CommandSpec } from '../../command.js';

export const planCommand: CommandSpec = {
  name: 'plan',
  summary: "verify a markdown plan before it runs (build-loop's plan-verify: 24 rules)",
  synopsis: ['[--repo DIR] FILE...'],
  spec: 'docs/rules/plan/README.md',
  options: {
    repo: { type: 'string', value: 'DIR', description: 'repository for the repo-backed rules (delete-with-callers, package-state, forbidden-path-conflict)' },
  },
  inputs: { min: 1, max: null, files: true },
  families: ['plan'],
  notes: [
    'One result per plan; data.synthesisDimensions counts the synthesis_dimensions entries.',
    'A plan that is not valid UTF-8, or a package.json the reference cannot read, is a structural error: exit 2.',
  ],
  load: () => import('./run.js'),
};
