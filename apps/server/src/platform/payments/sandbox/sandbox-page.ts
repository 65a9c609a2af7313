import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../http/page-head-tags.ts';

/** A sandbox page: plain HTML saying it is the sandbox and that no money moves. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="zh-Hant-TW"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
button{font-size:1rem;padding:.5rem 1rem;margin:.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}</style>
</head><body><p><strong>付款測試環境 · Payment sandbox</strong>（不會扣款 · no money moves）</p><main>${body}</main></body></html>`;
}

/** Sends a sandbox page as HTML with the given status. */
export function sendSandboxPage(reply: FastifyReply, html: string, statusCode = 200): FastifyReply {
  return reply.code(statusCode).type('text/html; charset=utf-8').send(html);
}

/** The answer for a trade or session the sandbox does not know. */
export function sendSandboxNotFound(reply: FastifyReply): FastifyReply {
  return sendSandboxPage(reply, sandboxPage('Not found', '<p>查無交易</p>'), 404);
}
