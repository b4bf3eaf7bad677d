import type { ReactNode } from 'react';
import './badge.css';

/**
 * Tones: the feedback tones plus one per job/application status (same colours everywhere).
 * `statusTone(status)` maps any status text to its tone; unknown values are neutral (grey).
 */
export type BadgeTone =
  | 'neutral'
  | 'success'
  | 'warning'
  | 'info'
  | 'danger'
  | 'brand'
  | 'pending'
  | 'reviewing'
  | 'shortlisted'
  | 'interviewed'
  | 'hired'
  | 'rejected'
  | 'active'
  | 'inactive'
  | 'closed';

const STATUS_TONES = new Set<BadgeTone>([
  'pending',
  'reviewing',
  'shortlisted',
  'interviewed',
  'hired',
  'rejected',
  'active',
  'inactive',
  'closed',
]);

export function statusTone(status: string | null | undefined): BadgeTone {
  const key = (status ?? '').toLowerCase() as BadgeTone;
  return STATUS_TONES.has(key) ? key : 'neutral';
}

export interface BadgeProps {
  tone?: BadgeTone;
  /** Uppercase letters, as the admin's grouped view shows statuses. */
  uppercase?: boolean;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', uppercase = false, children, className }: BadgeProps) {
  return (
    <span className={`badge badge--${tone}${uppercase ? ' badge--upper' : ''} ${className ?? ''}`.trim()}>
      {children}
    </span>
  );
}
