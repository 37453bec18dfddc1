import type { CommandSpec } from '../../command.js';

export const conformanceReportCommand: CommandSpec = {
  name: 'conformance-report',
  summary: 'validate a conformance reviewer report (verdict, rows, gap blocks, Parallel-safe)',
  synopsis: ['FILE...|-'],
  spec: 'docs/rules/conformance-report/README.md',
  options: {},
  inputs: { min: 1, max: null, files: true },
  families: ['conformance-report'],
  notes: ['A valid report passes whatever its verdict line says (GAPS is an outcome, not a defect).'],
  load: () => import('./run.js'),
};
