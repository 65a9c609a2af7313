import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('zod in the browser', () => {
  it('parses without compiling code, so the Content-Security-Policy sees no eval', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: '陳怡君' })).toEqual({ name: '陳怡君' });
  });
});
