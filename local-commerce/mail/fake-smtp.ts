/**
 * TEST ONLY: an in-process SMTP listener that speaks enough of RFC 5321 for the client in
 * smtp.ts, keeps what it was given, and can be told to refuse (a bad password, a recipient).
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, dot-stuffing undone. */
  data: string;
  user: string | null;
}

export interface FakeSmtp {
  url: (credentials?: string) => string;
  received: ReceivedMail[];
  /** The reply code given to RCPT TO (250 accepts; 550 refuses, repeating the address). */
  rcptCode: number;
  close(): Promise<void>;
}

export async function startFakeSmtp(password = 'secret'): Promise<FakeSmtp> {
  const fake: FakeSmtp = { url: () => '', received: [], rcptCode: 250, close: async () => {} };
  const server = net.createServer((socket) => {
    let current: ReceivedMail = { from: '', to: [], data: '', user: null };
    let inData = false;
    let buffered = '';
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake.example ESMTP');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            fake.received.push({
              ...current,
              data: Buffer.from(current.data, 'latin1').toString(),
            });
            current = { from: '', to: [], data: '', user: current.user };
            say('250 2.0.0 queued');
          } else current.data += `${line.startsWith('.') ? line.slice(1) : line}\n`;
          continue;
        }
        const [verb = ''] = line.toUpperCase().split(/[ :]/);
        if (verb === 'EHLO') say('250-fake.example\r\n250-AUTH PLAIN\r\n250 8BITMIME');
        else if (verb === 'AUTH') {
          const [, user, pass] = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString()
            .split('\0');
          current.user = user ?? null;
          say(pass === password ? '235 2.7.0 ok' : '535 5.7.8 bad credentials');
        } else if (verb === 'MAIL') {
          current.from = line.slice(line.indexOf('<') + 1, line.lastIndexOf('>'));
          say('250 ok');
        } else if (verb === 'RCPT') {
          const to = line.slice(line.indexOf('<') + 1, line.lastIndexOf('>'));
          if (fake.rcptCode === 250) current.to.push(to);
          say(fake.rcptCode === 250 ? '250 ok' : `${fake.rcptCode} 5.1.1 <${to}> unknown`);
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 not implemented');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = (credentials = `shop:${password}`) => `smtp://${credentials}@127.0.0.1:${port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
    });
  return fake;
}
