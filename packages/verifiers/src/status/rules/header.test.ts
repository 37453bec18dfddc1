import { ruleTester } from '../../rule-tester.test-helpers.js';
import { status } from '../fixtures.test-helpers.js';
import { statusVerifier } from '../index.js';

const missing = (field: string) => ({ reason: 'status_header_field_missing', severity: 'blocker', line: null, message: `The **${field}:** line is missing.` }) as const;
const noHealth = { reason: 'status_health_invalid', severity: 'blocker', line: null, message: 'The **Health:** line is missing.' } as const;

ruleTester.run(statusVerifier, 'status/header', {
  valid: [
    ...['GREEN', 'YELLOW', 'RED'].map((health) => ({ name: health, input: { status: status({ health, action: health === 'GREEN' ? undefined : 'watch the rounds' }) }, verdict: 'pass' as const })),
    { name: 'CRLF line ends', input: { status: status().replace(/\n/g, '\r\n') }, verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'AMBER',
      input: { status: status({ health: 'AMBER' }) },
      errors: [{ reason: 'status_health_invalid', severity: 'blocker', line: 6, message: '**Health:** "AMBER" is not GREEN, YELLOW or RED.' }],
      verdict: 'fail',
      repaired: { input: { status: status() } },
    },
    { name: 'lower case', input: { status: status({ health: 'green' }) }, errors: [{ reason: 'status_health_invalid', severity: 'blocker', line: 6 }], verdict: 'fail' },
    { name: 'no Health line', input: { status: status({ health: null }) }, errors: [noHealth], verdict: 'fail', repaired: { input: { status: status() } } },
    {
      name: 'no Elapsed line',
      input: { status: status({ omit: 'Elapsed' }) },
      errors: [missing('Elapsed')],
      verdict: 'fail',
      repaired: { input: { status: status() } },
    },
    {
      name: 'a field under a heading is not in the header',
      input: { status: status({ omit: 'Started' }).replace('## Recent Events', '## Recent Events\n**Started:** 2026-09-18T11:34:00') },
      errors: [missing('Started')],
      verdict: 'fail',
    },
    {
      name: 'empty input: Health, then every field',
      input: { status: '' },
      errors: [noHealth, missing('Updated'), missing('Started'), missing('Skill'), missing('Phase'), missing('Elapsed')],
      verdict: 'fail',
    },
  ],
});
