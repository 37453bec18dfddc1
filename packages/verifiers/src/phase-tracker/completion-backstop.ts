import type { PlanTask } from './types.js';

/** Task statuses that keep a phase from completing; `failed` and `skipped` do not. */
const OPEN_STATUSES: readonly string[] = ['pending', 'in_progress'];

/** The open tasks of the latest `plan_tracker` snapshot (none when there is no snapshot). */
export function unfinishedTasks(tasks: readonly PlanTask[] | null): PlanTask[] {
  return (tasks ?? []).filter((task) => OPEN_STATUSES.includes(task.status));
}

/** `plan_tracker` completes implement on its own when every task is `complete` or `skipped`. */
export function allTasksDone(tasks: readonly PlanTask[]): boolean {
  return tasks.length > 0 && tasks.every((task) => task.status === 'complete' || task.status === 'skipped');
}

/** The backstop's error: the open task names, a few of them. */
export function unfinishedTasksError(open: readonly PlanTask[]): string {
  const names = open.slice(0, 5).map((task, i) => (typeof task.name === 'string' && task.name !== '' ? task.name : `#${i + 1}`));
  const more = open.length > names.length ? ` and ${open.length - names.length} more` : '';
  return `unfinished tasks: ${names.join(', ')}${more}`;
}
