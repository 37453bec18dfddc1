import type { CommandSpec } from '../../command.js';

export const checklistCommand: CommandSpec = {
  name: 'checklist',
  summary: "check a plan's spec checklist: every item answered, and the structure the items ask for",
  synopsis: ['PLAN.md'],
  spec: 'docs/rules/checklist/README.md',
  options: {},
  inputs: { min: 1, max: 1, files: true },
  families: ['checklist'],
  notes: ['The sibling <stem>.handoff.md next to the plan is looked up for item 14.'],
  load: () => import('./run.js'),
};
