export * from './content';
export * from './envelope';
export * from './errors';
export * from './ws';
export * from './auth';
