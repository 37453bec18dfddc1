import type { CommandSpec } from '../../command.js';

export const specCommand: CommandSpec = {
  name: 'spec',
  summary: 'check specs: acceptance criteria, Amend-grant header, Engine marker, placeholders',
  synopsis: ['[--this-repo OWNER/NAME] [--spec-dir DIR]... FILE...|-'],
  spec: 'docs/rules/spec/README.md',
  options: {
    'this-repo': { type: 'string', value: 'OWNER/NAME', description: 'the repository the spec belongs to (an elsewhere: row may not name it)' },
    'spec-dir': { type: 'string', multiple: true, value: 'DIR', description: 'spec dir for deferred: paths (default doc/specs and docs/specs)' },
  },
  inputs: { min: 1, max: null, files: true },
  families: ['spec'],
  load: () => import('./run.js'),
};
