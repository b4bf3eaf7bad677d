import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the test mail server received it: the SMTP envelope and the parsed message. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * accept: 250 for everything; defer: 451 for every recipient (a server that is busy or greylisting);
 * hold: recipients wait unanswered until `releaseHeld` (a message caught mid-delivery).
 */
export type SmtpMode = 'accept' | 'defer' | 'hold';

export interface SmtpTestServer {
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  setMode(mode: SmtpMode): void;
  /** Resolves once `count` recipients wait in hold mode (polls; fails after `timeoutMs`). */
  waitForHeld(count: number, timeoutMs?: number): Promise<void>;
  /** Accepts the held recipients and leaves hold mode for `next`. */
  releaseHeld(next: SmtpMode): void;
  /** Recipients refused for good (550 at RCPT TO). */
  refuseForGood(address: string): void;
  /** Stops listening: connections are refused as if the server were down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Resolves once at least `count` messages arrived (polls; fails after `timeoutMs`). */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until(done: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Expected ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * A real SMTP server (smtp-server, from the Nodemailer project) on 127.0.0.1 without TLS or
 * authentication, keeping every message it accepts, parsed with mailparser.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const refusedForGood = new Set<string>();
  let mode: SmtpMode = 'accept';
  let held: (() => void)[] = [];
  let server: SMTPServer | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refusedForGood.has(address.address)) return callback(refusal(550, 'No such mailbox'));
          if (mode === 'defer') return callback(refusal(451, 'Try again later'));
          if (mode === 'hold') return void held.push(() => callback());
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            simpleParser(raw)
              .then((parsed) => {
                received.push({
                  envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
                  raw,
                  parsed,
                });
                callback();
              })
              .catch((error: Error) => callback(error));
          });
        },
      });
      instance.on('error', () => undefined);
      instance.server.once('error', reject);
      instance.listen(port, '127.0.0.1', () => {
        server = instance;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await listen();
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode: (next) => {
      mode = next;
    },
    waitForHeld: (count, timeoutMs = 20_000) =>
      until(() => held.length >= count, `${count} held recipients`, timeoutMs),
    releaseHeld: (next) => {
      mode = next;
      const waiting = held;
      held = [];
      for (const answer of waiting) answer();
    },
    refuseForGood: (address) => refusedForGood.add(address),
    stop,
    start: listen,
    waitForCount: async (count, timeoutMs = 20_000) => {
      await until(() => received.length >= count, `${count} e-mails (${received.length} so far)`, timeoutMs);
      return received;
    },
    close: stop,
  };
}
