import type { Carrier } from './coverage.js';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface BashTagFacts {
  markers: number;
  annotated: number;
  unannotated: number[];
  annotationSum: number;
  checkCalls: number;
  occurrences: number;
  firstMarkerLine: number | undefined;
}

/** Markers (`# <tag> checks=N`) and check calls (`check ... <tag>`) of one tag in a bash carrier. */
export function bashTagFacts(carrier: Carrier, tag: string): BashTagFacts {
  const t = escape(tag);
  const marker = new RegExp(`^[ \\t]*#[ \\t]*${t}(?![a-z0-9_-])`);
  const annotation = new RegExp(`${t}[ \\t]+checks=(\\d{1,9})`);
  const facts: BashTagFacts = { markers: 0, annotated: 0, unannotated: [], annotationSum: 0, checkCalls: 0, occurrences: carrier.counts.get(tag) ?? 0, firstMarkerLine: undefined };
  for (const [index, line] of carrier.text.split(/\r\n|\n|\r/).entries()) {
    if (!line.includes(tag)) continue;
    if (marker.test(line)) {
      facts.markers++;
      facts.firstMarkerLine ??= index + 1;
      const checks = annotation.exec(line);
      if (checks) {
        facts.annotated++;
        facts.annotationSum += Number(checks[1]);
      } else facts.unannotated.push(index + 1);
    } else if (/^[ \t]*check[ \t]/.test(line)) facts.checkCalls++;
  }
  return facts;
}

export interface PythonTest {
  name: string;
  line: number;
  docstring: string;
  body: string[];
}

const DEF = /^([ \t]*)(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/;
const indentOf = (line: string) => /^[ \t]*/.exec(line)?.[0].length ?? 0;

/**
 * A heuristic reading of Python test functions (the reference uses `ast`): a `def` line, its body
 * = the following lines indented deeper (blank lines included), its docstring = the body's first
 * statement when it is a string literal.
 */
export function pythonTests(text: string): PythonTest[] {
  const lines = text.split(/\r\n|\n|\r/);
  const tests: PythonTest[] = [];
  for (let i = 0; i < lines.length; i++) {
    const def = DEF.exec(lines[i] as string);
    if (!def) continue;
    const indent = (def[1] as string).length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] as string;
      if (line.trim() !== '' && indentOf(line) <= indent) break;
      body.push(line);
    }
    tests.push({ name: def[2] as string, line: i + 1, docstring: docstringOf(body), body });
  }
  return tests;
}

function docstringOf(body: string[]): string {
  const start = body.findIndex((line) => line.trim() !== '');
  if (start < 0) return '';
  const first = (body[start] as string).trim();
  const quote = /^[rRbBuU]{0,2}("""|'''|"|')/.exec(first)?.[1];
  if (quote === undefined) return '';
  const rest = first.slice(first.indexOf(quote) + quote.length);
  if (quote.length === 1) return rest.includes(quote) ? rest.slice(0, rest.indexOf(quote)) : rest;
  if (rest.includes(quote)) return rest.slice(0, rest.indexOf(quote));
  const parts = [rest];
  for (const line of body.slice(start + 1)) {
    if (line.includes(quote)) {
      parts.push(line.slice(0, line.indexOf(quote)));
      break;
    }
    parts.push(line);
  }
  return parts.join('\n');
}

const ASSERTION = /^\s*assert\b|(?:^|[^\w])assert\w*\s*\(/;

/** An `assert` statement or an `assert*(...)` call anywhere in the body. */
export const hasAssertion = (test: PythonTest): boolean => test.body.some((line) => ASSERTION.test(line));

export function pythonMarkers(carrier: Carrier, tag: string): number {
  const marker = new RegExp(`^[ \\t]*#[ \\t]*${escape(tag)}(?![a-z0-9_-])`);
  return carrier.text.split(/\r\n|\n|\r/).filter((line) => marker.test(line)).length;
}
