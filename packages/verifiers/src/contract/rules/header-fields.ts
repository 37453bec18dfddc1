import { defineRule } from '@gauntlet/core';
import { ContractReason } from '@gauntlet/contracts/codes';
import { isNonEmptyString } from '../parse.js';
import type { PreparedContract } from '../prepared.js';
import { isSupported, reportAt } from '../report.js';

export const TICKET = /^#\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const headerFields = defineRule<PreparedContract>({
  id: 'contract/header-fields',
  description: 'ticket and epic are "#<digits>", title is non-empty and date is "YYYY-MM-DD".',
  severity: 'blocker',
  reasons: [ContractReason.contract_field_missing, ContractReason.contract_ticket_format, ContractReason.contract_date_format],
  check({ contract }, context) {
    if (!isSupported(contract)) return;
    const { root } = contract;
    for (const key of ['ticket', 'epic', 'title', 'date'] as const) {
      const value = root[key];
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        reportAt(contract, context, [key], {
          reason: ContractReason.contract_field_missing,
          message: `the required field ${key} is missing or empty.`,
          hint: `Add \`${key}:\` with a quoted string value.`,
        });
      } else if (key === 'title') {
        if (!isNonEmptyString(value)) {
          reportAt(contract, context, [key], {
            reason: ContractReason.contract_field_missing,
            message: 'title is not a string.',
            hint: 'Write the brief ticket title as a quoted string.',
          });
        }
      } else if (key === 'date') {
        if (typeof value !== 'string' || !DATE.test(value)) {
          reportAt(contract, context, [key], {
            reason: ContractReason.contract_date_format,
            message: `${describe(value)} is not a quoted "YYYY-MM-DD" string.`,
            hint: 'Write `date: "2026-09-18"` (quoted: an unquoted date is a YAML timestamp).',
          });
        }
      } else if (typeof value !== 'string' || !TICKET.test(value)) {
        reportAt(contract, context, [key], {
          reason: ContractReason.contract_ticket_format,
          message: `${describe(value)} is not "#<digits>".`,
          hint: `Write \`${key}: "#123"\` (quoted: an unquoted # starts a YAML comment).`,
        });
      }
    }
  },
});

export function describe(value: unknown): string {
  if (value instanceof Date) return `the timestamp ${value.toISOString().slice(0, 10)}`;
  return JSON.stringify(value) ?? String(value);
}
