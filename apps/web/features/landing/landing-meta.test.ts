import { describe, expect, it } from 'vitest';
import { landingTitle } from './landing-meta';

describe('landingTitle', () => {
  it('uses the home title when it names the site', () => {
    expect(landingTitle('Fanlane', 'Fanlane: creators and their fans')).toBe('Fanlane: creators and their fans');
  });

  it('prefixes the site name otherwise, and falls back to it', () => {
    expect(landingTitle('Lane', 'Creators and fans')).toBe('Lane: Creators and fans');
    expect(landingTitle('Lane', '  ')).toBe('Lane');
  });
});
