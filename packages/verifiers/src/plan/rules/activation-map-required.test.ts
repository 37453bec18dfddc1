import type { ExpectedFinding } from '@gauntlet/core/testing';
import { ruleTester } from '../../rule-tester.test-helpers.js';
import { crlf, lines } from '../fixtures.test-helpers.js';
import { planVerifier } from '../index.js';
import { ACTIVATION_EMPTY_CLAIM, ACTIVATION_MISSING_CLAIM } from './activation-map-required.js';

const reason = 'activation_map_required';
const missing = (line: number): ExpectedFinding => ({ reason, severity: 'blocker', line, message: ACTIVATION_MISSING_CLAIM });
const empty = (line: number): ExpectedFinding => ({ reason, severity: 'blocker', line, message: ACTIVATION_EMPTY_CLAIM });
const unverified = (line: number): ExpectedFinding => ({
  reason,
  severity: 'blocker',
  line,
  message: 'An Activation Map entry has a trigger but no verified-live: status.',
});
const pending = (line: number): ExpectedFinding => ({
  reason,
  severity: 'warning',
  line,
  message: 'An Activation Map entry is verified-live: pending; map it to a verification task before Report.',
  hint: 'Add the task that proves the component fires live, then mark it verified-live: yes.',
});
const HOOK = 'Add a SessionStart hook that warms the cache.';
const MAP = '## Activation Map';
const LIVE = '- cache warmer — trigger: SessionStart in hooks.json — verified-live: yes';

ruleTester.run(planVerifier, 'plan/activation-map-required', {
  valid: [
    { name: 'an empty plan', input: '', verdict: 'pass' },
    { name: 'a new hook with its map entry verified live', input: lines(HOOK, MAP, LIVE), verdict: 'pass' },
    { name: 'the map before the signal, at heading level 4', input: lines('#### activation map', LIVE, '', HOOK), verdict: 'pass' },
    { name: 'an existing component that stays as is', input: 'The nightly cron stays as is; we add nothing.', verdict: 'pass' },
    { name: 'already wired', input: 'Add docs for the pre-commit hook, which is already wired.', verdict: 'pass' },
    { name: 'a strong token with no creation word near it', input: 'The nightly cron runs the cleanup.', verdict: 'pass' },
    { name: 'a soft token without a context word', input: 'Add a gate on the review form.', verdict: 'pass' },
    { name: 'a creation word three lines away', input: lines('We add one thing:', '', '', 'the cron job for cleanup.'), verdict: 'pass' },
    { name: 'the override as a list item', input: lines('Add a webhook for deploys.', '- override: activation-map-exempt (a dry run only)'), verdict: 'pass' },
    { name: 'the override as a bare line', input: lines('  override : activation-map-exempt', 'Add a cron job.'), verdict: 'pass' },
    { name: 'a signal inside a fence is blanked', input: lines('```', 'add a cron job', '```'), verdict: 'pass' },
    { name: 'only the first Activation Map heading is read', input: lines(MAP, LIVE, HOOK, MAP, 'TBD'), verdict: 'pass' },
    { name: '"**pending**" is not read as pending (the value starts with stars)', input: lines(HOOK, MAP, '- warmer — trigger: x — verified-live: **pending**'), verdict: 'pass' },
  ],
  invalid: [
    {
      name: 'a new hook and no Activation Map: a blocker at the signal line',
      input: lines('# Plan', HOOK),
      errors: [
        {
          ...missing(2),
          evidence: [HOOK],
          hint: 'List each dormant-risk component as "- <component> — trigger: <event or call site> — verified-live: yes|pending".',
        },
      ],
      verdict: 'fail',
      repaired: { input: lines('# Plan', HOOK, MAP, LIVE) },
    },
    { name: 'a soft token with a context word (a gate that fires on commit)', input: 'Create a gate that fires on commit.', errors: [missing(1)], verdict: 'fail' },
    { name: 'the creation word on the line above', input: lines('We will add:', 'a watcher on the inbox folder'), errors: [missing(2)], verdict: 'fail' },
    { name: 'the creation word two lines below, across a blank line', input: lines('a launchd job for backups', '', 'ships in v2'), errors: [missing(1)], verdict: 'fail' },
    { name: 'the creation word two lines above, across a blank line', input: lines('We add:', '   ', 'a watcher on the inbox folder'), errors: [missing(3)], verdict: 'fail' },
    { name: 'only the first signal is reported', input: lines('Add a cron job.', 'Add a webhook.'), errors: [missing(1)], verdict: 'fail' },
    {
      name: 'the override mentioned in prose does not count (anchored)',
      input: lines('Add a webhook.', 'We could write override: activation-map-exempt.'),
      errors: [missing(1)],
      verdict: 'fail',
      repaired: { input: lines('Add a webhook.', 'override: activation-map-exempt') },
    },
    {
      name: 'the map present but without any trigger: entry',
      input: lines('Add a cron job.', MAP, 'TBD'),
      errors: [empty(1)],
      verdict: 'fail',
      repaired: { input: lines('Add a cron job.', MAP, '- cleanup — trigger: nightly cron — verified-live: yes') },
    },
    {
      name: 'entries after the next heading are not in the map',
      input: lines('Add a cron job.', MAP, '## Next', '- cleanup — trigger: cron — verified-live: yes'),
      errors: [empty(1)],
      verdict: 'fail',
    },
    {
      name: 'a trigger without verified-live: a blocker at the entry',
      input: lines(HOOK, MAP, '- warmer — trigger: SessionStart'),
      errors: [unverified(3)],
      verdict: 'fail',
      repaired: { input: lines(HOOK, MAP, '- warmer — trigger: SessionStart — verified-live: yes') },
    },
    {
      name: 'verified-live: pending is a warning (the gate stays open)',
      input: lines(HOOK, MAP, '- warmer — trigger: SessionStart — verified-live: Pending.'),
      errors: [pending(3)],
      verdict: 'pass',
    },
    {
      name: 'a value that starts with pending is pending',
      input: lines(HOOK, MAP, '- warmer — trigger: SessionStart — verified-live: pending-staging'),
      errors: [pending(3)],
      verdict: 'pass',
    },
    {
      name: 'every entry is checked, in line order',
      input: lines('Add a cron job.', MAP, '- a — trigger: cron — verified-live: pending', '- b — trigger: commit', '- c — trigger: x — verified-live: yes'),
      errors: [pending(3), unverified(4)],
      verdict: 'fail',
    },
    { name: 'lowered to a warning by configuration: the gate opens', input: HOOK, rules: { 'plan/activation-map-required': 'warning' }, errors: [{ ...missing(1), severity: 'warning' }], verdict: 'pass' },
    { name: 'CRLF line endings', input: crlf('# Plan', HOOK), errors: [missing(2)], verdict: 'fail', repaired: { input: crlf('# Plan', HOOK, MAP, LIVE) } },
    { name: 'huge: the signal after 20 000 lines', input: `${'Plain step.\n'.repeat(20_000)}${HOOK}\n`, errors: [missing(20_001)], verdict: 'fail' },
    { name: 'hostile: a 200 kB line of near-miss words, then a signal', input: `${'gate fires hook session '.repeat(8_000)}\n${HOOK}`, errors: [missing(1)], verdict: 'fail' },
  ],
});
