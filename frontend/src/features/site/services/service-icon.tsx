import {
  BellRing,
  ClipboardCheck,
  DoorOpen,
  Droplets,
  FireExtinguisher,
  Fan,
  Wrench,
  Zap,
  type LucideProps,
} from 'lucide-react';
import type { ServiceId } from '@/config/paths';

const ICONS: Record<ServiceId, (props: LucideProps) => React.ReactNode> = {
  'fire-alarm': BellRing,
  'fire-fighting': FireExtinguisher,
  'smoke-extraction': Fan,
  'emergency-exit': DoorOpen,
  'design-approvals': ClipboardCheck,
  electrical: Zap,
  plumbing: Droplets,
  maintenance: Wrench,
};

/** The service's icon (decorative: the service's name is always shown next to it). */
export function ServiceIcon({ id, size = 28 }: { id: ServiceId; size?: number }) {
  const Icon = ICONS[id];
  return <Icon size={size} aria-hidden="true" />;
}
