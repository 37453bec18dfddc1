import type { Result } from '@gauntlet/contracts/codes';
import { describe, expect, it } from 'vitest';
import type { CliIO, OutputSink } from './io.js';
import { createReportWriter } from './report-writer.js';

/** A sink that records each write, and an IO with nothing else in use. */
function capture() {
  const writes: string[] = [];
  const sink: OutputSink = { write: (chunk) => void writes.push(chunk), commit: () => undefined, abort: () => void writes.splice(0) };
  const io = { stdout: sink } as unknown as CliIO;
  const writer = createReportWriter({ io, command: 'receipt', version: '0.0.0', format: 'json', color: false, quiet: false, maxWarnings: undefined, outputFile: undefined, rules: [] });
  return { writes, writer };
}

const result = (n: number, fail = false): Result => ({
  id: `record-${n}-${'x'.repeat(200)}`,
  verdict: fail ? 'fail' : 'pass',
  findings: fail ? [{ verifier: 'receipt', rule: 'receipt/header', reason: 'header_malformed', severity: 'blocker', message: 'bad header' }] : [],
  data: {},
});

describe('report writer output timing', () => {
  it('holds a small report back until the run ends, so an aborted run writes nothing', async () => {
    const { writes, writer } = capture();
    for (let n = 0; n < 100; n++) await writer.emit(result(n));
    expect(writes).toEqual([]);
    await writer.abort();
    expect(writes).toEqual([]);
  });

  it('past 1 MiB it streams, then writes every 64 KiB, and the JSON is whole and in order', async () => {
    const { writes, writer } = capture();
    const count = 8000;
    for (let n = 0; n < count; n++) await writer.emit(result(n, n % 1000 === 0));
    // About 2 MB: the first write comes after 1 MiB, the later ones after 64 KiB each.
    expect(writes.length).toBeGreaterThan(10);
    expect(writes[0]!.length).toBeGreaterThan(1024 * 1024);
    for (const chunk of writes.slice(1)) expect(chunk.length).toBeLessThan(70 * 1024);
    expect(await writer.finish()).toBe('fail');
    const report = JSON.parse(writes.join(''));
    expect(report.results).toHaveLength(count);
    expect(report.results.map((item: Result) => item.id)).toEqual(Array.from({ length: count }, (_, n) => result(n).id));
    expect(report.verdict).toBe('fail');
    expect(report.summary).toEqual({ results: count, blocker: 8, warning: 0, info: 0 });
  });
});
