import { EventEmitter, once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

export type TReceivedMail = { to: string[]; data: string };

/**
 * A local SMTP server that accepts every mail but takes `delayMs` to answer each one, as a
 * distant mail server does. Emits 'mail' with each message it has accepted.
 */
export async function startSlowSmtpServer(delayMs: number) {
  const events = new EventEmitter<{ mail: [TReceivedMail] }>();
  events.setMaxListeners(0);
  const received: TReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 slow-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const mail = { to, data: buffer.slice(0, end) };
          buffer = buffer.slice(end + 5);
          inData = false;
          to = [];
          setTimeout(() => {
            received.push(mail);
            events.emit('mail', mail);
            reply('250 accepted');
          }, delayMs);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 slow-smtp');
        else if (command === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 ok');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first `count` mails (already received or still to come) to the address. */
    mailsTo(address: string, count: number): Promise<TReceivedMail[]> {
      const toAddress = () => received.filter((mail) => mail.to.includes(address));
      if (toAddress().length >= count) return Promise.resolve(toAddress().slice(0, count));
      return new Promise((resolve) => {
        const listener = () => {
          if (toAddress().length < count) return;
          events.off('mail', listener);
          resolve(toAddress().slice(0, count));
        };
        events.on('mail', listener);
      });
    },
    /** Resolves with the first mail to the address. */
    async mailTo(address: string): Promise<TReceivedMail> {
      const [mail] = await this.mailsTo(address, 1);
      return mail!;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
