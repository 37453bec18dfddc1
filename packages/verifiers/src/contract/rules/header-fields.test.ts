import { ruleTester } from '../../rule-tester.test-helpers.js';
import { CONTRACT, contractWith } from '../fixtures.test-helpers.js';
import { contractVerifier } from '../index.js';

ruleTester.run(contractVerifier, 'contract/header-fields', {
  valid: [
    { name: 'the example contract', input: CONTRACT, verdict: 'pass' },
    { name: 'another version stops validation here', input: contractWith('version: "1.0"', 'version: "2.0"').replace('ticket: "#412"', 'ticket: "412"'), verdict: 'fail' },
  ],
  invalid: [
    {
      name: 'a ticket without #',
      input: contractWith('ticket: "#412"', 'ticket: "412"'),
      errors: [{ reason: 'contract_ticket_format', severity: 'blocker', line: 2, message: 'ticket: "412" is not "#<digits>".', evidence: ['path: ticket'] }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    {
      name: 'an unquoted # starts a comment: the ticket is empty',
      input: contractWith('ticket: "#412"', 'ticket: #412'),
      errors: [{ reason: 'contract_field_missing', severity: 'blocker', line: 2, message: 'ticket: the required field ticket is missing or empty.', evidence: ['path: ticket'] }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    { name: 'an epic that is a number', input: contractWith('epic: "#400"', 'epic: 400'), errors: [{ reason: 'contract_ticket_format', severity: 'blocker', line: 3, message: 'epic: 400 is not "#<digits>".' }], verdict: 'fail' },
    { name: 'an empty title', input: contractWith('title: "Per-tenant rate limiting"', 'title: ""'), errors: [{ reason: 'contract_field_missing', severity: 'blocker', line: 4, message: 'title: the required field title is missing or empty.' }], verdict: 'fail' },
    { name: 'a title that is a list', input: contractWith('title: "Per-tenant rate limiting"', 'title: [a, b]'), errors: [{ reason: 'contract_field_missing', severity: 'blocker', line: 4, message: 'title: title is not a string.' }], verdict: 'fail' },
    {
      name: 'a day-first date',
      input: contractWith('date: "2026-09-18"', 'date: "18/09/2026"'),
      errors: [{ reason: 'contract_date_format', severity: 'blocker', line: 5, message: 'date: "18/09/2026" is not a quoted "YYYY-MM-DD" string.', evidence: ['path: date'] }],
      verdict: 'fail',
      repaired: { input: CONTRACT },
    },
    { name: 'an unquoted date is a timestamp', input: contractWith('date: "2026-09-18"', 'date: 2026-09-18'), errors: [{ reason: 'contract_date_format', severity: 'blocker', line: 5, message: 'date: the timestamp 2026-09-18 is not a quoted "YYYY-MM-DD" string.' }], verdict: 'fail' },
    {
      name: 'no header at all: four findings without a line',
      input: 'version: "1.0"\n',
      errors: ['ticket', 'epic', 'title', 'date'].map((key) => ({ reason: 'contract_field_missing', severity: 'blocker' as const, line: null, message: `${key}: the required field ${key} is missing or empty.` })) as [never, ...never[]],
      verdict: 'fail',
    },
  ],
});
