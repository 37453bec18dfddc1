import type { Report, Result, Summary } from '@gauntlet/contracts/codes';
import type { FormatName, Formatter, RuleMeta } from '@gauntlet/core';
import { CORE_RULES, countFinding, createFormatter, onlyBlockers } from '@gauntlet/core';
import type { CliIO, OutputSink } from './io.js';

export const TOOL_NAME = 'gauntlet-lint';

/** Above this many buffered bytes, output is streamed (batch modes), not held back. */
const BUFFER_LIMIT = 1024 * 1024;
/**
 * Once streaming, output is written every this many bytes: results then leave memory before the
 * young generation's next collection has to copy them (a 50k-record batch: half the collections).
 */
const STREAM_FLUSH = 64 * 1024;
/** Sources kept for code frames, in total. */
const SOURCE_LIMIT = 16 * 1024 * 1024;

export interface ReportWriterOptions {
  io: CliIO;
  command: string;
  version: string;
  format: FormatName;
  color: boolean;
  quiet: boolean;
  maxWarnings: number | undefined;
  outputFile: string | undefined;
  rules: readonly RuleMeta[];
}

interface Target {
  formatter: Formatter;
  sink: OutputSink;
  buffer: string[];
  buffered: number;
  /** Flushed once already: nothing is held back any more. */
  streaming: boolean;
}

/**
 * Writes a report while results arrive: formats each result as it is emitted, keeps output
 * back until the run is done (so an error leaves stdout clean) unless it grows past 1 MiB,
 * and writes `--output-file` atomically. With `--output-file`, stdout gets the text report.
 */
export function createReportWriter(options: ReportWriterOptions) {
  const sources = new Map<string, string>();
  let sourceBytes = 0;
  const formatOptions = {
    color: options.color,
    quiet: options.quiet,
    rules: [...options.rules, ...CORE_RULES.filter((rule) => !options.rules.some((known) => known.id === rule.id))],
    source: (file: string) => sources.get(file),
  };
  const targets: Target[] = [];
  const addTarget = (format: FormatName, sink: OutputSink, color: boolean) =>
    targets.push({ formatter: createFormatter(format, { ...formatOptions, color }), sink, buffer: [], buffered: 0, streaming: false });
  if (options.outputFile !== undefined) {
    addTarget(options.format, options.io.openOutputFile(options.outputFile), false);
    addTarget('text', options.io.stdout, options.color);
  } else {
    addTarget(options.format, options.io.stdout, options.format === 'text' && options.color);
  }

  const summary: Summary = { results: 0, blocker: 0, warning: 0, info: 0 };
  const extras: Record<string, number | string[]> = {};
  let failed = false;
  let index = 0;
  const header = { schemaVersion: 1 as const, tool: { name: TOOL_NAME, version: options.version }, command: options.command };

  // A promise only when it flushes: a batch emits results by the hundred thousand.
  const write = (target: Target, chunk: string): Promise<void> | undefined => {
    if (chunk.length === 0) return undefined;
    target.buffer.push(chunk);
    target.buffered += chunk.length;
    return target.buffered > (target.streaming ? STREAM_FLUSH : BUFFER_LIMIT) ? flush(target) : undefined;
  };
  const flush = async (target: Target) => {
    target.streaming = true;
    const text = target.buffer.join('');
    target.buffer = [];
    target.buffered = 0;
    await target.sink.write(text);
  };

  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const target of targets) await write(target, target.formatter.start(header));
  };

  return {
    rememberSource(file: string, text: string) {
      if (sourceBytes + text.length > SOURCE_LIMIT || sources.has(file)) return;
      sources.set(file, text);
      sourceBytes += text.length;
    },
    async emit(result: Result) {
      if (!started) await start();
      const shown = options.quiet ? { ...result, findings: onlyBlockers(result.findings) } : result;
      summary.results++;
      for (const finding of shown.findings) countFinding(summary, finding);
      if (shown.verdict === 'fail') failed = true;
      for (const target of targets) {
        const flushing = write(target, target.formatter.result(shown, index));
        if (flushing) await flushing;
      }
      index++;
    },
    addSummary(counts: Readonly<Record<string, number | string[]>>) {
      for (const [key, value] of Object.entries(counts)) if (!(key in summary)) extras[key] = value;
    },
    /** Finishes every format; returns the run's verdict. */
    async finish(): Promise<Report['verdict']> {
      await start();
      const verdict = failed || (options.maxWarnings !== undefined && summary.warning > options.maxWarnings) ? 'fail' : 'pass';
      for (const target of targets) {
        await write(target, target.formatter.end({ verdict, summary: { ...summary, ...extras } }));
        await flush(target);
        await target.sink.commit();
      }
      return verdict;
    },
    /** Drops what was held back (an exit-2 error happened). */
    async abort(): Promise<void> {
      for (const target of targets) {
        target.buffer = [];
        await target.sink.abort();
      }
    },
  };
}

export type ReportWriter = ReturnType<typeof createReportWriter>;
