import type { Report, Result } from '@gauntlet/contracts/codes';
import type { Host, Verifier } from '@gauntlet/core';
import { createMemoryHost, createReport, decodeUtf8, globMatcher, relativePath, resolvePath, verifyToResult, type MemoryHostOptions } from '@gauntlet/core';
import { markerVerifier, receiptVerifier } from '@gauntlet/verifiers';
import type { HookConfig, HookEnvironment, LintAnswer, Linter } from './types.js';

/**
 * A Linter for the core's tests: the real verifiers on an in-memory host, with the config's
 * `files` mapping routed like the CLI routes it. (The CLI's own Linter, on its lint service, is
 * tested end to end in packages/cli.)
 */
const VERIFIERS: Readonly<Record<string, Verifier<string>>> = { receipt: receiptVerifier, marker: markerVerifier };

const report = (command: string, results: Result[]): Report => createReport(results, { command, tool: { name: 'gauntlet-lint', version: 'test' } });

export interface TestLinterLog {
  calls: string[];
}

export function testLinter(host: Host, config: HookConfig, log: TestLinterLog = { calls: [] }): Linter {
  const overlaid = (overlay: Readonly<Record<string, string>> | undefined, path: string) => overlay?.[path];
  const readText = async (path: string) => decodeUtf8(await host.readFile(path), { stripBom: true });
  return {
    async lintText({ command, text, options }): Promise<LintAnswer> {
      log.calls.push(`text ${command}`);
      const verifier = VERIFIERS[command];
      if (!verifier) return { ok: false, error: `unknown command "${command}"` };
      const result = await verifyToResult(verifier, { id: '-', input: text ?? '' }, { host, options: { tier: options?.tier2 === true ? 2 : 1, ...options } });
      return { ok: true, report: report(command, [result]) };
    },
    async lintFiles({ paths, changed, overlay }): Promise<LintAnswer> {
      log.calls.push(`files ${changed === undefined ? (paths ?? []).join(',') : `--changed ${changed}`}`);
      let files = [...(paths ?? [])];
      if (changed !== undefined) {
        const diff = await host.git(['diff', '--name-only', changed]);
        if (diff.exitCode !== 0) return { ok: false, error: `--changed ${changed}: git diff failed (${diff.stderr.trim()})` };
        files = diff.stdout.split('\n').filter(Boolean);
      }
      const results: Result[] = [];
      for (const file of files) {
        const relative = relativePath(host.cwd, resolvePath(host.cwd, file));
        let command: string | undefined;
        for (const [glob, name] of Object.entries(config.files ?? {})) {
          if ((await globMatcher(glob))(relative)) {
            command = name;
            break;
          }
        }
        if (command === undefined) continue;
        const verifier = VERIFIERS[command] as Verifier<string>;
        let text = overlaid(overlay, file);
        if (text === undefined) {
          try {
            text = await readText(file);
          } catch {
            return { ok: false, error: `cannot read ${file}` };
          }
        }
        results.push(await verifyToResult(verifier, { id: file, input: text }, { host, options: { tier: 1 } }));
      }
      return { ok: true, report: report('lint', results) };
    },
  };
}

/** An environment on an in-memory project at `/work`, with `HOME=/home/dev`. */
export function testEnvironment(config: HookConfig, files: MemoryHostOptions = {}, log?: TestLinterLog): HookEnvironment {
  const host = createMemoryHost({ cwd: '/work', ...files });
  return { host, linter: testLinter(host, config, log), home: '/home/dev' };
}
