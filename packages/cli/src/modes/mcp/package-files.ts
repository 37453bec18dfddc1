import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const PACKAGE_NAME = '@gauntlet/cli';

/** The folder of this package's package.json, found upward from the running code (bundled or not). */
function packageRoot(from: string): string | null {
  for (let dir = from, hops = 0; hops < 6; dir = dirname(dir), hops++) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME) return dir;
      } catch {
        // not ours; keep climbing
      }
    }
    if (dirname(dir) === dir) break;
  }
  return null;
}

/** `<repo>` when the package sits in the monorepo checkout it is built in (`<repo>/packages/cli`). */
function checkoutOf(root: string): string | null {
  const repo = join(root, '..', '..');
  return existsSync(join(repo, 'pnpm-workspace.yaml')) ? repo : null;
}

/**
 * Where the rule pages (`<family>/<rule>.md`) are: in the package (`<package>/docs/rules`, when
 * the published package ships them), else in the monorepo checkout (`<repo>/docs/rules`). The one
 * place to repoint when the pages move. Null when neither exists.
 */
export function rulesDocsDir(from: string = import.meta.dirname): string | null {
  const root = packageRoot(from);
  if (root === null) return null;
  const shipped = join(root, 'docs', 'rules');
  if (existsSync(join(shipped, 'README.md'))) return shipped;
  const repo = checkoutOf(root);
  return repo !== null && existsSync(join(repo, 'docs', 'rules', 'README.md')) ? join(repo, 'docs', 'rules') : null;
}

/**
 * Where the published JSON Schema files (`<name>.schema.json`) are: `<package>/dist/schemas`
 * (the build copies them from @gauntlet/contracts), else the contracts' own folder in the
 * checkout. Null when neither exists.
 */
export function schemasDir(from: string = import.meta.dirname): string | null {
  const root = packageRoot(from);
  if (root === null) return null;
  const built = join(root, 'dist', 'schemas');
  if (existsSync(join(built, 'report.schema.json'))) return built;
  const repo = checkoutOf(root);
  const contracts = repo === null ? null : join(repo, 'packages', 'contracts', 'schemas');
  return contracts !== null && existsSync(join(contracts, 'report.schema.json')) ? contracts : null;
}
