import type { GauntletConfig } from '@gauntlet/contracts/codes';
import { GauntletError, decodeUtf8, joinPath } from '@gauntlet/core';
import type { CliIO } from '../../io.js';
import type { InitRun } from './targets.js';
import { scanRepo } from './scan.js';
import { DETECTORS, type ReadText, type WorkflowFinding } from './workflows.js';

export const CONFIG_FILE = 'gauntlet.config.json';
const MAX_READ = 256 * 1024;
/** Where an installed package ships the config's JSON Schema, nearest first. */
const SCHEMA_PATHS = ['node_modules/@gauntlet/cli/dist/schemas/config.schema.json', 'node_modules/@gauntlet/contracts/schemas/config.schema.json'];

/** `gauntlet-lint init`: finds the workflows a repository uses and writes a config that maps them. */
export async function initConfig({ io, dryRun, force }: InitRun): Promise<number> {
  const root = io.host.cwd;
  const target = joinPath(root, CONFIG_FILE);
  if (!dryRun && !force) await refuseToReplace(io, root);

  const scan = await scanRepo(io.host, root);
  const read = readText(io, root);
  const findings: WorkflowFinding[] = [];
  for (const detector of DETECTORS) {
    const finding = await detector.detect(scan, read);
    if (finding) findings.push(finding);
  }
  const out: string[] = [];
  if (scan.truncated) out.push(`(the scan stopped at its limits; what follows is from the part it saw)`, '');
  if (findings.length === 0) {
    out.push(
      `gauntlet-lint init: found no workflow in ${visible(root)}, so nothing was written.`,
      'Looked for: crucible (dispatch folders, receipts, gate ledgers, contracts in docs/plans), build-loop (.build-loop/),',
      'pi-gauntlet (.pi/settings.json, specs in doc/specs or docs/specs with its headers), GSD (.planning/).',
      `Write ${CONFIG_FILE} by hand: gauntlet-lint --help, and the Configuration section of docs/cli.md.`,
    );
    await io.stdout.write(`${out.join('\n')}\n`);
    return 0;
  }
  const config = await buildConfig(io, root, findings);
  const text = `${JSON.stringify(config, null, 2)}\n`;
  out.push(`gauntlet-lint init: found ${findings.length === 1 ? 'one workflow' : `${findings.length} workflows`} in ${visible(root)}`, '');
  for (const finding of findings) out.push(...describe(finding), '');
  if (dryRun) {
    out.push(`Would write ${CONFIG_FILE} (--dry-run: nothing written):`, '', text.trimEnd());
  } else {
    const sink = io.openOutputFile(target);
    try {
      await sink.write(text);
      await sink.commit();
    } catch (error) {
      await sink.abort();
      throw new GauntletError('usage', `init: cannot write ${target} (${error instanceof Error ? error.message : String(error)})`);
    }
    const globs = Object.keys(config.files ?? {}).length;
    out.push(`Wrote ${CONFIG_FILE} (${globs === 1 ? 'one files glob' : `${globs} files globs`}). Next: gauntlet-lint (lints what it maps), gauntlet-lint --print-config.`);
  }
  await io.stdout.write(`${out.join('\n')}\n`);
  return 0;
}

async function refuseToReplace(io: CliIO, root: string): Promise<void> {
  if (await io.host.lstat(joinPath(root, CONFIG_FILE)).catch(() => null)) {
    throw new GauntletError('usage', `init: ${CONFIG_FILE} already exists; --force replaces it, --dry-run shows what init would write`);
  }
  const pkg = await readText(io, root)('package.json');
  if (pkg !== null && /"gauntlet"\s*:/.test(pkg)) {
    throw new GauntletError('usage', `init: package.json already has a "gauntlet" config; --force writes ${CONFIG_FILE}, which then takes precedence`);
  }
}

function readText(io: CliIO, root: string): ReadText {
  return async (path) => {
    const full = joinPath(root, path);
    const stat = await io.host.lstat(full).catch(() => null);
    if (stat === null || stat.kind !== 'file' || stat.size > MAX_READ) return null;
    try {
      return decodeUtf8(await io.host.readFile(full), { stripBom: true });
    } catch {
      return null;
    }
  };
}

async function buildConfig(io: CliIO, root: string, findings: readonly WorkflowFinding[]): Promise<GauntletConfig> {
  const config: GauntletConfig = {};
  for (const path of SCHEMA_PATHS) {
    if ((await io.host.stat(joinPath(root, path)).catch(() => null))?.kind === 'file') {
      config.$schema = `./${path}`;
      break;
    }
  }
  const files: Record<string, string> = {};
  const ignores: string[] = [];
  const rules: NonNullable<GauntletConfig['rules']> = {};
  for (const finding of findings) {
    for (const mapping of finding.mappings) if (!(mapping.glob in files)) files[mapping.glob] = mapping.command;
    for (const ignore of finding.ignores) if (!ignores.includes(ignore)) ignores.push(ignore);
    Object.assign(rules, finding.rules);
  }
  if (Object.keys(files).length > 0) config.files = files;
  if (ignores.length > 0) config.ignores = ignores;
  if (Object.keys(rules).length > 0) config.rules = rules;
  return config;
}

/** File names come from the repository: control characters are shown escaped, never printed. */
function visible(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function describe(finding: WorkflowFinding): string[] {
  const lines = [`${finding.name}`];
  for (const evidence of finding.evidence) lines.push(`  found  ${visible(evidence.path)}: ${visible(evidence.why)}`);
  for (const mapping of finding.mappings) {
    const now = mapping.matches === 0 ? 'no file yet' : `${mapping.matches} file${mapping.matches === 1 ? '' : 's'}`;
    lines.push(`  maps   ${mapping.glob} -> ${mapping.command} (${mapping.what}; ${now})`);
  }
  for (const ignore of finding.ignores) lines.push(`  skips  ${ignore}`);
  for (const [id, reason] of Object.entries(finding.ruleReasons)) lines.push(`  sets   ${id} ${JSON.stringify(finding.rules[id])}: ${reason}`);
  // A note that starts with spaces continues the one before it.
  for (const note of finding.notes) lines.push(note.startsWith(' ') ? `       ${note}` : `  note   ${note}`);
  return lines;
}

