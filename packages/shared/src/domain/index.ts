export * from './cases';
export * from './fair';
export * from './locales';
export * from './money';
