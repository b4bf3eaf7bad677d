import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Briefcase, Globe, Settings, type LucideIcon } from 'lucide-react';
import type { AdminJob, SignedInAdmin } from '@uaq/contract';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { AdminShell } from '@/components/layout/admin-shell';
import { LoadingText } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import {
  useGetAdminApplicationsQuery,
  useGetGroupedApplicationsQuery,
} from '@/features/admin/applications/admin-applications-api';
import { toGroupViews } from '@/features/admin/applications/application-display';
import { ALL_APPLICATIONS } from '@/features/admin/applications/application-filters';
import { LiveNoticeProvider } from '@/components/ui/live-notice';
import { ApplicationBoard } from '@/features/admin/applications/application-board';
import { ApplicationsTab } from '@/features/admin/applications/applications-tab';
import { GroupedTab } from '@/features/admin/applications/grouped-tab';
import { ConstantsTab } from '@/features/admin/constants/constants-editor';
import { ALL_ENQUIRIES, useGetEnquiriesQuery } from '@/features/admin/enquiries/admin-enquiries-api';
import { EnquiriesTab } from '@/features/admin/enquiries/enquiries-tab';
import { useGetQuoteRequestsQuery } from '@/features/admin/quotes/admin-quotes-api';
import { QuotesTab } from '@/features/admin/quotes/quotes-tab';
import { ProjectsTab } from '@/features/admin/projects/projects-tab';
import { useGetAdminJobsQuery } from '@/features/admin/jobs/admin-jobs-api';
import { JobsTab } from '@/features/admin/jobs/jobs-tab';
import { AuditTab } from '@/features/admin/audit/audit-tab';
import { AccountTab, PendingStep } from '@/features/admin/session/account-tab';
import { OutboxTab } from '@/features/admin/outbox/outbox-tab';
import { MailTemplatesTab } from '@/features/admin/mail-templates/mail-templates-tab';
import { LoginOverlay } from '@/features/admin/session/login-overlay';
import { TeamTab } from '@/features/admin/team/team-tab';
import { MyInterviewsTab } from '@/features/admin/interviewer/my-interviews-tab';
import { CandidatesTab } from '@/features/admin/applications/candidates/candidates-tab';
import { candidatesTexts } from '@/features/admin/applications/candidates/candidates-texts';
import { TrackingLinksTab } from '@/features/admin/tracking-links/tracking-links-tab';
import { RetentionTab } from '@/features/admin/retention/retention-tab';
import { LogoutButton } from '@/features/admin/session/logout-button';
import { AdminLanguage, LanguageChoice } from '@/features/admin/session/admin-language';
import { useAdminSession } from '@/features/admin/session/use-admin-session';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { adminPageTexts } from './texts';
import {
  ADMIN_AREAS,
  areaOf,
  defaultTabFor,
  isTabId,
  tabAllowed,
  tabsOf,
  type AreaId,
  type TabId,
} from './admin-sections';
import { AdminAreaNav, type AdminAreaLink } from '@/components/admin/admin-area-nav';
import { adminAreasTexts } from '@/components/admin/admin-areas-texts';
import { AdminStoreProvider } from '@/app/admin-store-provider';
import './admin-page.css';
import { useTexts } from '@/lib/i18n/texts';

// The chart library comes with this tab only, in its own chunk: the other tabs never load it.
const ReportsTab = lazy(() => import('@/features/admin/reports/reports-tab'));

const AREA_ICONS: Record<AreaId, LucideIcon> = { hiring: Briefcase, website: Globe, settings: Settings };

