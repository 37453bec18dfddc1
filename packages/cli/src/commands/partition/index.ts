import type { CommandSpec } from '../../command.js';

export const partitionCommand: CommandSpec = {
  name: 'partition',
  summary: 'check a file-ownership partition: no path claimed twice, every changed file owned once',
  synopsis: ['FILE.json|- [--files FILE|--changed REV] [--globs]'],
  spec: 'docs/rules/partition/README.md',
  options: {
    globs: { type: 'boolean', description: 'ownership entries are micromatch globs; overlaps are decided exactly, with a witness path' },
    files: { type: 'string', value: 'FILE', description: 'paths (one per line) that must each have exactly one owner' },
    changed: { type: 'string', value: 'REV', description: 'as --files, with the paths `git diff --name-only REV` reports plus untracked files' },
  },
  inputs: { min: 1, max: 1, files: true },
  families: ['partition'],
  notes: [
    'Input: a JSON object mapping agent label → list of owned paths, parsed with Python json.loads semantics.',
    'Without flags the check is the reference `parallelism.py --check-partition` (literal keys).',
    'A document the reference crashes on (invalid JSON, not an object, an agent value that is null/number/boolean) exits 2.',
  ],
  load: () => import('./run.js'),
};
