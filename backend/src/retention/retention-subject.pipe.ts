import type { PipeTransform } from '@nestjs/common';
import { MESSAGE_CODES, RETENTION_SUBJECTS, type RetentionSubject } from '@uaq/contract';
import { NotFoundError } from '../platform/common/errors/app-error';

/** The `:subject` path segment: anything but a known kind names no record (404, like a bad id). */
export class RetentionSubjectPipe implements PipeTransform<string, RetentionSubject> {
  transform(value: string): RetentionSubject {
    const subject = RETENTION_SUBJECTS.find((known) => known === value);
    if (!subject) throw new NotFoundError(MESSAGE_CODES.retention.recordNotFound);
    return subject;
  }
}
