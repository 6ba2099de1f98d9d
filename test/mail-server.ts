import { createServer, type Server, type Socket } from 'node:net';

// An SMTP server on 127.0.0.1 for tests that send mail with SMTP_URL set: down (it refuses
// every connection with 421), silent (it never says a word), or up (it takes every message).

export type MailServerMode = 'down' | 'silent' | 'up';

/** Just enough SMTP for nodemailer: 'down' answers 421, 'silent' never says a word, 'up' takes every message. */
export async function localMailServer(initial: MailServerMode) {
  const state = { mode: initial, received: [] as string[] };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (state.mode === 'silent') return;
    if (state.mode === 'down') return void socket.end('421 mail.test Service not available\r\n');
    socket.write('220 mail.test ESMTP\r\n');
    let buffer = '';
    let message: string | null = null;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message !== null) {
          if (line !== '.') message += `${line}\r\n`;
          else {
            state.received.push(message);
            message = null;
            socket.write('250 Queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          message = '';
          socket.write('354 Go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 mail.test\r\n' : '250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { state, url: `smtp://127.0.0.1:${port}`, close };
}