/** /admin/careers: the login overlay until there is a session, then the areas and their tabs, with live counts. */
function AdminCareersPage() {
  const t = useTexts(adminPageTexts);
  const session = useAdminSession();
  const { company } = useSiteConstants();
  // The panel opens once the session is confirmed and stays (under the overlay) when a token expires,
  // so nothing typed is lost; an explicit logout closes it.
  const [panelOpen, setPanelOpen] = useState(false);
  if (session.isAuthenticated && !session.isChecking && !panelOpen) setPanelOpen(true);

  return (
    <LiveNoticeProvider>
      <AdminShell
        title={t.heading}
        companyName={company.name}
        companyNameLang={company.nameLang}
        actions={
          session.isAuthenticated ? (
            <>
              {session.admin ? <LanguageChoice /> : null}
              <LogoutButton onLoggedOut={() => setPanelOpen(false)} />
            </>
          ) : null
        }
      >
        <PageMeta title={t.meta.title} description={t.meta.description} noindex />
        {session.isChecking && !panelOpen ? <LoadingText>{t.checking}</LoadingText> : null}
        {panelOpen && session.admin?.pending ? <PendingStep admin={session.admin} /> : null}
        {panelOpen && !session.admin?.pending ? (
          <div inert={!session.isAuthenticated}>
            <AdminTabs admin={session.admin} />
          </div>
        ) : null}
        {!session.isAuthenticated ? <LoginOverlay /> : null}
      </AdminShell>
    </LiveNoticeProvider>
  );
}

interface AdminTabsProps {
  admin: SignedInAdmin | null;
}

