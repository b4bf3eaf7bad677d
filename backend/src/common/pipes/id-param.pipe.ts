import { PipeTransform } from '@nestjs/common';
import { NotFoundError } from '../errors/app-error';

/**
 * Turns an `:id` path segment into a positive integer. Anything else cannot name a stored record,
 * so it answers the resource's own 404 text rather than a generic 400 (or a driver error: 500).
 */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
      throw new NotFoundError(this.notFoundMessage);
    }
    return Number(value);
  }
}
