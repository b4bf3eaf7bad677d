import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';

/**
 * The scheduler's reading of the app's Clock, in milliseconds. Moving `Clock` moves it; kept as its
 * own class for one merge round only, because branches written against it spy on
 * `SchedulerClock.now` (a number). Then spy on Clock and fold this into ScheduledJobsService.
 */
@Injectable()
export class SchedulerClock {
  constructor(private readonly clock: Clock) {}

  now(): number {
    return this.clock.now().getTime();
  }
}
