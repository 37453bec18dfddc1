import type { GauntletConfig } from '@gauntlet/contracts/codes';
import { GauntletError, decodeUtf8, dirname, isHostError, joinPath, resolvePath } from '@gauntlet/core';
import { configCertainlyValid } from './config-check.js';
import type { CliIO } from './io.js';
import { describeHostError } from './inputs.js';

export const CONFIG_FILE = 'gauntlet.config.json';
/** The largest config file (or package.json holding one) that is read (more is `config_invalid`). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

export interface ResolvedConfig {
  /** Where the config came from (`…/package.json#gauntlet` for the package key), or null. */
  source: string | null;
  /** The directory config globs are relative to. */
  dir: string;
  config: GauntletConfig;
}

/**
 * Finds and validates the config: `--config PATH`, else `gauntlet.config.json` or
 * `package.json#gauntlet`, searched upward from the working directory (the nearest wins).
 * zod is loaded only when a config exists.
 */
export async function resolveConfig(io: CliIO, explicit: string | undefined): Promise<ResolvedConfig> {
  if (explicit !== undefined) {
    const path = resolvePath(io.host.cwd, explicit);
    const text = await readConfigText(io, path, explicit);
    if (text === null) throw new GauntletError('config_invalid', `cannot read config ${explicit} (no such file)`);
    const raw = parseConfigJson(text, explicit);
    const config = path.endsWith('/package.json') ? (raw as Record<string, unknown> | null)?.gauntlet : raw;
    return { source: explicit, dir: dirname(path), config: await validate(config ?? {}, explicit) };
  }
  for (let dir = io.host.cwd; ; dir = dirname(dir)) {
    const configPath = joinPath(dir, CONFIG_FILE);
    const text = await readConfigText(io, configPath, configPath);
    if (text !== null) {
      return { source: configPath, dir, config: await validate(parseConfigJson(text, configPath), configPath) };
    }
    const packagePath = joinPath(dir, 'package.json');
    const packageText = await readConfigText(io, packagePath, packagePath);
    if (packageText !== null) {
      const pkg = safeJson(packageText);
      if (pkg !== null && typeof pkg === 'object' && 'gauntlet' in pkg) {
        const source = `${packagePath}#gauntlet`;
        return { source, dir, config: await validate((pkg as { gauntlet: unknown }).gauntlet, source) };
      }
    }
    if (dir === '/' || dirname(dir) === dir) return { source: null, dir: io.host.cwd, config: {} };
  }
}

/**
 * A config file's text, or null when there is none. Configs are found upward, so one may be
 * written by whoever controls a parent directory: it is read like any input, a regular file of at
 * most MAX_CONFIG_BYTES (a FIFO or device there is refused, never opened for reading).
 */
async function readConfigText(io: CliIO, path: string, label: string): Promise<string | null> {
  const stat = await io.host.stat(path).catch(() => null);
  if (stat === null || stat.kind === 'directory') return null;
  if (stat.kind !== 'file') throw new GauntletError('config_invalid', `cannot read config ${label} (not a regular file)`);
  const cached = io.configCache?.lookup(path, stat);
  if (cached !== undefined) return cached;
  try {
    const text = decodeUtf8(await io.host.readFile(path, { maxBytes: MAX_CONFIG_BYTES }), { stripBom: true });
    io.configCache?.remember(path, stat, text);
    return text;
  } catch (error) {
    if (isHostError(error, 'EFBIG')) throw new GauntletError('config_invalid', `cannot read config ${label} (over the ${MAX_CONFIG_BYTES}-byte config cap)`);
    throw new GauntletError('config_invalid', `cannot read config ${label} (${describeHostError(error)})`);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function parseConfigJson(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new GauntletError('config_invalid', `invalid config ${label} (${error instanceof Error ? error.message : String(error)})`);
  }
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out || '(root)';
}

async function validate(value: unknown, label: string): Promise<GauntletConfig> {
  // The common case needs no zod: a shape the schema certainly accepts is taken as it is.
  if (configCertainlyValid(value)) return value as GauntletConfig;
  const { ConfigSchema } = await import('./config-schema.js');
  const parsed = ConfigSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? formatPath(issue.path) : '(root)';
  throw new GauntletError('config_invalid', `invalid config ${label} (${where}: ${issue?.message ?? 'invalid'})`);
}
