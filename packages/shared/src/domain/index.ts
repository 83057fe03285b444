export * from './locales';
export * from './money';
