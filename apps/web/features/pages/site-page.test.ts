import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './site-page.server';

describe('paragraphsOf', () => {
  it('splits plain text on blank lines and drops empty ones', () => {
    expect(paragraphsOf('One.\n\nTwo\nlines.\n \n\nThree.')).toEqual(['One.', 'Two\nlines.', 'Three.']);
    expect(paragraphsOf('')).toEqual([]);
  });
});
