import { defineRule } from '@gauntlet/core';
import { StatusReason } from '@gauntlet/contracts/codes';
import { EVENT_LINE, type StatusInput } from '../parse.js';

export const MAX_EVENTS = 5;

export const recentEvents = defineRule<StatusInput>({
  id: 'status/recent-events',
  description: 'Recent Events holds at most 5 items, each "- [HH:MM] <event>".',
  severity: 'warning',
  reasons: [StatusReason.status_events_over_cap, StatusReason.status_event_line_malformed],
  check({ status }, { report }) {
    const events = status.events;
    if (!events) return;
    if (events.length > MAX_EVENTS) {
      report({
        reason: StatusReason.status_events_over_cap,
        message: `Recent Events lists ${events.length} items; the writer keeps the newest ${MAX_EVENTS}.`,
        line: status.eventsLine ?? undefined,
        hint: 'Keep the five newest events, newest first.',
      });
    }
    for (const event of events) {
      if (EVENT_LINE.test(event.text)) continue;
      report({
        reason: StatusReason.status_event_line_malformed,
        message: `Event line is not "- [HH:MM] <event>": ${event.text}`,
        line: event.line,
        hint: 'Stamp each event with its local time, e.g. "- [12:45] Task 3 review passed".',
      });
    }
  },
});
