export * from './types';
export * from './portal-state';
