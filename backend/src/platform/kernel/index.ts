export * from './errors';
export * from './principal';
export * from './subscription-tier';
