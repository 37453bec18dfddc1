import type { CommandSpec } from '../../command.js';

export const tripwireCommand: CommandSpec = {
  name: 'tripwire',
  summary: 'sweep a returned receipt against the tripwire manifest (Layer 2), or replay a scenario',
  synopsis: ['--manifest FILE.jsonl RECEIPT', '--scenario FILE.jsonl'],
  spec: 'docs/rules/tripwire/README.md',
  options: {
    manifest: { type: 'string', value: 'FILE.jsonl', description: 'the active manifest: one manifest line (or JSON entry) per line' },
    scenario: { type: 'string', value: 'FILE.jsonl', description: 'replay a scenario file: one result per receipt line' },
  },
  inputs: { min: 0, max: 1, files: true },
  families: ['tripwire'],
  notes: ['Firings are info findings (tripwire_fired); a rejected receipt fails.'],
  load: () => import('./run.js'),
};
