import type { CommandSpec } from '../../command.js';

export const conflictCommand: CommandSpec = {
  name: 'conflict',
  summary: 'validate a doc conflict report and decide its safety gate',
  synopsis: ['FILE [--operation NAME] [--strict-info]'],
  spec: 'docs/rules/conflict/README.md',
  options: {
    operation: { type: 'string', value: 'NAME', description: 'the workflow operation the BLOCKED banner names (import, ingest, ...; default "the operation")' },
    'strict-info': { type: 'boolean', description: 'INFO entries need a Found: line too' },
  },
  inputs: { min: 1, max: 1, files: true },
  families: ['conflict'],
  notes: [
    'data.gate = {decision, code, banner, writesAllowed, promptRequired}; data.counts = {BLOCKER, WARNING, INFO}.',
    'Fails when the report is invalid or a BLOCKER is present; warnings need approval (a warning finding).',
  ],
  load: () => import('./run.js'),
};
