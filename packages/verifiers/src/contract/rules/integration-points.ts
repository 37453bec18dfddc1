import { type Host, defineRule, isHostError, resolveInsideRoot } from '@gauntlet/core';
import { ContractReason } from '@gauntlet/contracts/codes';
import { isNonEmptyString, recordsOf } from '../parse.js';
import type { PreparedContract } from '../prepared.js';
import { isSupported, reportAt } from '../report.js';
import { TICKET, describe } from './header-fields.js';

export const RELATIONSHIPS = ['consumes', 'produces', 'extends'] as const;

export const integrationPoints = defineRule<PreparedContract>({
  id: 'contract/integration-points',
  description: 'Integration points name a contract, a "#<digits>" ticket, a surface and a relationship of consumes, produces or extends.',
  severity: 'blocker',
  reasons: [
    ContractReason.contract_integration_relationship_invalid,
    ContractReason.contract_field_missing,
    ContractReason.contract_ticket_format,
    ContractReason.contract_integration_contract_unresolved,
  ],
  async check({ contract, contractsDir }, context) {
    if (!isSupported(contract)) return;
    for (const [index, item] of recordsOf(contract.root.integration_points)) {
      const at = ['integration_points', index] as const;
      for (const field of ['contract', 'surface'] as const) {
        if (isNonEmptyString(item[field])) continue;
        reportAt(contract, context, [...at, field], {
          reason: ContractReason.contract_field_missing,
          message: `the integration point has no ${field}.`,
          hint: 'Name the other contract file and the API element this ticket relies on.',
        });
      }
      if (typeof item.ticket !== 'string' || !TICKET.test(item.ticket)) {
        reportAt(contract, context, [...at, 'ticket'], {
          reason: item.ticket === undefined ? ContractReason.contract_field_missing : ContractReason.contract_ticket_format,
          message: item.ticket === undefined ? 'the integration point has no ticket.' : `ticket ${describe(item.ticket)} is not "#<digits>".`,
          hint: 'Write the other ticket as a quoted "#123".',
        });
      }
      if (typeof item.relationship !== 'string' || !(RELATIONSHIPS as readonly string[]).includes(item.relationship)) {
        reportAt(contract, context, [...at, 'relationship'], {
          reason: ContractReason.contract_integration_relationship_invalid,
          message: `relationship ${describe(item.relationship)} is not one of ${RELATIONSHIPS.join(', ')}.`,
          hint: 'Say whether this ticket consumes, produces or extends the other surface.',
        });
      }
      if (contractsDir !== null && isNonEmptyString(item.contract) && !(await resolves(context.host, contractsDir, item.contract))) {
        reportAt(contract, context, [...at, 'contract'], {
          reason: ContractReason.contract_integration_contract_unresolved,
          severity: 'warning',
          message: `the contract ${item.contract} is not in ${contractsDir} (the upstream ticket may not be specified yet).`,
          hint: 'Informational: check the file name once the upstream ticket has its contract.',
        });
      }
    }
  },
});

async function resolves(host: Host, dir: string, name: string): Promise<boolean> {
  try {
    const resolved = await resolveInsideRoot(host, dir, name);
    if (!resolved.ok) return false;
    const stat = await host.stat(resolved.path);
    return stat !== null && stat.kind === 'file';
  } catch (error) {
    if (isHostError(error)) return false;
    throw error;
  }
}
