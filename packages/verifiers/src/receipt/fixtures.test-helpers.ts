/** Receipts written for the tests (from docs/rules/receipt/README.md), not taken from any corpus. */
export const H = (c: string) => c.repeat(64);

export const BASE_V1 = [
  'RCPT v1 build/3-fixer',
  'VERDICT  PASS  conf=0.85',
  'ARTIFACTS',
  `  run.log  sha256:${H('a')}  120`,
  'TRACE',
  `  1  EDIT  src/clock.ts  sha256:${H('b')}`,
  '  2  EXEC  `pnpm test clock`  exit=0  dur=2.1s  out=run.log#L1-L20',
  'CLAIMS',
  '  tests-ran=true   from=TRACE#2',
  '  tests-pass=true  from=run.log#L18-L20',
  'WITNESS    exec:`pnpm test clock`  expect-fail=/[1-9]\\d* failed/  ran=TRACE#2',
  'SUSPICION  0.05',
  'NEXT       (none)',
  '',
].join('\n');

export const BASE_V11 = BASE_V1.replace('RCPT v1 ', 'RCPT v1.1 ') + 'TRIPWIRE:  wrote(src/clock*) | suspicion>=0.40\nSUPERSEDES: none\n';

/** Replaces the first line that starts with `prefix` (after trimming) by `line` (or removes it). */
export function withLine(text: string, prefix: string, line: string | null): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(prefix));
  if (at < 0) throw new Error(`no line starting with ${prefix}`);
  if (line === null) lines.splice(at, 1);
  else lines[at] = line;
  return lines.join('\n');
}

export function insertAfter(text: string, prefix: string, line: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(prefix));
  if (at < 0) throw new Error(`no line starting with ${prefix}`);
  lines.splice(at + 1, 0, line);
  return lines.join('\n');
}
