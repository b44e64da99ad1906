export * from './account';
export * from './auth';
export * from './claims';
export * from './content';
export * from './members';
export * from './messaging';
export * from './ops';
export * from './travel';
