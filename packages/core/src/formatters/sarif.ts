import type { Finding, Result, Severity } from '@gauntlet/contracts/codes';
import { docsUrl } from '../docs-url.js';
import type { RuleMeta } from '../engine/rule.js';
import { familyOf } from '../engine/rule.js';
import { createLineIndex, type LineIndex } from '../text/lines.js';
import { inertJson, wellFormed } from './escape.js';
import { fnv1a64 } from './hash.js';
import { coverageLine, notesOf } from './notes.js';
import type { FormatOptions, Formatter } from './types.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { blocker: 'error', warning: 'warning', info: 'note' };
/** Notes kept for `toolExecutionNotifications`; past this they are counted in one more notification. */
const MAX_NOTES = 1000;

function pascalCase(ruleId: string): string {
  return ruleId
    .split(/[/-]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function describeRule(rule: RuleMeta) {
  const reasons = rule.reasons.join(', ');
  const page = docsUrl(rule.docs);
  return {
    id: rule.id,
    name: pascalCase(rule.id),
    shortDescription: { text: rule.description },
    fullDescription: { text: `${rule.description} Reason codes: ${reasons}.`.slice(0, 1024) },
    helpUri: page,
    help: {
      text: `${rule.description} Reason codes: ${reasons}. Documentation: ${page}`,
      markdown: `${rule.description}\n\nReason codes: ${rule.reasons.map((reason) => `\`${reason}\``).join(', ')}.\n\nDocumentation: [${rule.docs}](${page})`,
    },
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { tags: [familyOf(rule.id)], precision: 'very-high', 'problem.severity': LEVEL[rule.severity] === 'note' ? 'recommendation' : LEVEL[rule.severity] },
  };
}

/**
 * A relative POSIX path as a URI reference (percent-encoding what a URI cannot hold). An unpaired
 * surrogate (a file name that is not valid UTF-16) becomes U+FFFD first: `encodeURI` throws on it.
 */
function toUri(path: string): string {
  return encodeURI(wellFormed(path).replace(/\\/g, '/')).replace(/[?#]/g, (char) => encodeURIComponent(char));
}

/**
 * SARIF 2.1.0 as GitHub code scanning takes it: one run, `rules[]` from the registry, results
 * with `ruleIndex`, `level`, a location, and a `primaryLocationLineHash` computed here from the
 * rule, file and whitespace-normalised line text (with an occurrence counter), so uploads
 * through the raw API do not duplicate alerts.
 */
export function sarifFormatter(options: FormatOptions = {}): Formatter {
  const rules = options.rules ?? [];
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  const indexes = new Map<string, LineIndex | null>();
  const occurrences = new Map<string, number>();
  let first = true;

  const lineText = (file: string, line: number): string => {
    let index = indexes.get(file);
    if (index === undefined) {
      const source = options.source?.(file);
      index = source === undefined ? null : createLineIndex(source);
      indexes.set(file, index);
    }
    return index ? index.lineText(line).replace(/\s+/g, '') : '';
  };

  const toResult = (finding: Finding, resultId: string) => {
    const file = finding.file ?? resultId;
    const region: Record<string, number> = {};
    if (finding.line !== undefined) {
      region.startLine = finding.line;
      if (finding.column !== undefined) region.startColumn = finding.column;
      if (finding.endLine !== undefined) region.endLine = finding.endLine;
      if (finding.endColumn !== undefined) region.endColumn = finding.endColumn;
    }
    const key = fnv1a64(`${finding.rule}\u0000${file}\u0000${finding.line === undefined ? finding.message : lineText(file, finding.line)}`);
    const seen = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, seen);
    const index = ruleIndex.get(finding.rule);
    return {
      ruleId: finding.rule,
      ...(index === undefined ? {} : { ruleIndex: index }),
      level: LEVEL[finding.severity],
      message: { text: wellFormed(finding.hint ? `${finding.message} ${finding.hint}` : finding.message) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: toUri(file), uriBaseId: '%SRCROOT%' },
            ...(finding.line === undefined ? {} : { region }),
          },
        },
      ],
      partialFingerprints: { primaryLocationLineHash: `${key}:${seen}` },
      properties: { reason: finding.reason },
    };
  };

  // The results' notes (what was not verified) are not problems: SARIF's place for them is the
  // run's `toolExecutionNotifications`, at level `note`, not `results`.
  const notifications: string[] = [];
  let droppedNotes = 0;
  const notify = (result: Result, text: string) => {
    if (notifications.length >= MAX_NOTES) {
      droppedNotes++;
      return;
    }
    const location = { physicalLocation: { artifactLocation: { uri: toUri(result.id), uriBaseId: '%SRCROOT%' } } };
    notifications.push(inertJson(JSON.stringify({ level: 'note', message: { text: wellFormed(text) }, locations: [location] })));
  };

  return {
    start(header) {
      const driver = {
        name: header.tool.name,
        semanticVersion: header.tool.version,
        rules: rules.map(describeRule),
      };
      return `{\n  "$schema": ${JSON.stringify(SARIF_SCHEMA)},\n  "version": "2.1.0",\n  "runs": [\n    {\n      "tool": { "driver": ${JSON.stringify(driver)} },\n      "automationDetails": { "id": ${JSON.stringify(`gauntlet-lint/${header.command}/`)} },\n      "results": [`;
    },
    result(result) {
      if (!options.quiet) for (const note of notesOf(result)) notify(result, note);
      const coverage = coverageLine(result);
      if (coverage !== '') notify(result, `coverage: ${coverage}`);
      let out = '';
      for (const finding of result.findings) {
        out += `${first ? '\n' : ',\n'}        ${inertJson(JSON.stringify(toResult(finding, result.id)))}`;
        first = false;
      }
      return out;
    },
    end() {
      const closeResults = `${first ? '' : '\n      '}]`;
      if (notifications.length === 0) return `${closeResults}\n    }\n  ]\n}\n`;
      if (droppedNotes > 0) notifications.push(JSON.stringify({ level: 'note', message: { text: `${droppedNotes} more note(s) not listed.` } }));
      const invocation = `{ "executionSuccessful": true, "toolExecutionNotifications": [\n          ${notifications.join(',\n          ')}\n        ] }`;
      return `${closeResults},\n      "invocations": [\n        ${invocation}\n      ]\n    }\n  ]\n}\n`;
    },
  };
}
