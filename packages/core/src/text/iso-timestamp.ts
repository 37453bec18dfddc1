const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * Parses an ISO-8601 date or date-time (`2026-04-13`, `2026-04-13T13:30:00-01:00`,
 * `2026-04-13 14:00Z`) to epoch milliseconds; `null` when the text is not one or names an
 * impossible date. A time without an offset is read as UTC, so naive and offset timestamps
 * compare on one clock (offsets matter: `13:30-01:00` is later than `14:00Z`).
 */
export function parseIsoTimestamp(text: string): number | null {
  const match = ISO_TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = ''] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const check = new Date(utc);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null;
  return utc - offsetMinutes(zone) * 60_000;
}

function offsetMinutes(zone: string): number {
  if (zone === '' || zone === 'Z' || zone === 'z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes);
}
