const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Parses an ISO-8601 date-time (`YYYY-MM-DDTHH:MM[:SS[.f]][Z|±HH:MM]`) to epoch milliseconds;
 * a missing offset is read as UTC. Null when it does not parse or names an impossible date.
 */
export function parseIsoDateTime(text: string): number | null {
  const match = ISO.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(match[i] ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, Number(`0.${match[7] ?? '0'}`) * 1000);
  if (new Date(ms).getUTCDate() !== day) return null;
  const zone = match[8];
  if (zone === undefined || zone === 'Z') return ms;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return ms - sign * offset * 60_000;
}
