import type { Finding, Result, Severity } from '@gauntlet/contracts/codes';
import { palette } from './ansi.js';
import { codeFrame, visible } from './code-frame.js';
import type { FormatOptions, Formatter } from './types.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Display order inside one file: by line, then column, then rule id (stable). */
function byPosition(a: Finding, b: Finding): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

/**
 * The human format: findings grouped by file, `line:col  severity  message  rule`, a code
 * frame when the source is known, and one summary line. Colour only when asked for.
 */
export function textFormatter(options: FormatOptions = {}): Formatter {
  const colors = palette(options.color ?? false);
  const severityLabel: Record<Severity, string> = {
    blocker: colors.red('blocker'),
    warning: colors.yellow('warning'),
    info: colors.cyan('info   '),
  };
  return {
    start: () => '',
    result(result: Result) {
      if (result.findings.length === 0) return '';
      const groups = new Map<string, Finding[]>();
      for (const finding of result.findings) {
        const file = finding.file ?? result.id;
        const group = groups.get(file);
        if (group) group.push(finding);
        else groups.set(file, [finding]);
      }
      let out = '';
      for (const [file, findings] of groups) {
        out += `${colors.underline(visible(file))}\n`;
        const source = options.source?.(file);
        for (const finding of [...findings].sort(byPosition)) {
          const where = finding.line === undefined ? '-' : `${finding.line}:${finding.column ?? 1}`;
          out += `  ${colors.dim(where.padEnd(7))} ${severityLabel[finding.severity]}  ${visible(finding.message)}  ${colors.dim(finding.rule)}\n`;
          for (const line of finding.evidence ?? []) out += `    ${colors.dim('│')} ${visible(line)}\n`;
          if (finding.hint) out += `    ${colors.dim('hint:')} ${visible(finding.hint)}\n`;
          if (source !== undefined && finding.line !== undefined) {
            const frame = codeFrame(source, finding.line, finding.column, colors);
            if (frame) out += `${frame.replace(/^/gm, '    ')}\n`;
          }
        }
        out += '\n';
      }
      return out;
    },
    end({ verdict, summary }) {
      const problems = summary.blocker + summary.warning + summary.info;
      const counts = `${plural(summary.blocker, 'blocker')}, ${plural(summary.warning, 'warning')}, ${summary.info} info`;
      const inputs = plural(summary.results, 'result');
      if (problems === 0) return `${colors.green('✔')} ${inputs}, no problems\n`;
      const mark = verdict === 'fail' ? colors.red('✖') : colors.yellow('⚠');
      return `${mark} ${colors.bold(plural(problems, 'problem'))} (${counts}) in ${inputs}: ${verdict === 'fail' ? colors.red('fail') : colors.green('pass')}\n`;
    },
  };
}
