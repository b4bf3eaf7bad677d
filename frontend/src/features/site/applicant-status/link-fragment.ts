import { useSyncExternalStore } from 'react';
import { APPLICANT_STATUS_FRAGMENT } from '@uaq/contract';

/** What the address's fragment carries: a status token, an e-mail change token, or nothing. */
export type LinkFragment =
  { kind: 'status'; token: string } | { kind: 'email-change'; token: string } | { kind: 'none' };

const NONE: LinkFragment = { kind: 'none' };

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * The token of the link, read from the fragment: browsers never send a fragment to a server, so the
 * token stays out of access logs and Referer headers. The server renders the page without it.
 */
export function useLinkFragment(): LinkFragment {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  const status = parameters.get(APPLICANT_STATUS_FRAGMENT.token);
  if (status) return { kind: 'status', token: status };
  const emailChange = parameters.get(APPLICANT_STATUS_FRAGMENT.emailChange);
  if (emailChange) return { kind: 'email-change', token: emailChange };
  return NONE;
}
