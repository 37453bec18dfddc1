/**
 * Where Claude Code's http hooks reach `gauntlet-lint serve` (docs/guides/claude-code.md): what
 * `init claude --http` writes into `.claude/settings.json` and what the server listens on by
 * default, kept in one place so the two agree.
 */

/** The environment variable holding the bearer token (Claude Code expands it in the header). */
export const HOOK_TOKEN_VARIABLE = 'GAUNTLET_HOOK_TOKEN';

/** The port `serve` listens on and `init claude --http` points at when none is given. */
export const DEFAULT_HOOK_PORT = 7377;

/** The path Claude Code POSTs each hook payload to. */
export const HOOK_PATH = '/hook';

/** The loopback URL of the hook path on a port. */
export const hookUrl = (port: number): string => `http://127.0.0.1:${port}${HOOK_PATH}`;

/** A TCP port given on the command line (1–65535), or null when the text is not one. */
export function parsePort(text: string): number | null {
  if (!/^[0-9]{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}
