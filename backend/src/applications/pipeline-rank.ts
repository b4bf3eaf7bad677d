import { PIPELINE_STAGES, type ApplicationStatus, type PipelineStage } from '@uaq/contract';

/** A status's place in the pipeline (pending 0 … hired 4); rejected is not a stage. */
export function pipelineRank(status: ApplicationStatus): number | null {
  const rank = PIPELINE_STAGES.indexOf(status as PipelineStage);
  return rank < 0 ? null : rank;
}

/** The furthest stage an application has reached once it moves to `status`: it never goes down. */
export function furthestRankAfter(furthest: number, status: ApplicationStatus): number {
  return Math.max(furthest, pipelineRank(status) ?? 0);
}

/** Whole hours from `from` to `to` (a stay in a stage), never below zero. */
export function wholeHoursBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 3_600_000));
}
