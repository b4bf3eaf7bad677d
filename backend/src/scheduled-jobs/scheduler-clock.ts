import { Injectable } from '@nestjs/common';

/** The scheduler's idea of now; tests move it (jest.spyOn(clock, 'now')) instead of waiting. */
@Injectable()
export class SchedulerClock {
  now(): number {
    return Date.now();
  }
}
