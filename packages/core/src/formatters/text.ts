import type { Finding, Result, Severity } from '@gauntlet/contracts/codes';
import { palette } from './ansi.js';
import { codeFrame } from './code-frame.js';
import { safeLineStart, visibleText as visible } from './escape.js';
import { coverageLine, coverageOf, notesOf } from './notes.js';
import type { FormatOptions, Formatter } from './types.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Display order inside one file: by line, then column, then rule id (stable). */
function byPosition(a: Finding, b: Finding): number {
  return (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}

/**
 * The human format: findings grouped by file, `line:col  severity  message  rule`, a code
 * frame when the source is known, then the result's notes and coverage line, and one summary
 * line that counts problems (blockers, warnings) apart from notes (info findings and the
 * results' notes). Colour only when asked for. Everything that comes from input is escaped.
 */
export function textFormatter(options: FormatOptions = {}): Formatter {
  const colors = palette(options.color ?? false);
  const severityLabel: Record<Severity, string> = {
    blocker: colors.red('blocker'),
    warning: colors.yellow('warning'),
    info: colors.cyan('info   '),
  };
  let dataNotes = 0;
  let partlyVerified = 0;
  return {
    start: () => '',
    result(result: Result) {
      const notes = options.quiet ? [] : notesOf(result);
      const coverage = coverageLine(result);
      if (coverageOf(result).some((item) => item.done < item.total)) partlyVerified++;
      if (result.findings.length === 0 && notes.length === 0 && coverage === '') return '';
      dataNotes += notes.length;
      const groups = new Map<string, Finding[]>();
      for (const finding of result.findings) {
        const file = finding.file ?? result.id;
        const group = groups.get(file);
        if (group) group.push(finding);
        else groups.set(file, [finding]);
      }
      if (!groups.has(result.id)) groups.set(result.id, []);
      let out = '';
      for (const [file, findings] of groups) {
        const extra = file === result.id && (notes.length > 0 || coverage !== '');
        if (findings.length === 0 && !extra) continue;
        out += `${colors.underline(safeLineStart(visible(file)))}\n`;
        const source = options.source?.(file);
        for (const finding of [...findings].sort(byPosition)) {
          const where = finding.line === undefined ? '-' : `${finding.line}:${finding.column ?? 1}`;
          out += `  ${colors.dim(where.padEnd(7))} ${severityLabel[finding.severity]}  ${visible(finding.message)}  ${colors.dim(visible(finding.rule))}\n`;
          for (const line of finding.evidence ?? []) out += `    ${colors.dim('│')} ${visible(line)}\n`;
          if (finding.hint) out += `    ${colors.dim('hint:')} ${visible(finding.hint)}\n`;
          if (source !== undefined && finding.line !== undefined) {
            const frame = codeFrame(source, finding.line, finding.column, colors);
            if (frame) out += `${frame.replace(/^/gm, '    ')}\n`;
          }
        }
        if (extra) {
          for (const note of notes) out += `  ${colors.cyan('note:')} ${visible(note)}\n`;
          if (coverage !== '') out += `  ${colors.dim('coverage:')} ${visible(coverage)}\n`;
        }
        out += '\n';
      }
      return out;
    },
    end({ verdict, summary }) {
      const problems = summary.blocker + summary.warning;
      const notes = summary.info + dataNotes;
      const asides = [notes === 0 ? '' : plural(notes, 'note'), partlyVerified === 0 ? '' : `${plural(partlyVerified, 'result')} not fully verified`].filter(Boolean);
      const noted = asides.length === 0 ? '' : ` (${asides.join('; ')})`;
      const inputs = plural(summary.results, 'result');
      if (problems === 0 && verdict === 'pass') return `${colors.green('✔')} ${inputs}, no problems${noted}\n`;
      const mark = verdict === 'fail' ? colors.red('✖') : colors.yellow('⚠');
      const counts = `${plural(summary.blocker, 'blocker')}, ${plural(summary.warning, 'warning')}`;
      const andNotes = `${notes === 0 ? '' : ` and ${plural(notes, 'note')}`}${partlyVerified === 0 ? '' : ` (${plural(partlyVerified, 'result')} not fully verified)`}`;
      return `${mark} ${colors.bold(plural(problems, 'problem'))} (${counts})${andNotes} in ${inputs}: ${verdict === 'fail' ? colors.red('fail') : colors.green('pass')}\n`;
    },
  };
}
