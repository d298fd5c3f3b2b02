export * from './envelope.ts';
export * from './errors.ts';
export * from './enums.ts';
export * from './constants.ts';
export * from './system.ts';
export * from './content.ts';
export * from './validation.ts';
export * from './auth.ts';
