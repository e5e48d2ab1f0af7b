/** The API's test kit: a test app on a fresh database, factories, requests, media and mail helpers. */
export * from './test-app.js';
export * from './factories.js';
export * from './http.js';
export * from './media.js';
export * from './mail.js';
export { publishTestStream, until } from './rtmp-publisher.js';
export * from './webauthn.js';
