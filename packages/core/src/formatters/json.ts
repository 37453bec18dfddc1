import { inertJson } from './escape.js';
import type { Formatter } from './types.js';

/**
 * The schemaVersion 1 JSON report. `results` precede `verdict` and `summary` so that a batch
 * can be written as it is verified; key order carries no meaning in JSON, the members are
 * exactly those of docs/cli.md.
 */
export function jsonFormatter(): Formatter {
  return {
    start: (header) =>
      `{\n  "schemaVersion": ${header.schemaVersion},\n  "tool": ${JSON.stringify(header.tool)},\n  "command": ${JSON.stringify(header.command)},\n  "results": [`,
    result: (result, index) => `${index === 0 ? '\n' : ',\n'}    ${inertJson(JSON.stringify(result))}`,
    end: (footer) =>
      `${footer.summary.results === 0 ? '' : '\n  '}],\n  "verdict": ${JSON.stringify(footer.verdict)},\n  "summary": ${JSON.stringify(footer.summary)}\n}\n`,
  };
}
