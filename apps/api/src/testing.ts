/** Kept for imports written before the test kit moved to src/test/ (import from there). */
export * from './test/index.js';
