import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASE_TAG, docsUrl } from './docs-url.js';
import { defineRule } from './engine/rule.js';
import { defineVerifier } from './engine/verifier.js';
import { run } from './engine/run.js';
import { formatReport } from './formatters/index.js';
import { REPOSITORY_URL, VERSION } from './version.js';

const root = join(__dirname, '..', '..', '..');
const corePackage = JSON.parse(readFileSync(join(root, 'packages', 'core', 'package.json'), 'utf8'));

describe('one version, one repository', () => {
  it('VERSION and REPOSITORY_URL are generated from core\'s package.json (scripts/sync-version.mjs --check)', () => {
    expect(VERSION).toBe(corePackage.version);
    expect(`git+${REPOSITORY_URL}.git`).toBe(corePackage.repository.url);
    const check = spawnSync(process.execPath, [join(root, 'scripts', 'sync-version.mjs'), '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('a library report records the packages\' version, like the CLI', async () => {
    const rule = defineRule<string>({ id: 'demo/non-empty', description: 'd', severity: 'blocker', reasons: ['empty'], check: () => undefined });
    const report = await run(defineVerifier<string>({ id: 'demo', description: 'd', rules: [rule] }), [{ id: 'x', input: 'y' }]);
    expect(report.tool).toEqual({ name: 'gauntlet', version: VERSION });
    expect(report.tool.version).not.toBe('0.0.0');
  });
});

describe('docsUrl', () => {
  const base = `https://github.com/gauntlet-dev/gauntlet`;

  it('links a repository file at this release\'s tag', () => {
    expect(RELEASE_TAG).toBe(`@gauntlet/core@${VERSION}`);
    expect(docsUrl('docs/rules/plan/no-stop-language.md')).toBe(`${base}/blob/@gauntlet/core@${VERSION}/docs/rules/plan/no-stop-language.md`);
    expect(docsUrl('./docs/rules/plan/no-stop-language.md')).toBe(docsUrl('docs/rules/plan/no-stop-language.md'));
  });

  it('links a folder (trailing slash) as a tree', () => {
    expect(docsUrl('docs/rules/spec/')).toBe(`${base}/tree/@gauntlet/core@${VERSION}/docs/rules/spec`);
  });

  it('keeps an absolute URL, so a custom rule can name its own page', () => {
    expect(docsUrl('https://example.org/rules/x')).toBe('https://example.org/rules/x');
  });

  it('percent-encodes what a URL cannot hold', () => {
    expect(docsUrl('docs/a b.md')).toBe(`${base}/blob/@gauntlet/core@${VERSION}/docs/a%20b.md`);
  });

  it('gives SARIF rules an absolute helpUri and absolute help links', async () => {
    const rule = defineRule<string>({ id: 'demo/non-empty', description: 'Not empty.', severity: 'blocker', reasons: ['empty'], check: (input, { report }) => (input === '' ? report({ reason: 'empty', message: 'Empty.' }) : undefined) });
    const report = await run(defineVerifier<string>({ id: 'demo', description: 'd', rules: [rule] }), [{ id: 'x', input: '' }]);
    const log = JSON.parse(formatReport(report, 'sarif', { rules: [rule] }));
    const described = log.runs[0].tool.driver.rules[0];
    expect(described.helpUri).toBe(`${base}/blob/@gauntlet/core@${VERSION}/docs/rules/demo/non-empty.md`);
    expect(described.help.text).toContain(described.helpUri);
    expect(described.help.markdown).toContain(`(${described.helpUri})`);
    expect(log.runs[0].results[0]).toMatchObject({ ruleId: 'demo/non-empty', level: 'error' });
  });
});
