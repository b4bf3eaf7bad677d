import { Column } from 'typeorm';
import {
  APPLICATION_SOURCE_FIELDS,
  APPLICATION_SOURCE_LIMITS as LIMITS,
  type ApplicationSource,
} from '@uaq/contract';

/** An application's `source`, embedded in job_applications as `source<Field>` columns. */
export class ApplicationSourceColumns implements ApplicationSource {
  @Column({ type: 'varchar', length: LIMITS.utmSource, nullable: true })
  utmSource: string | null;

  @Column({ type: 'varchar', length: LIMITS.utmMedium, nullable: true })
  utmMedium: string | null;

  @Column({ type: 'varchar', length: LIMITS.utmCampaign, nullable: true })
  utmCampaign: string | null;

  /** A tracking link's code: applications per link are counted on it. */
  @Column({ type: 'varchar', length: LIMITS.ref, nullable: true })
  ref: string | null;

  @Column({ type: 'varchar', length: LIMITS.referrerDomain, nullable: true })
  referrerDomain: string | null;

  @Column({ type: 'varchar', length: LIMITS.heardFrom, nullable: true })
  heardFrom: string | null;
}

/** Every source field stored, null where none was given (HR's applications have none). */
export function applicationSource(input?: ApplicationSource): ApplicationSourceColumns {
  const source = new ApplicationSourceColumns();
  for (const field of APPLICATION_SOURCE_FIELDS) source[field] = input?.[field] ?? null;
  return source;
}
