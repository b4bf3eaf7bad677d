import { createHmac } from 'node:crypto';
import { serverInfo } from './server-info';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * The admin token global setup received, re-signed with the server's secret but expired an hour
 * ago: exactly what a browser holds the morning after a session.
 */
export function expiredAdminToken(): string {
  const [header, payload] = serverInfo().adminToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const expired = { ...claims, iat: now - 7200, exp: now - 3600 };
  const unsigned = `${header}.${base64url(JSON.stringify(expired))}`;
  const signature = createHmac('sha256', serverInfo().jwtSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}
