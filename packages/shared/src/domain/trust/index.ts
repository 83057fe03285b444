export * from './contents';
export * from './liabilities';
export * from './rtp';
