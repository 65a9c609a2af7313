import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../platform/app-context.ts';

export async function registerAuthModule(api: FastifyInstance, ctx: TAppContext): Promise<void> {
  void api;
  void ctx;
}
