import { REPOSITORY_URL, VERSION } from './version.js';

/**
 * The git tag of this release. Changesets tags every package of a release (`@gauntlet/core@0.1.0`,
 * `@gauntlet/cli@0.1.0`, ...); they move in lock-step, so core's tag stands for all of them.
 */
export const RELEASE_TAG = `@gauntlet/core@${VERSION}`;

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The web address of a repository file at this release: `docs/rules/plan/no-stop-language.md`
 * becomes `<repository>/blob/<tag>/docs/rules/plan/no-stop-language.md` (a folder, written with
 * a trailing `/`, becomes a `tree` address). An absolute URL is returned as it is, so a custom
 * rule whose `docs` names its own page keeps it.
 */
export function docsUrl(path: string): string {
  if (ABSOLUTE.test(path)) return path;
  const relative = path.replace(/^(\.\/|\/)+/, '');
  const folder = relative.endsWith('/');
  const trimmed = folder ? relative.slice(0, -1) : relative;
  return `${REPOSITORY_URL}/${folder ? 'tree' : 'blob'}/${RELEASE_TAG}/${encodeURI(trimmed)}`;
}
