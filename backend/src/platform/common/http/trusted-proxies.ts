import type { Express } from 'express';
import { lookup } from 'node:dns/promises';
import { isProxyHostName } from '../../config/app.config';

/** How often host names in TRUST_PROXY are looked up again (a proxy container may be replaced). */
const REFRESH_MS = 10_000;

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Express's `trust proxy` from TRUST_PROXY. Addresses, CIDRs and range names go to Express as they
 * are; a host name (the compose service `proxy`) is trusted at the addresses it resolves to, looked
 * up at start and every 10 s: a container's address is not known in advance (podman-compose ignores
 * a fixed subnet), and trusting the network's gateway would also believe any local process that
 * reaches the published port.
 */
export function trustProxies(app: Express, entries: false | string[]): void {
  const names = entries ? entries.filter(isProxyHostName) : [];
  const addresses = entries ? entries.filter((entry) => !isProxyHostName(entry)) : [];
  app.set('trust proxy', addresses.length > 0 ? addresses : false);
  if (names.length === 0) return;
  // Express compiles the addresses into a function: extended with the names' current addresses.
  const byAddress = app.get('trust proxy fn') as TrustFunction;
  let resolved = new Set<string>();
  const refresh = async (): Promise<void> => {
    const found = await Promise.all(
      names.map((name) => lookup(name, { all: true }).catch(() => [] as { address: string }[])),
    );
    resolved = new Set(found.flat().map(({ address }) => address));
  };
  void refresh();
  setInterval(() => void refresh(), REFRESH_MS).unref();
  const trust: TrustFunction = (address, hop) =>
    byAddress(address, hop) || resolved.has(address.replace(/^::ffff:/, ''));
  app.set('trust proxy', trust);
}
