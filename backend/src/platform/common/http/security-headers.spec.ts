import { securityHeaders, type SecurityHeaderSettings } from './security-headers';

const headersFor = (settings: SecurityHeaderSettings) => new Map(securityHeaders(settings));

describe('securityHeaders', () => {
  it('tells browsers to use HTTPS only for a production site whose public address is HTTPS', () => {
    const https = headersFor({ isProduction: true, publicUrl: 'https://www.example.ae' });
    expect(https.get('Content-Security-Policy')).toContain('upgrade-insecure-requests');
    expect(https.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });

  it.each([
    ['a plain-HTTP trial on a LAN address', { isProduction: true, publicUrl: 'http://192.168.1.20:3000' }],
    ['development', { isProduction: false, publicUrl: 'https://www.example.ae' }],
  ])('leaves assets on the address they were asked from for %s', (_case, settings) => {
    const headers = headersFor(settings);
    expect(headers.get('Content-Security-Policy')).not.toContain('upgrade-insecure-requests');
    expect(headers.has('Strict-Transport-Security')).toBe(false);
    // The rest of the policy is the same.
    expect(headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });
});
