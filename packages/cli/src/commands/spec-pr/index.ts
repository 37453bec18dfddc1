import type { CommandSpec } from '../../command.js';

export const specPrCommand: CommandSpec = {
  name: 'spec-pr',
  summary: 'decide whether a PR is spec-only (one added spec plus supersession banners)',
  synopsis: ['--name-status FILE --base-dir D --head-dir D [--spec-dir DIR]...', '--repo DIR --base REF --head REF [--spec-dir DIR]...'],
  spec: 'docs/rules/spec-pr/README.md',
  options: {
    'name-status': { type: 'string', value: 'FILE', description: '`git diff --name-status <base>...<head>` output (- for stdin)' },
    'base-dir': { type: 'string', value: 'D', description: 'base versions of the modified specs, by repository path' },
    'head-dir': { type: 'string', value: 'D', description: 'head versions of the added and modified specs, by repository path' },
    repo: { type: 'string', value: 'DIR', description: 'a git repository: the diff and contents come from git' },
    base: { type: 'string', value: 'REF', description: 'base revision (the diff is <base>...<head>)' },
    head: { type: 'string', value: 'REF', description: 'head revision' },
    'spec-dir': { type: 'string', multiple: true, value: 'DIR', description: 'spec dir (default doc/specs and docs/specs)' },
  },
  inputs: { min: 0, max: 0, files: false },
  families: ['spec-pr'],
  notes: ['Not spec-only fails (exit 1). With --repo, renames are detected (R), as git diff does by default.'],
  load: () => import('./run.js'),
};
