import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '@gauntlet/core';

const root = join(__dirname, '..', '..', '..');

describe('lock-step versions', () => {
  it.each(['contracts', 'core', 'verifiers', 'hosts', 'cli', 'pi'])('@gauntlet/%s has the version core reports', (name) => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(`@gauntlet/${name}`);
    expect(pkg.version).toBe(VERSION);
  });

  it.each(['contracts', 'core', 'verifiers', 'hosts', 'cli', 'pi'])('@gauntlet/%s is publishable as the house requires', (name) => {
    const pkg = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.engines.node).toBe('>=20');
    expect(pkg.files).toContain('dist');
    const entry = pkg.exports['.'];
    expect(Object.keys(entry.import)[0]).toBe('types');
    expect(Object.keys(entry.require)[0]).toBe('types');
  });
});
