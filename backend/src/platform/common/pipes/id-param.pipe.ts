import { PipeTransform } from '@nestjs/common';
import { parseRecordId } from '@uaq/contract';
import { NotFoundError, type PlainCode } from '../errors/app-error';

/**
 * Turns an `:id` path segment into a positive integer. Anything else cannot name a stored record,
 * so it answers the resource's own 404 text rather than a generic 400 (or a driver error: 500).
 */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: PlainCode) {}

  transform(value: string): number {
    const id = parseRecordId(value);
    if (id === null) throw new NotFoundError(this.notFoundMessage);
    return id;
  }
}
