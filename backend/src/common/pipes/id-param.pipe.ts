import { PipeTransform } from '@nestjs/common';
import { NotFoundError } from '../errors/app-error';

/** The largest id an INT column holds. */
const MAX_RECORD_ID = 2_147_483_647;

/** A positive integer id written canonically (`42`, not `042` or `4.2e1`), or null. */
export function parseRecordId(value: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_RECORD_ID) return null;
  return Number(value);
}

/**
 * Turns an `:id` path segment into a positive integer. Anything else cannot name a stored record,
 * so it answers the resource's own 404 text rather than a generic 400 (or a driver error: 500).
 */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    const id = parseRecordId(value);
    if (id === null) throw new NotFoundError(this.notFoundMessage);
    return id;
  }
}
