import { PipeTransform } from '@nestjs/common';
import { InvalidInputError } from '../common/errors/app-error';

const MAX_INT_ID = 2_147_483_647;

/** An `:id` path segment must be a positive integer that fits the id column; else 400, never a driver error. */
export class EnquiryIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_INT_ID) {
      throw new InvalidInputError('The enquiry id must be a positive whole number.');
    }
    return Number(value);
  }
}
