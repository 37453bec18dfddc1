import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';

const stop = (line: number): ExpectedFinding => ({ reason: 'no_stop_language', severity: 'warning', line, message: 'This step stops to wait for a human outside the allowed gates.' });
const ASK = 'Ask the user which colour to use.';

ruleTester.run(planVerifier, 'plan/no-stop-language', {
  valid: [
    { name: 'a decision instead of a question', input: 'Pick the brand colour from tokens.json and record the choice.', verdict: 'pass' },
    { name: 'an allowed gate on the same line (production deploy)', input: 'Ask the user before the production deploy.', verdict: 'pass' },
    { name: 'the other allowed gates', input: lines('Halt before the migration.', 'Wait for approval to publish.', 'Confirm before you drop table users.', 'Manual approval to purge the cache.', 'Block until user_impact is known.', 'Pause and confirm the platform decision.'), verdict: 'pass' },
    { name: 'whole words: "halted", "asks the user"', input: 'The job halted; the tool asks the user nothing.', verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a step that waits for a human: a warning',
      input: ASK,
      errors: [{ ...stop(1), evidence: [ASK], hint: 'Decide and proceed (record the decision); stop only for production, deploy, publish, migration or destructive deletes.' }],
      verdict: 'pass',
      repaired: { input: 'Pick the brand colour from tokens.json and record the choice.' },
    },
    {
      name: 'every stop phrase',
      input: lines('halt here', 'pause and confirm', 'pause for user confirmation', 'wait for the user', 'ask for confirmation', 'stop and confirm', 'block until it is green', 'human approval needed', 'requires confirmation', 'confirm before merging'),
      errors: [stop(1), stop(2), stop(3), stop(4), stop(5), stop(6), stop(7), stop(8), stop(9), stop(10)],
      verdict: 'pass',
    },
    { name: 'a gate on another line does not exempt', input: lines(ASK, 'Then deploy.'), errors: [stop(1)], verdict: 'pass' },
    { name: '"migrations" is not the word "migration"', input: 'Wait for approval of the migrations.', errors: [stop(1)], verdict: 'pass' },
    {
      name: 'raised to a blocker by configuration',
      input: ASK,
      rules: { 'plan/no-stop-language': 'blocker' },
      errors: [{ ...stop(1), severity: 'blocker' }],
      verdict: 'fail',
      repaired: { input: 'Ask the user only before a deploy.' },
    },
    { name: 'CRLF line endings', input: crlf('# Steps', ASK), errors: [stop(2)], verdict: 'pass' },
    { name: 'the column where the stripped line starts', input: `\t  ${ASK}`, errors: [{ ...stop(1), column: 4 }], verdict: 'pass' },
    { name: 'hostile: a 200 kB line', input: `${'pause '.repeat(35_000)}and confirm`, errors: [stop(1)], verdict: 'pass' },
  ],
});
