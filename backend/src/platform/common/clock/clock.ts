import { Injectable } from '@nestjs/common';

/**
 * The one "now" of the server: date rules (a job's closing day) and the scheduler's periods read
 * it, so a test moves time for all of them at once (`jest.spyOn(app.get(Clock), 'now')`) instead of
 * waiting for a real midnight. Provided once, app-wide, by ClockModule.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
