// The site's service worker (spec: registered at /sw.js). It shows the notifications the server
// pushes — course reminders, new mail — and opens the page a notification is about when clicked.
// It caches nothing: the app always loads fresh, so a counselling session never runs stale code.

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const notice = readPush(event);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      icon: '/favicon.svg',
      lang: notice.lang,
      data: { link: notice.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/', self.location.origin);
  // Only the site's own pages: a push can never send someone elsewhere.
  const target = link.origin === self.location.origin ? link.href : self.location.origin;
  event.waitUntil(focusOrOpen(target));
});

function readPush(event) {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  return {
    title: typeof payload.title === 'string' ? payload.title : '線上主題諮商',
    body: typeof payload.body === 'string' ? payload.body : '',
    link: typeof payload.link === 'string' ? payload.link : '/',
    lang: typeof payload.lang === 'string' ? payload.lang : 'zh-Hant-TW',
  };
}

async function focusOrOpen(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.navigate(url);
    return open.focus();
  }
  return self.clients.openWindow(url);
}
