import type { Result } from '@gauntlet/contracts/codes';
import { type FindingInput, type VerifyOptions, createPyLineSplitter, createResult, pySplitLines, pyStrip } from '@gauntlet/core';
import { ReceiptReason } from '@gauntlet/contracts/codes';
import { parsePythonJson } from './py-json.js';
import type { ReceiptOptions } from './document.js';

export type BatchResultHandler = (result: Result) => void | Promise<void>;

interface Verify {
  verify(input: string, options?: VerifyOptions): Promise<{ findings: Result['findings']; data: Record<string, unknown> }>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function recordId(record: Record<string, unknown>, n: number): string {
  const id = record['dispatch-id'] ?? record.dispatch_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${n}`;
}

/** The lines of a batch given whole or as text chunks (a file far larger than memory), a group per chunk. */
async function* batchLineGroups(jsonl: string | AsyncIterable<string>): AsyncIterable<string[]> {
  if (typeof jsonl === 'string') {
    yield pySplitLines(jsonl);
    return;
  }
  const splitter = createPyLineSplitter();
  for await (const chunk of jsonl) yield splitter.push(chunk);
  yield splitter.end();
}

/**
 * `--eval` (docs/rules/receipt/eval-record.md): one result per non-blank JSONL line, in order, each
 * handed to `onResult` as soon as it is ready. Tier-1 on `receipt`, then the inline Tier-2 on
 * `artifact_bodies`. Bad records are failing results, never exceptions. `jsonl` may be the whole
 * text or its chunks: memory stays bounded by the longest line, whatever the batch size.
 */
export async function lintReceiptBatch(
  verifier: Verify,
  jsonl: string | AsyncIterable<string>,
  onResult: BatchResultHandler,
  verify: VerifyOptions = {},
): Promise<number> {
  let n = 0;
  // One options object for every plain record, frozen so the verifier reads it once; a record
  // with bodies or a problem gets its own.
  const plain = Object.freeze({ ...verify.options, inline: true, tier: 1 } satisfies ReceiptOptions);
  for await (const group of batchLineGroups(jsonl)) for (const line of group) {
    if (pyStrip(line) === '') continue;
    n++;
    let id = `#${n}`;
    let problem: FindingInput | undefined;
    let text = '';
    let bodies: Record<string, unknown> | undefined;
    const parsed = parsePythonJson(line);
    if (!parsed.ok) {
      problem = { reason: ReceiptReason.eval_malformed_json, message: `malformed JSON line (${parsed.error})` };
    } else if (!isObject(parsed.value)) {
      problem = { reason: ReceiptReason.eval_record_invalid, message: 'the record is not a JSON object' };
    } else {
      const record = parsed.value;
      id = recordId(record, n);
      const receipt = record.receipt;
      if (!receipt) problem = { reason: ReceiptReason.receipt_empty, message: 'the record has no receipt (empty or missing receipt field)' };
      else if (typeof receipt !== 'string') problem = { reason: ReceiptReason.eval_record_invalid, message: 'the record\'s receipt is not a string' };
      else {
        text = receipt;
        if (isObject(record.artifact_bodies)) bodies = record.artifact_bodies;
      }
    }
    // Object.assign, not a spread (a spread copies through a slow path in V8 for some sources).
    const options = problem ? Object.assign({}, plain, { recordProblem: problem }) : bodies ? Object.assign({}, plain, { artifactBodies: bodies }) : plain;
    const { findings, data } = await verifier.verify(text, { host: verify.host, rules: verify.rules, file: id, options });
    const handled = onResult(createResult(id, findings, data));
    if (handled) await handled;
  }
  return n;
}
