import type { Finding, Result, Severity } from '@gauntlet/contracts/codes';
import { visibleText } from './escape.js';
import { coverageLine, notesOf } from './notes.js';
import type { FormatOptions, Formatter } from './types.js';

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = { blocker: 'error', warning: 'warning', info: 'notice' };

/**
 * Workflow-command message escaping, as actions/toolkit `command.ts` does it, after every other
 * control character (ESC, OSC, ...) is made visible: nothing from input can drive the log viewer.
 */
export function escapeData(text: string): string {
  return visibleText(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
}

/** Workflow-command property escaping: message escaping plus `:` and `,`. */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * GitHub Actions annotations (`::error file=…,line=…::message`). GitHub shows at most 10
 * annotations per severity per step, so after 10 of one severity the rest are counted and a
 * closing notice points to the full report instead of letting GitHub drop them silently.
 */
export function githubFormatter(options: FormatOptions = {}): Formatter {
  const cap = options.annotationsPerSeverity ?? 10;
  const shown: Record<Severity, number> = { blocker: 0, warning: 0, info: 0 };
  const omitted: Record<Severity, number> = { blocker: 0, warning: 0, info: 0 };

  const annotate = (finding: Finding, resultId: string): string => {
    if (!take(finding.severity)) return '';
    const props = [`file=${escapeProperty(finding.file ?? resultId)}`];
    if (finding.line !== undefined) props.push(`line=${finding.line}`);
    if (finding.endLine !== undefined) props.push(`endLine=${finding.endLine}`);
    if (finding.column !== undefined) props.push(`col=${finding.column}`);
    if (finding.endColumn !== undefined) props.push(`endColumn=${finding.endColumn}`);
    props.push(`title=${escapeProperty(`${finding.rule} (${finding.reason})`)}`);
    return `::${COMMAND[finding.severity]} ${props.join(',')}::${escapeData(finding.message)}\n`;
  };

  const take = (severity: Severity): boolean => {
    if (shown[severity] >= cap) {
      omitted[severity]++;
      return false;
    }
    shown[severity]++;
    return true;
  };
  const note = (result: Result, text: string): string =>
    take('info') ? `::notice file=${escapeProperty(result.id)},title=${escapeProperty('gauntlet-lint note')}::${escapeData(text)}\n` : '';
  const notesFor = (result: Result): string => {
    if (options.quiet) return '';
    let out = '';
    for (const text of notesOf(result)) out += note(result, text);
    const coverage = coverageLine(result);
    if (coverage !== '') out += note(result, `coverage: ${coverage}`);
    return out;
  };

  return {
    start: () => '',
    result: (result) => result.findings.map((finding) => annotate(finding, result.id)).join('') + notesFor(result),
    end({ verdict, summary }) {
      const dropped = omitted.blocker + omitted.warning + omitted.info;
      let out = '';
      if (dropped > 0) {
        const where = options.fullReportHint ?? 'run gauntlet-lint with --format text or --format json for the full report';
        out += `::notice title=gauntlet-lint::${escapeData(
          `${dropped} more finding(s) not annotated (GitHub shows 10 per severity): ${omitted.blocker} blocker, ${omitted.warning} warning, ${omitted.info} info. Full report: ${where}`,
        )}\n`;
      }
      out += `gauntlet-lint: ${verdict} (${summary.blocker} blocker, ${summary.warning} warning, ${summary.info} info in ${summary.results} result(s))\n`;
      return out;
    },
  };
}
