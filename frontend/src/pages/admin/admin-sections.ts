import type { AdminRole } from '@uaq/contract';

/**
 * The admin's areas and their tabs, in order (decisions.md, "Admin areas"). A tab is addressed by
 * its id (`?tab=mail-templates`: HR's links and bookmarks use them) and selects its area; an area
 * opens on its first tab unless another was used in it during the visit.
 */
export const ADMIN_AREAS = [
  {
    id: 'hiring',
    tabs: [
      'jobs',
      'applications',
      'candidates',
      'board',
      'grouped',
      'reports',
      'tracking-links',
      'mail-templates',
      'my-interviews',
    ],
  },
  { id: 'website', tabs: ['enquiries', 'quotes', 'projects', 'constants'] },
  { id: 'settings', tabs: ['account', 'team', 'audit', 'retention', 'outbox'] },
] as const;
export type AreaId = (typeof ADMIN_AREAS)[number]['id'];
export type TabId = (typeof ADMIN_AREAS)[number]['tabs'][number];

/** The tab a bare /admin/careers opens. */
export const DEFAULT_TAB: TabId = 'jobs';

/** Tabs only an owner sees (the server refuses the others with 403 anyway). */
const OWNER_TABS: readonly TabId[] = ['team', 'audit'];

const AREA_OF = Object.fromEntries(
  ADMIN_AREAS.flatMap((area) => area.tabs.map((tab) => [tab, area.id])),
) as Record<TabId, AreaId>;

export function isTabId(value: string | null): value is TabId {
  return value !== null && Object.hasOwn(AREA_OF, value);
}

export function areaOf(tab: TabId): AreaId {
  return AREA_OF[tab];
}

/** All an interviewer sees: the interviews it sits on, and its own account (the server refuses the rest). */
const INTERVIEWER_TABS: readonly TabId[] = ['my-interviews', 'account'];

export function tabAllowed(tab: TabId, role: AdminRole | undefined): boolean {
  if (role === 'interviewer') return INTERVIEWER_TABS.includes(tab);
  return role === 'owner' || !OWNER_TABS.includes(tab);
}

/** The tab a bare /admin/careers opens for this role. */
export function defaultTabFor(role: AdminRole | undefined): TabId {
  return role === 'interviewer' ? 'my-interviews' : DEFAULT_TAB;
}

/** The tabs of `area` this role sees, in order. */
export function tabsOf(area: AreaId, role: AdminRole | undefined): TabId[] {
  const tabs: readonly TabId[] = ADMIN_AREAS.find((candidate) => candidate.id === area)?.tabs ?? [];
  return tabs.filter((tab) => tabAllowed(tab, role));
}
