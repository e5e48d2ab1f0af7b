export * from './files.js';
export * from './settings.js';
export * from './users.js';
export * from './secrets.js';
export * from './posts.js';
export * from './jobs.js';
export * from './feeds.js';
export * from './assets.js';
