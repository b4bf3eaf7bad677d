import type { BadgeTone } from '@/components/ui/badge';

/** Completed: success, In Progress: warning, Planning: info, anything else: secondary (neutral). */
export function projectStatusTone(status: string): BadgeTone {
  if (status === 'Completed') return 'success';
  if (status === 'In Progress') return 'warning';
  if (status === 'Planning') return 'info';
  return 'neutral';
}
