/**
 * A minimal SMTP server for tests: accepts every message and keeps its envelope and data in memory
 * (no TLS, no auth), so the mailer's real SMTP path can be exercised without a mail server.
 */
import { createServer, type Server } from 'node:net';

export interface SunkMail {
  from: string;
  to: string[];
  data: string;
  /** when the sink accepted it (ms since the epoch) */
  at: number;
}

/** Listens on 127.0.0.1:`port` (0: a free one); `onMail` hears of each message as it is accepted. */
export async function startSmtpSink(
  port = 0,
  onMail?: (mail: SunkMail) => void,
): Promise<{
  url: string;
  mails: SunkMail[];
  close: () => Promise<void>;
}> {
  const mails: SunkMail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let current: SunkMail = { from: '', to: [], data: '', at: 0 };
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          current.at = Date.now();
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          onMail?.(current);
          current = { from: '', to: [], data: '', at: 0 };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'MAIL') {
          current.from = line.replace(/^MAIL FROM:\s*/i, '');
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
