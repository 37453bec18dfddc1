import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { TrackerSettingsInput } from '@gauntlet/verifiers';

const MAX_SETTINGS_BYTES = 1024 * 1024;

/** The project's `.pi/settings.json` (its `piGauntlet` key feeds the phase tracker), or `{}`. */
export async function readProjectSettings(cwd: string): Promise<TrackerSettingsInput> {
  let fd: number | undefined;
  try {
    fd = openSync(join(cwd, '.pi', 'settings.json'), 'r');
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.size > MAX_SETTINGS_BYTES) return {};
    const buffer = Buffer.alloc(stat.size);
    readSync(fd, buffer, 0, stat.size, 0);
    const value: unknown = JSON.parse(buffer.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as TrackerSettingsInput) : {};
  } catch {
    return {};
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
