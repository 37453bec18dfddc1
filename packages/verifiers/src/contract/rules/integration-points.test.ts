import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONTRACT, contractWith } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

const host = { files: { 'plans/2026-09-01-tenants-contract.yaml': 'version: "1.0"\n', 'outside/2026-09-01-tenants-contract.yaml': 'version: "1.0"\n' }, directories: ['empty'] };

ruleTester.run(contractVerifier, 'contract/integration-points', {
  valid: [
    { name: 'the example contract', input: CONTRACT, verdict: 'pass' },
    { name: 'the other contract exists (--contracts-dir)', input: CONTRACT, options: { contractsDir: 'plans' }, host, verdict: 'pass' },
    { name: 'no integration points', input: CONTRACT.replace(/^integration_points:\n(?: .*\n)*/m, ''), verdict: 'pass' },
    ...['produces', 'extends'].map((relationship) => ({ name: relationship, input: contractWith('relationship: "consumes"', `relationship: "${relationship}"`), verdict: 'pass' as const })),
  ],
  invalid: [
    {
      name: 'a relationship that is none of the three',
      input: contractWith('relationship: "consumes"', 'relationship: "uses"'),
      errors: [{ reason: 'contract_integration_relationship_invalid', severity: 'blocker', line: 23, message: 'integration_points[0].relationship: relationship "uses" is not one of consumes, produces, extends.', evidence: ['path: integration_points[0].relationship'] }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    {
      name: 'no surface',
      input: contractWith(', surface: "Tenants.lookup"', ''),
      errors: [{ reason: 'contract_field_missing', severity: 'blocker', line: 23, message: 'integration_points[0].surface: the integration point has no surface.' }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    {
      name: 'no ticket',
      input: contractWith(' ticket: "#401",', ''),
      errors: [{ reason: 'contract_field_missing', severity: 'blocker', line: 23, message: 'integration_points[0].ticket: the integration point has no ticket.' }],
      verdict: 'fail',
    },
    {
      name: 'a ticket without #',
      input: contractWith('ticket: "#401"', 'ticket: "401"'),
      errors: [{ reason: 'contract_ticket_format', severity: 'blocker', line: 23, message: 'integration_points[0].ticket: ticket "401" is not "#<digits>".' }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    {
      name: 'the other contract is not in --contracts-dir: a warning',
      input: CONTRACT,
      options: { contractsDir: 'empty' },
      host,
      errors: [
        {
          reason: 'contract_integration_contract_unresolved',
          severity: 'warning',
          line: 23,
          message: 'integration_points[0].contract: the contract 2026-09-01-tenants-contract.yaml is not in empty (the upstream ticket may not be specified yet).',
          evidence: ['path: integration_points[0].contract'],
        },
      ],
      verdict: 'pass',
      repaired: { input: CONTRACT, options: { contractsDir: 'plans' }, host },
    },
    {
      name: 'a name that climbs out of --contracts-dir does not resolve',
      input: contractWith('2026-09-01-tenants-contract.yaml', '../outside/2026-09-01-tenants-contract.yaml'),
      options: { contractsDir: 'plans' },
      host,
      errors: [{ reason: 'contract_integration_contract_unresolved', severity: 'warning', line: 23 }],
      verdict: 'pass',
    },
  ],
});
