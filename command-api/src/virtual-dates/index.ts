export { virtualDatesRouter, type VirtualDatesRouterDependencies } from './routes.ts';
export { startDateReminders, type DateRemindersOptions } from './reminder-scheduler.ts';
export { REMINDER_LEAD_MS } from './decide.ts';
