export * from './battles';
export * from './battles-settle';
export * from './cases';
export * from './fair';
export * from './free-boxes';
export * from './locales';
export * from './money';
export * from './upgrade';
