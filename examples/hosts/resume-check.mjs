#!/usr/bin/env node
// A host's "may this pipeline resume after compaction?" check, built from the public API: the
// cairn (entry check + reconciliation against the receipt ledger), the receipt ledger itself,
// and the status file when there is one, composed with all(...), mapInput(...) and when(...).
// Usage: node hosts/resume-check.mjs MEMORY_DIR...   (each dir: cairn-<run-id>.md,
// receipt-ledger.jsonl, optional pipeline-status.md). Exit code: 0 pass, 1 a blocker remains.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { all, exitCodeOf, formatReport, mapInput, run, when } from '@gauntlet/core';
import { cairnVerifier, receiptLedgerVerifier, statusVerifier } from '@gauntlet/verifiers';

const resumeCheck = all(
  mapInput((memory) => ({ text: memory.cairn, fileName: memory.cairnName, reconcile: true, receiptLedger: memory.ledger, receiptLedgerProvided: true }), cairnVerifier),
  mapInput((memory) => memory.ledger ?? '', receiptLedgerVerifier),
  when((memory) => memory.status !== null, mapInput((memory) => ({ status: memory.status }), statusVerifier)),
);

const read = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null);
const inputs = process.argv.slice(2).map((dir) => {
  const cairnName = readdirSync(dir).find((name) => /^cairn-.+\.md$/.test(name)) ?? 'cairn-missing.md';
  return {
    id: dir,
    input: { cairnName, cairn: read(join(dir, cairnName)) ?? '', ledger: read(join(dir, 'receipt-ledger.jsonl')), status: read(join(dir, 'pipeline-status.md')) },
  };
});
const report = await run(resumeCheck, inputs, { command: 'resume-check', tool: { name: 'acme-resume', version: '1.0.0' } });
process.stdout.write(formatReport(report, process.env.FORMAT === 'json' ? 'json' : 'text'));
process.exitCode = exitCodeOf(report);
