// The tracker's board by stage: one column per APPLICATION_STATUSES entry, paged on the server.
import type { ApplicationStatus } from './applications.ts';

/** Cards per column page ("Load more" asks for the next page). */
export const BOARD_COLUMN_SIZE = 20;

/** Query of GET /api/admin/application-board: one column's page, with the list's cheap filters. */
export interface BoardColumnQuery {
  status: ApplicationStatus;
  /** From 1. */
  page?: number;
  jobId?: number;
  q?: string;
}

/** A card: what HR needs to recognise an applicant at a glance. */
export interface ApplicationCard {
  id: number;
  fullName: string;
  phone: string;
  jobId: number | null;
  /** The job's title when it still exists, else the position applied for. */
  jobTitle: string;
  status: ApplicationStatus;
  /** When the application arrived (ISO 8601). */
  appliedAt: string;
  hasResume: boolean;
  /** An answer to a screening question did not qualify (HR decides; nothing is sent). */
  knockedOut: boolean;
}

/** One page of a column, newest first, with how many applications the column holds in all. */
export interface BoardColumnPage {
  status: ApplicationStatus;
  page: number;
  pageSize: number;
  total: number;
  cards: ApplicationCard[];
}
