import { Injectable } from '@nestjs/common';

/**
 * The time rules with dates read (a job's closing day): one injectable, so a test can move "now"
 * (`jest.spyOn(app.get(Clock), 'now')`) instead of waiting for a real midnight.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
