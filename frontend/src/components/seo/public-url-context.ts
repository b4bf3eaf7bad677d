import { createContext } from 'react';

/** The site's public origin (PUBLIC_URL on the server; the canonical link's origin in the browser). */
export const PublicUrlContext = createContext<string>('');
