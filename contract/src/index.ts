export * from './cipher.ts';
export * from './constants.ts';
export * from './enums.ts';
export * from './http.ts';
export * from './password.ts';
export * from './session.ts';
export * from './visibility.ts';
