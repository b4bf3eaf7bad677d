import { attachmentParts } from './mail-delivery';
import type { OutboxAttachment } from './outbox-attachment.entity';

const file = (contentType: string, filename: string): OutboxAttachment =>
  ({
    id: 1,
    messageId: 1,
    filename,
    contentType,
    content: 'BEGIN:VCALENDAR',
    data: null,
  }) as OutboxAttachment;

describe('outbox attachments', () => {
  it('sends a calendar file as the iMIP part with its method, other files as attachments', () => {
    expect(
      attachmentParts([file('text/calendar; method=CANCEL', 'cancel.ics'), file('text/plain', 'a.txt')]),
    ).toEqual({
      icalEvent: { method: 'CANCEL', filename: 'cancel.ics', content: 'BEGIN:VCALENDAR' },
      attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: 'BEGIN:VCALENDAR' }],
    });
    expect(attachmentParts([file('text/calendar', 'invite.ics')]).icalEvent).toMatchObject({
      method: 'REQUEST',
    });
    expect(attachmentParts([])).toEqual({});
  });

  it('sends the bytes of a binary attachment (a PDF letter), not its empty text', () => {
    const pdf = Buffer.from('%PDF-1.7 letter');
    const letter = { ...file('application/pdf', 'offer.pdf'), content: '', data: pdf } as OutboxAttachment;
    expect(attachmentParts([letter]).attachments).toEqual([
      { filename: 'offer.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });
});