function AdminTabs({ admin }: AdminTabsProps) {
  const t = useTexts(adminPageTexts);
  const areaTexts = useTexts(adminAreasTexts);
  const candidateTexts = useTexts(candidatesTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const role = admin?.role;
  const home = defaultTabFor(role);
  const selected: TabId = isTabId(requested) && tabAllowed(requested, role) ? requested : home;
  const area = areaOf(selected);
  // The tab last used in each area during this visit: going back to an area opens it again.
  const [lastUsed, setLastUsed] = useState<Partial<Record<AreaId, TabId>>>({});
  if (lastUsed[area] !== selected) setLastUsed({ ...lastUsed, [area]: selected });

  // An interviewer reads no list but its own interviews: no counts are asked for.
  const { jobs, count } = useLiveCounts(role === 'interviewer');
  const newApplications = count.pendingApplications;
  const waitingOnWebsite = count.unhandledEnquiries + count.newQuotes;

  const labels: Record<TabId, ReactNode> = {
    jobs: t.tabs.jobs(jobs.length),
    applications: t.tabs.applications(count.applications),
    candidates: candidateTexts.tab,
    board: t.tabs.board,
    grouped: t.tabs.grouped(count.jobsWithApplications),
    reports: t.tabs.reports,
    'tracking-links': t.tabs.trackingLinks,
    'mail-templates': t.tabs.mailTemplates,
    enquiries: t.tabs.enquiries(count.unhandledEnquiries, count.enquiries),
    quotes: t.tabs.quotes(count.newQuotes),
    projects: t.tabs.projects,
    constants: t.tabs.constants,
    account: t.tabs.account,
    team: t.tabs.team,
    audit: t.tabs.audit,
    retention: t.tabs.retention,
    outbox: t.tabs.outbox,
    'my-interviews': t.tabs.myInterviews,
  };
  const counts: Partial<Record<AreaId, { value: number; description: string }>> =
    role === 'interviewer'
      ? {}
      : {
          hiring: { value: newApplications, description: areaTexts.counts.hiring(newApplications) },
          website: { value: waitingOnWebsite, description: areaTexts.counts.website(waitingOnWebsite) },
        };

  // Each tab opens on its own bare address: one tab's page and filters are not another's. (A tab
  // with unsaved edits asks first: the address changes, see UnsavedChangesGuard.)
  const addressOf = (tab: TabId) => (tab === home ? '' : `?${new URLSearchParams({ tab })}`);
  const select = (id: string) =>
    setSearchParams(addressOf(id as TabId), { replace: true, preventScrollReset: true });
  // An area with no tab for this role is not shown (an interviewer's: hiring and settings, one tab each).
  const areas: AdminAreaLink[] = ADMIN_AREAS.filter(({ id }) => tabsOf(id, role).length > 0).map(
    ({ id }) => ({
      id,
      label: areaTexts.areas[id],
      icon: AREA_ICONS[id],
      // The current area's link is the address as it is, filters included.
      to:
        id === area
          ? { search: searchParams.toString() }
          : { search: addressOf(lastUsed[id] ?? tabsOf(id, role)[0]) },
      current: id === area,
      count: counts[id],
    }),
  );

  return (
    <>
      <AdminAreaNav label={t.tabsLabel} areas={areas} />
      <Tabs
        items={tabsOf(area, role).map((id) => ({ id, label: labels[id] }))}
        selectedId={selected}
        onSelect={select}
        label={areaTexts.areas[area]}
      >
        <TabContent tab={selected} jobs={jobs} admin={admin} />
      </Tabs>
    </>
  );
}

/** The jobs and the counts the areas and tabs show, kept live by the lists' cache tags. */
function useLiveCounts(skip: boolean) {
  const { data: jobs = [] } = useGetAdminJobsQuery(undefined, { skip });
  // Counts come from the servers' totals: a one-row page of each list, never the whole list.
  const { data: applications } = useGetAdminApplicationsQuery({ ...ALL_APPLICATIONS, pageSize: 1 }, { skip });
  const { data: pending } = useGetAdminApplicationsQuery(
    { ...ALL_APPLICATIONS, status: 'pending', pageSize: 1 },
    { skip },
  );
  const { data: groups = [] } = useGetGroupedApplicationsQuery(undefined, { skip });
  const { data: enquiries } = useGetEnquiriesQuery({ ...ALL_ENQUIRIES, pageSize: 1 }, { skip });
  const { data: open } = useGetEnquiriesQuery({ ...ALL_ENQUIRIES, handled: false, pageSize: 1 }, { skip });
  const { data: newQuotes } = useGetQuoteRequestsQuery({ status: 'new', pageSize: 1 }, { skip });
  return {
    jobs,
    count: {
      applications: applications?.meta.total ?? 0,
      pendingApplications: pending?.meta.total ?? 0,
      jobsWithApplications: toGroupViews(groups).length,
      enquiries: enquiries?.meta.total ?? 0,
      unhandledEnquiries: open?.meta.total ?? 0,
      newQuotes: newQuotes?.meta.total ?? 0,
    },
  };
}

/** What a tab shows. */
function TabContent({ tab, jobs, admin }: { tab: TabId; jobs: AdminJob[]; admin: SignedInAdmin | null }) {
  const t = useTexts(adminPageTexts);
  switch (tab) {
    case 'jobs':
      return <JobsTab />;
    case 'applications':
      return <ApplicationsTab jobs={jobs} />;
    case 'candidates':
      return <CandidatesTab jobs={jobs} />;
    case 'board':
      return <ApplicationBoard jobs={jobs} />;
    case 'grouped':
      return <GroupedTab />;
    case 'reports':
      return (
        <Suspense fallback={<LoadingText>{t.reportsLoading}</LoadingText>}>
          <ReportsTab jobs={jobs} />
        </Suspense>
      );
    case 'tracking-links':
      return <TrackingLinksTab jobs={jobs} />;
    case 'mail-templates':
      return <MailTemplatesTab />;
    case 'enquiries':
      return <EnquiriesTab />;
    case 'quotes':
      return <QuotesTab />;
    case 'projects':
      return <ProjectsTab />;
    case 'constants':
      return <ConstantsTab />;
    case 'account':
      return admin ? <AccountTab admin={admin} /> : null;
    case 'team':
      return <TeamTab />;
    case 'audit':
      return <AuditTab />;
    case 'retention':
      return <RetentionTab />;
    case 'outbox':
      return <OutboxTab />;
    case 'my-interviews':
      return <MyInterviewsTab />;
  }
}

export default function AdminCareersPageRoute() {
  return (
    <AdminStoreProvider>
      <AdminLanguage>
        <AdminCareersPage />
      </AdminLanguage>
    </AdminStoreProvider>
  );
}
