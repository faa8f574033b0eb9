// System management shapes (issue 3 §5), one file per area.
export * from './audit-log.ts';
export * from './dict.ts';
export * from './export-config.ts';
export * from './orgs.ts';
export * from './site-settings.ts';
export * from './usage.ts';
export * from './users.ts';
