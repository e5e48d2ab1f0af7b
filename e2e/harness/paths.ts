import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const WEB_DIR = path.join(REPO_ROOT, 'apps', 'web');
export const SCREENSHOT_DIR = path.join(E2E_DIR, 'screenshots');
