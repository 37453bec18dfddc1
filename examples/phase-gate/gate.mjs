#!/usr/bin/env node
// A phase-transition gate a host can run before it lets phase N start (docs/rules/README.md):
// the build gate ledger must allow phase N, the newest quality-gate verdict marker of the run's
// PipelineID must say PASS, and the handoff manifest N-1 → N must be valid against the ledger.
// Three verifiers from @gauntlet/verifiers, composed with all(...) and mapInput(...) from
// @gauntlet/core, plus one custom rule written with the same defineRule the built-ins use.
//
//   node examples/phase-gate/gate.mjs --phase 2 examples/phase-gate/run-ok
//
// Exit 0: the phase may start. Exit 1: it may not (the report says why). Exit 2: bad usage.
// Run `pnpm build` first: this imports the built workspace packages, as a host application would.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { all, createReport, createResult, defineRule, defineVerifier, exitCodeOf, formatReport, mapInput } from '@gauntlet/core';
import { handoffVerifier, ledgerFieldOf, ledgerVerifier, parseLedger, selectAndVerifyMarker } from '@gauntlet/verifiers';

/** Per-part verify options (a part's own file id and flags), on top of what the caller passes. */
const withOptions = (verifier, optionsOf) => ({
  ...verifier,
  verify: (input, options = {}) => verifier.verify(input, { ...options, ...optionsOf(input) }),
});

// 1. The ledger: format, state rules, and "may phase N start?" (docs/rules/ledger/README.md#may-phase-n-start).
const ledgerGate = withOptions(
  mapInput((gate) => gate.ledger.text, ledgerVerifier),
  (gate) => ({ file: gate.ledger.file, options: { startPhase: gate.phase } }),
);

// 2. The newest verdict marker of the run's PipelineID must be PASS (docs/rules/ledger/README.md#the-verdict-marker-check): a custom rule.
const newestMarkerPasses = defineRule({
  id: 'phase-gate/newest-marker',
  description: 'The newest verdict marker (by parsed Timestamp) of the run PipelineID says PASS.',
  severity: 'blocker',
  reasons: ['marker_missing', 'marker_verdict_not_pass'],
  check(gate, { report }) {
    const pipelineId = ledgerFieldOf(parseLedger(gate.ledger.text).header, 'PipelineID')?.value ?? '';
    const selection = selectAndVerifyMarker(gate.markers, pipelineId);
    if (selection.verified) return;
    report({
      reason: selection.reasons[0],
      message: selection.selected
        ? `The newest marker for ${pipelineId} (${selection.selected}) says ${selection.verdict}, not PASS.`
        : `No verdict marker carries PipelineID ${pipelineId}.`,
      hint: 'Re-run the quality gate on the artifact; an older PASS marker does not count.',
    });
  },
});
const markerGate = defineVerifier({ id: 'phase-gate', description: 'Newest verdict marker.', rules: [newestMarkerPasses] });

// 3. The handoff manifest into phase N, checked against the ledger (docs/rules/handoff/README.md#rules).
const handoffGate = withOptions(
  mapInput((gate) => gate.handoff.text, handoffVerifier),
  (gate) => ({ file: gate.handoff.file, options: { ledger: gate.ledger.text } }),
);

export const phaseGate = all(ledgerGate, markerGate, handoffGate);

/** Reads a run folder: build-gate-ledger.md, quality-gate/gate-verdict-*.md, handoff-<N-1>-to-<N>.md. */
export function readRun(dir, phase) {
  const read = (name) => ({ file: join(dir, name), text: readFileSync(join(dir, name), 'utf8') });
  const markerDir = join(dir, 'quality-gate');
  const markers = readdirSync(markerDir)
    .filter((name) => name.startsWith('gate-verdict-') && name.endsWith('.md'))
    .map((name) => ({ name, text: readFileSync(join(markerDir, name), 'utf8') }));
  return { phase, ledger: read('build-gate-ledger.md'), markers, handoff: read(`handoff-${phase - 1}-to-${phase}.md`) };
}

async function main() {
  const { values, positionals } = parseArgs({ options: { phase: { type: 'string' }, json: { type: 'boolean' } }, allowPositionals: true });
  const phase = Number(values.phase);
  if (![2, 3, 4].includes(phase) || positionals.length !== 1) {
    process.stderr.write('usage: gate.mjs --phase 2|3|4 [--json] RUN_DIR\n');
    return 2;
  }
  const input = readRun(positionals[0], phase);
  const { findings, data } = await phaseGate.verify(input);
  const report = createReport([createResult(`phase ${phase}`, findings, data)], {
    command: 'phase-gate',
    tool: { name: 'phase-gate example', version: '1' },
  });
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report, 'text', { color: false }));
  process.stdout.write(`${report.verdict === 'pass' ? 'ALLOW' : 'BLOCK'}: phase ${phase} ${report.verdict === 'pass' ? 'may' : 'may not'} start\n`);
  return exitCodeOf(report);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(
  (code) => (process.exitCode = code),
  (error) => {
    process.stderr.write(`gate.mjs: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
  );
}
