export { virtualDatesRouter, type VirtualDatesRouterDependencies } from './routes.ts';
export { dateReminders, type DateRemindersOptions } from './reminder-reactor.ts';
export { REMINDER_LEAD_MS } from './decide.ts';
