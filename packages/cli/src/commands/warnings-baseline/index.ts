import type { CommandSpec } from '../../command.js';

export const warningsBaselineCommand: CommandSpec = {
  name: 'warnings-baseline',
  summary: 'no new warnings against a baseline captured with the same command',
  synopsis: ['--baseline FILE [--filter RE] [--warning RE] CURRENT|-'],
  spec: 'docs/rules/warnings-baseline/README.md',
  options: {
    baseline: { type: 'string', value: 'FILE', description: 'the output of the same command before the change' },
    filter: { type: 'string', value: 'RE', description: 'compare only lines matching RE (JavaScript syntax, linear-time engine)' },
    warning: { type: 'string', value: 'RE', description: 'what a warning line is (default: contains "warning:")' },
  },
  inputs: { min: 1, max: 1, files: true },
  families: ['warnings-baseline'],
  notes: ['Lines compare after trimming trailing whitespace; duplicates collapse. data = {newWarnings, fixedWarnings}.'],
  load: () => import('./run.js'),
};
