// The whole schema, for the Drizzle client and drizzle-kit.
export * from './accounts.ts';
export * from './auth.ts';
export * from './contact.ts';
export * from './mail.ts';
export * from './platform.ts';
