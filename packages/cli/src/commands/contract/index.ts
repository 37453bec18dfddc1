import type { CommandSpec } from '../../command.js';

export const contractCommand: CommandSpec = {
  name: 'contract',
  summary: 'check a contract YAML (schema v1.0) and, with --tests, its test-tag coverage',
  synopsis: [
    'CONTRACT.yaml [--tests DIR] [--tag-pattern strict|schema] [--contracts-dir DIR]',
    'CONTRACT.yaml --tests ROOT --coverage-map MAP.json [--stray-dir DIR]...',
  ],
  spec: 'docs/rules/contract/README.md',
  options: {
    tests: { type: 'string', value: 'DIR', description: 'check that the tests under DIR carry every declared test_tag' },
    'tag-pattern': { type: 'string', value: 'strict|schema', description: 'tag grammar of the coverage check (default strict: contract:<letters>:inv-t<n>)' },
    'coverage-map': { type: 'string', value: 'FILE', description: 'JSON map {tag: {kind, carriers, checks|tests}}: the reference check, paths relative to --tests ROOT' },
    'stray-dir': { type: 'string', multiple: true, value: 'DIR', description: 'with --coverage-map: folder under ROOT scanned for stray tags (default scripts, hooks, eval, skills, agents, mcp-servers)' },
    'contracts-dir': { type: 'string', value: 'DIR', description: 'resolve integration_points[].contract files in DIR (unresolved = warning)' },
  },
  inputs: { min: 1, max: 1, files: true },
  families: ['contract'],
  notes: ['data.coverage is null without --tests; data.tags lists the declared test tags.'],
  load: () => import('./run.js'),
};
