import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../platform/app-context.ts';

export function registerDevOutbox(app: FastifyInstance, ctx: TAppContext): void {
  void app;
  void ctx;
}
