// The whole schema, for the Drizzle client and drizzle-kit.
export * from './accounts.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './counselor-applications.ts';
export * from './courses.ts';
export * from './device-checks.ts';
export * from './issue-courses.ts';
export * from './license-changes.ts';
export * from './mail.ts';
export * from './platform.ts';
export * from './reminders.ts';
export * from './rooms.ts';
export * from './schedule.ts';
export * from './wallet.ts';
