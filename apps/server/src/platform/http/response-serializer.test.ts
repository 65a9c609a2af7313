import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer.ts';

const ZProfileSchema = z.object({
  name: z.string(),
  note: z.string().nullable(),
  grade: z.number().optional(),
  contact: z.object({ phone: z.string() }).nullable(),
  sessions: z.array(z.object({ id: z.string(), kind: z.enum(['voice', 'video']) })),
  payment: z.discriminatedUnion('method', [
    z.object({ method: z.literal('card'), last4: z.string() }),
    z.object({ method: z.literal('points'), points: z.number().int() }),
  ]),
  tags: z.record(z.string(), z.number()),
  extra: z.unknown(),
});

/** What a service might hand the route: the contract's fields and some it must never send. */
const serviceAnswer = {
  name: '小安',
  note: null,
  passwordHash: 'argon2id$secret',
  contact: { phone: '+886223456789', internalId: 'c-1' },
  sessions: [{ id: 's1', kind: 'video', roomToken: 'secret' }],
  payment: { method: 'points', points: 700, ledgerId: 'l-1' },
  tags: { calm: 1 },
  extra: { any: ['shape'] },
};

async function appAnswering(
  data: unknown,
  checkAgainstContract: boolean,
  schema: z.ZodType = ZProfileSchema,
) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkAgainstContract }));
  app.get('/profile', { schema: { response: { 200: schema } } }, async () => data as never);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it.each([true, false])(
    'writes what zod would, leaving out every field the contract does not name (checked: %s)',
    async (checkAgainstContract) => {
      const app = await appAnswering(serviceAnswer, checkAgainstContract);
      const response = await app.inject('/profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ZProfileSchema.parse(serviceAnswer));
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('internalId');
      expect(response.body).not.toContain('ledgerId');
    },
  );

  it('writes a nullable object when it is there', async () => {
    const app = await appAnswering({ ...serviceAnswer, contact: { phone: '+886900000201' } }, false);
    expect((await app.inject('/profile')).json().contact).toEqual({ phone: '+886900000201' });
  });

  it('refuses an answer that breaks its contract where answers are checked', async () => {
    const app = await appAnswering({ ...serviceAnswer, name: 42 }, true);
    const response = await app.inject('/profile');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('小安');
  });

  it('refuses an answer missing a required field everywhere', async () => {
    const { name: _name, ...withoutName } = serviceAnswer;
    for (const checkAgainstContract of [true, false]) {
      const app = await appAnswering(withoutName, checkAgainstContract);
      expect((await app.inject('/profile')).statusCode).toBe(500);
    }
  });

  it('lets zod write the answers of a contract JSON Schema cannot express', async () => {
    const ZDatedSchema = z.object({ at: z.date(), note: z.string() });
    const at = new Date('2026-11-29T02:00:00.000Z');
    for (const checkAgainstContract of [true, false]) {
      const app = await appAnswering({ at, note: '預約', secret: 'x' }, checkAgainstContract, ZDatedSchema);
      const response = await app.inject('/profile');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ at: '2026-11-29T02:00:00.000Z', note: '預約' });
    }
  });
});
