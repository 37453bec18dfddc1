import type { Finding, Severity } from '@gauntlet/contracts/codes';
import type { FormatOptions, Formatter } from './types.js';

const COMMAND: Record<Severity, 'error' | 'warning' | 'notice'> = { blocker: 'error', warning: 'warning', info: 'notice' };

/** Workflow-command message escaping, as actions/toolkit `command.ts` does it. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
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
    if (shown[finding.severity] >= cap) {
      omitted[finding.severity]++;
      return '';
    }
    shown[finding.severity]++;
    const props = [`file=${escapeProperty(finding.file ?? resultId)}`];
    if (finding.line !== undefined) props.push(`line=${finding.line}`);
    if (finding.endLine !== undefined) props.push(`endLine=${finding.endLine}`);
    if (finding.column !== undefined) props.push(`col=${finding.column}`);
    if (finding.endColumn !== undefined) props.push(`endColumn=${finding.endColumn}`);
    props.push(`title=${escapeProperty(`${finding.rule} (${finding.reason})`)}`);
    return `::${COMMAND[finding.severity]} ${props.join(',')}::${escapeData(finding.message)}\n`;
  };

  return {
    start: () => '',
    result: (result) => result.findings.map((finding) => annotate(finding, result.id)).join(''),
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
