import type { TOutboxMessage } from '@app/contracts/dev-outbox';
import { splitLinks } from './dev-outbox.service.ts';

const channelLabel: Record<TOutboxMessage['channel'], string> = {
  email: '電子郵件',
  sms: '簡訊',
  push: '推播',
};

const timeFormat = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Everything the page shows comes from users (nicknames, e-mails) and must be escaped. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function renderText(text: string): string {
  return splitLinks(text)
    .map((part) =>
      part.link ? `<a href="${escapeHtml(part.text)}">${escapeHtml(part.text)}</a>` : escapeHtml(part.text),
    )
    .join('');
}

function renderMessage(message: TOutboxMessage): string {
  return `<tr class="outbox-message" data-testid="outbox-message" data-channel="${message.channel}" data-recipient="${escapeHtml(message.recipient)}">
  <td class="channel">${channelLabel[message.channel]}</td>
  <td class="recipient">${escapeHtml(message.recipient)}</td>
  <td class="subject">${message.subject === null ? '—' : escapeHtml(message.subject)}</td>
  <td><time datetime="${message.createdAt}">${timeFormat.format(new Date(message.createdAt))}</time></td>
  <td><div class="body" data-testid="outbox-body">${renderText(message.text)}</div></td>
</tr>`;
}

/**
 * The dev outbox page: server-rendered, no script (the CSP allows none inline), styles inline
 * (style-src allows them).
 */
export function renderOutboxPage(
  messages: TOutboxMessage[],
  options: { recipient?: string | undefined; limit: number },
): string {
  const recipient = options.recipient ?? '';
  const rows = messages.length
    ? `<table>
<caption>最新 ${options.limit} 則以內，新的在前</caption>
<thead><tr><th scope="col">管道</th><th scope="col">收件者</th><th scope="col">主旨</th><th scope="col">時間（台北）</th><th scope="col">內容</th></tr></thead>
<tbody>
${messages.map(renderMessage).join('\n')}
</tbody>
</table>`
    : '<p class="empty" data-testid="outbox-empty">寄件匣是空的。</p>';
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>開發用寄件匣</title>
<style>
  body { font-family: system-ui, "Noto Sans TC", "PingFang TC", sans-serif; margin: 0 auto; padding: 1.5rem; max-width: 80rem; color: #1b1b1b; background: #fff; line-height: 1.5; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  p.lead { margin: 0 0 1rem; color: #404040; }
  form { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; margin-bottom: 1rem; }
  input { font: inherit; padding: .35rem .5rem; border: 1px solid #6b6b6b; border-radius: 4px; min-width: 18rem; }
  button, .button { font: inherit; padding: .35rem .9rem; border: 1px solid #1a4fa0; border-radius: 4px; background: #1a4fa0; color: #fff; text-decoration: none; cursor: pointer; }
  .button.secondary { background: #fff; color: #1a4fa0; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; color: #404040; padding-bottom: .5rem; }
  th, td { border-bottom: 1px solid #d0d0d0; padding: .5rem; text-align: left; vertical-align: top; }
  th { background: #f2f2f2; }
  .channel { white-space: nowrap; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; }
  a { color: #0b4fb3; }
  a:focus-visible, button:focus-visible, input:focus-visible, .button:focus-visible { outline: 3px solid #f0b400; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>開發用寄件匣</h1>
<p class="lead">非正式環境寄出的電子郵件與簡訊都留在這裡，可點選啟用與重設密碼連結、查看簡訊驗證碼。</p>
<form method="get" action="/dev/outbox" role="search">
  <label for="recipient">收件者</label>
  <input id="recipient" name="recipient" type="search" value="${escapeHtml(recipient)}" placeholder="email 或 +886…">
  <button type="submit">篩選</button>
  <a class="button secondary" href="/dev/outbox">全部／重新整理</a>
</form>
${rows}
</main>
</body>
</html>
`;
}
