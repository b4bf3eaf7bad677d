import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/** Opts a route out of the global admin guard. Every route without it requires an admin token. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
