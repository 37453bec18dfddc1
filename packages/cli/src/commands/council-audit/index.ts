import type { CommandSpec } from '../../command.js';

export const councilAuditCommand: CommandSpec = {
  name: 'council-audit',
  summary: 'recognise the council audit (Applied/Deferred/Rejected) in a spec commit body',
  synopsis: ['FILE...|-'],
  spec: 'docs/rules/council-audit/README.md',
  options: {},
  inputs: { min: 1, max: null, files: true },
  families: ['council-audit'],
  notes: ['An unrecognised audit (audit_unparseable) fails; data.items is null then.'],
  load: () => import('./run.js'),
};
