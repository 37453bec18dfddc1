/** A 64-hex digest of one repeated character. */
export const SHA = (c: string): string => c.repeat(64);

/** A valid `receipt-ledger.jsonl` row (docs/rules/receipt-ledger/) as one JSON line, keys replaced or added. */
export const row = (over: Record<string, unknown> = {}): string =>
  JSON.stringify({ dispatch_id: '1-plan-writer', phase: 'build:plan/2', rcpt_sha256: SHA('a'), verdict: 'PASS', ...over });

/** A valid dispatch-manifest entry (`manifest.jsonl`) as one JSON line. */
export const entry = (over: Record<string, unknown> = {}): string =>
  JSON.stringify({ seq: 1, file: '1-plan-writer.md', role: 'writer', phase: '2', task: null, status: 'dispatched', duration_s: null, summary: 's', input_chars: null, output_chars: null, model_tier: null, tool_calls: null, ...over });

/** Lines joined as a JSONL file. */
export const jsonl = (...lines: string[]): string => `${lines.join('\n')}\n`;
