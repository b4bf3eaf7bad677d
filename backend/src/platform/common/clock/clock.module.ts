import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

/** Global, so every feature shares the one Clock instance a test moves. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
