import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, tempDir } from './helpers.js';

// docs/guides/claude-code.md walks a new user to a blocked write: its "Try it" block runs here as
// it is written (with `npx gauntlet-lint` standing for the built bin) and prints the JSON the page
// shows; with the marker fixed, it prints nothing.
const GUIDE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'guides', 'claude-code.md');
const section = readFileSync(GUIDE, 'utf8').split('\n## Try it: a blocked write')[1]?.split('\n## ')[0] ?? '';
const block = (lang: string) => new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(section)?.[1] ?? '';

const { dir, cleanup } = tempDir();
afterAll(cleanup);
const bin = join(dir, 'bin');
mkdirSync(bin);
writeFileSync(join(bin, 'npx'), `#!/bin/sh\n[ "$1" = gauntlet-lint ] || exit 127\nshift\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"\n`, { mode: 0o755 });
const sh = (script: string) => spawnSync('sh', ['-c', script], { cwd: dir, encoding: 'utf8', env: { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: dir } });

describe('docs/guides/claude-code.md, "Try it"', () => {
  it('the shell block prints the denial the page shows, exit 0', () => {
    expect(block('sh')).toContain('npx gauntlet-lint hook PreToolUse');
    const run = sh(block('sh'));
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(block('json'));
    const answer = JSON.parse(run.stdout);
    expect(answer.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(answer.hookSpecificOutput.permissionDecisionReason).toContain('turns/ask.md:1 marker/grammar (marker_spacing)');
  });

  it('with the marker fixed, the same block prints nothing: the write goes through', () => {
    const fixed = block('sh').replace('try-gauntlet', 'try-gauntlet-fixed').replace('"content":"gauntlet:question', '"content":"gauntlet: question');
    const run = sh(fixed);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  });
});
