import { readMailConfig } from './mail.config';

describe('readMailConfig', () => {
  it('writes .eml files under data/mail when no SMTP server is configured', () => {
    const config = readMailConfig({});
    expect(config.smtpUrl).toBeNull();
    expect(config.outboxDir).toMatch(/data\/mail$/);
    expect(config).toMatchObject({ pollIntervalMs: 5_000, retryBaseMs: 60_000, giveUpAfterMs: 86_400_000 });
  });

  it('accepts smtp:// and smtps:// URLs with a sender', () => {
    for (const url of ['smtp://mail.example.com:587', 'smtps://user:p%40ss@mail.example.com:465']) {
      expect(readMailConfig({ SMTP_URL: url, MAIL_FROM: 'Al Raas <no-reply@example.com>' }).smtpUrl).toBe(
        url,
      );
    }
  });

  it.each(['http://mail.example.com', 'smtp://', 'mail.example.com:25', 'smtp://host:port', 'smtp://a b'])(
    'stops start-up naming SMTP_URL for %p',
    (url) => {
      expect(() => readMailConfig({ SMTP_URL: url, MAIL_FROM: 'no-reply@example.com' })).toThrow(/SMTP_URL/);
    },
  );

  it('needs MAIL_FROM with an SMTP server, and refuses a sender with a line break', () => {
    expect(() => readMailConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM/);
    expect(() => readMailConfig({ MAIL_FROM: 'a@example.com\r\nBcc: b@example.com' })).toThrow(/MAIL_FROM/);
  });

  it('names a poll interval or backoff that is not a positive number of milliseconds', () => {
    expect(() => readMailConfig({ MAIL_POLL_INTERVAL_MS: 'soon' })).toThrow(/MAIL_POLL_INTERVAL_MS/);
    expect(() => readMailConfig({ MAIL_RETRY_BASE_MS: '0' })).toThrow(/MAIL_RETRY_BASE_MS/);
    expect(readMailConfig({ MAIL_POLL_INTERVAL_MS: '100', MAIL_RETRY_BASE_MS: '50' })).toMatchObject({
      pollIntervalMs: 100,
      retryBaseMs: 50,
    });
  });

  it('keeps finished mail 90 days unless SENT_MAIL_RETENTION_DAYS says otherwise, and names a bad value', () => {
    expect(readMailConfig({}).sentMailRetentionDays).toBe(90);
    expect(readMailConfig({ SENT_MAIL_RETENTION_DAYS: '30' }).sentMailRetentionDays).toBe(30);
    for (const value of ['0', 'ninety', '1.5'])
      expect(() => readMailConfig({ SENT_MAIL_RETENTION_DAYS: value })).toThrow(/SENT_MAIL_RETENTION_DAYS/);
  });
});
