import type { Report } from '@gauntlet/contracts/codes';
import { githubFormatter } from './github.js';
import { jsonFormatter } from './json.js';
import { sarifFormatter } from './sarif.js';
import { textFormatter } from './text.js';
import type { FormatName, FormatOptions, Formatter } from './types.js';
import { headerOf } from './types.js';

export const FORMAT_NAMES: readonly FormatName[] = ['text', 'json', 'sarif', 'github'];

export function createFormatter(name: FormatName, options: FormatOptions = {}): Formatter {
  switch (name) {
    case 'json':
      return jsonFormatter();
    case 'sarif':
      return sarifFormatter(options);
    case 'github':
      return githubFormatter(options);
    default:
      return textFormatter(options);
  }
}

/** Formats a finished report: a pure function of the report and the options. */
export function formatReport(report: Report, name: FormatName, options: FormatOptions = {}): string {
  const formatter = createFormatter(name, options);
  let out = formatter.start(headerOf(report));
  report.results.forEach((result, index) => {
    out += formatter.result(result, index);
  });
  return out + formatter.end({ verdict: report.verdict, summary: report.summary });
}

export { escapeData, escapeProperty } from './github.js';
export { codeFrame } from './code-frame.js';
export { safeLineStart, visibleText, wellFormed } from './escape.js';
export type { CoverageItem } from './notes.js';
export { coverageOf, notesOf } from './notes.js';
export type { FormatName, FormatOptions, Formatter, ReportFooter, ReportHeader } from './types.js';
