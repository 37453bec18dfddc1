import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lib from './index.js';

// The examples of the host-facing functions run as written: each `expression; // → value` line
// is checked, so the docs cannot drift from the code.
const repoRoot = join(__dirname, '..', '..', '..');
const SOURCES = [
  ['packages/verifiers/README.md', '## Host-facing functions'],
  ['docs/guides/phase-tracker.md', '# The phase tracker'],
] as const;

function examples(path: string, from: string): string[] {
  const text = readFileSync(join(repoRoot, path), 'utf8');
  const section = text.slice(text.indexOf(from));
  return [...section.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1] as string).filter((code) => code.includes('// →'));
}

function runnable(code: string): string {
  return code
    .replace(/^import \{([^}]+)\} from '@gauntlet\/verifiers';$/gm, 'const {$1} = lib;')
    .replace(/^(.+?);\s*\/\/ → (.+)$/gm, (_, expression: string, expected: string) => `check(${expression}, ${expected}, ${JSON.stringify(expression)});`);
}

describe('docs examples of phaseTracker, guardLedgerWrite and fragilePass', () => {
  const blocks = SOURCES.flatMap(([path, from]) => examples(path, from).map((code, i) => [`${path} #${i + 1}`, code] as const));

  it('finds the examples', () => {
    expect(blocks.length).toBe(4);
  });

  it.each(blocks)('%s runs and shows the right values', (_, code) => {
    const checks: string[] = [];
    const check = (actual: unknown, expected: unknown, expression: string) => {
      expect(actual, expression).toEqual(expected);
      checks.push(expression);
    };
    new Function('lib', 'check', runnable(code))(lib, check);
    expect(checks.length).toBeGreaterThan(0);
  });
});
