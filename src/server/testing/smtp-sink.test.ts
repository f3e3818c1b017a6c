import net from 'node:net';
import { once } from 'node:events';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from './smtp-sink.js';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** Sends SMTP commands one after another, each once the sink has answered the one before. */
async function converse(socket: net.Socket, lines: string[]): Promise<void> {
  for (const line of lines) {
    socket.write(line);
    await once(socket, 'data');
  }
}

describe('the SMTP sink', () => {
  it('outlives a sender that dies in the middle of a message, and accepts the next one', async () => {
    const socket = net.connect(sink.port, '127.0.0.1');
    await once(socket, 'data'); // the greeting
    // The envelope accepted, the sender's connection is reset: a message begun and never finished.
    await converse(socket, [
      'EHLO killed.example\r\n',
      'MAIL FROM:<shop@example.co.za>\r\n',
      'RCPT TO:<thandi@example.co.za>\r\n',
    ]);
    socket.resetAndDestroy();
    await once(socket, 'close');

    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false });
    await transport.sendMail({
      from: 'shop@example.co.za',
      to: 'thandi@example.co.za',
      subject: 'Sent again',
      text: 'The whole message.',
    });
    const received = await sink.receivedCount(1);
    expect(received.map((message) => message.mail.subject)).toEqual(['Sent again']);
  });
});
