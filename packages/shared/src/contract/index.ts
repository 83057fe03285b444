export * from './auth';
export * from './captcha';
export * from './content';
export * from './envelope';
export * from './errors';
export * from './payments';
export * from './steam';
export * from './ws';
