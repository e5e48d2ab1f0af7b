import { describe, expect, it } from 'vitest';

describe('instrumentation-client', () => {
  it('switches zod to parsing without compiling, without importing zod', async () => {
    await import('./instrumentation-client');
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
