export * from './audit.ts';
export * from './auth.ts';
export * from './dictionaries.ts';
export * from './notices.ts';
export * from './orgs.ts';
export * from './settings.ts';
