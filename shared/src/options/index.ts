export * from './option-sets';
export * from './constants';
export * from './browser-support';
export * from './portal-sections';
export * from './public-operations';
export * from './register';
