/** One commit of the branch log (newest first). */
export interface Commit {
  sha: string;
  subject: string;
  body: string;
  files: string[];
}

/** `<type>(<scope>):` at the start of the subject: exact lowercase type, literal scope. */
export const hasPrefix = (commit: Commit, type: string, scope: string): boolean => commit.subject.startsWith(`${type}(${scope}):`);

/** The prose rule's test file: basename `*.test.*`/`*.spec.*`, or under the top-level `tests/`. */
export function isTestFile(path: string): boolean {
  const normalized = path.replace(/\\/g, '/');
  const base = normalized.slice(normalized.lastIndexOf('/') + 1);
  return base.includes('.test.') || base.includes('.spec.') || normalized.startsWith('tests/');
}

/** A text of `\n`-separated lines, CRLF tolerated. */
export const linesOf = (text: string): string[] => text.split(/\r?\n/);
