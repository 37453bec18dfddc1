#!/usr/bin/env node
// A host's own gate, built from the public API: the built-in gate-prompt rules, one custom rule,
// and severity overrides. Usage: node hosts/custom-gate.mjs FILE.json...
// Exit code: 0 pass, 1 a blocker remains (what a workflow would act on).
import { readFileSync } from 'node:fs';
import { all, defineRule, defineVerifier, exitCodeOf, formatReport, run, withSettings } from '@gauntlet/core';
import { gatePromptVerifier, parseGatePrompt } from '@gauntlet/verifiers';

// A custom rule, defined exactly like the built-in ones.
const questionMark = defineRule({
  id: 'acme/question-mark',
  description: 'Every gate question ends with a question mark.',
  severity: 'blocker',
  reasons: ['question_without_mark'],
  check(payload, { report }) {
    const parsed = parseGatePrompt(payload);
    if (!parsed.ok) return;
    for (const question of parsed.questions) {
      if (!question.question.trimEnd().endsWith('?')) {
        report({ reason: 'question_without_mark', message: `Question ${question.index + 1} does not end with "?".` });
      }
    }
  },
});
const acme = defineVerifier({ id: 'acme', description: 'ACME house rules for gates.', rules: [questionMark] });

// Our workflow tolerates multi-select questions (a warning, not a blocker) and does not care
// about duplicate labels at all.
const gate = withSettings(all(gatePromptVerifier, acme), {
  'gate-prompt/single-choice': 'warning',
  'gate-prompt/unique-options': 'off',
});

const inputs = process.argv.slice(2).map((path) => ({ id: path, input: JSON.parse(readFileSync(path, 'utf8')) }));
const report = await run(gate, inputs, { command: 'custom-gate', tool: { name: 'acme-gate', version: '1.0.0' } });
process.stdout.write(formatReport(report, process.env.FORMAT === 'json' ? 'json' : 'text'));
process.exitCode = exitCodeOf(report);
