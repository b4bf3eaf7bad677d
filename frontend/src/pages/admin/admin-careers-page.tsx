import { lazy, Suspense, useState } from 'react';
import type { SignedInAdmin } from '@uaq/contract';
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
import { TrackingLinksTab } from '@/features/admin/tracking-links/tracking-links-tab';
import { RetentionTab } from '@/features/admin/retention/retention-tab';
import { LogoutButton } from '@/features/admin/session/logout-button';
import { AdminLanguage, LanguageChoice } from '@/features/admin/session/admin-language';
import { useAdminSession } from '@/features/admin/session/use-admin-session';
import { useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { adminPageTexts } from './texts';
import { AdminStoreProvider } from '@/app/admin-store-provider';
import './admin-page.css';
import { useTexts } from '@/lib/i18n/texts';

// The chart library comes with this tab only, in its own chunk: the other tabs never load it.
const ReportsTab = lazy(() => import('@/features/admin/reports/reports-tab'));

const TAB_IDS = [
  'jobs',
  'applications',
  'board',
  'grouped',
  'reports',
  'tracking-links',
  'constants',
  'retention',
  'enquiries',
  'quotes',
  'projects',
  'outbox',
  'mail-templates',
  'account',
  'team',
  'audit',
] as const;
/** Tabs only an owner sees (the server refuses the others with 403 anyway). */
const OWNER_TABS: readonly TabId[] = ['team', 'audit'];
type TabId = (typeof TAB_IDS)[number];

function isTabId(value: string | null): value is TabId {
  return TAB_IDS.includes(value as TabId);
}

/** /admin/careers: the login overlay until there is a session, then the tabs, with live counts. */
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
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const isOwner = admin?.role === 'owner';
  const allowed = (id: TabId) => isOwner || !OWNER_TABS.includes(id);
  const selected: TabId = isTabId(requested) && allowed(requested) ? requested : 'jobs';

  const { data: jobs = [] } = useGetAdminJobsQuery();
  // Counts come from the servers' totals: a one-row page of each list, never the whole list.
  const { data: applications } = useGetAdminApplicationsQuery({ ...ALL_APPLICATIONS, pageSize: 1 });
  const { data: groups = [] } = useGetGroupedApplicationsQuery();
  const { data: enquiries } = useGetEnquiriesQuery({ ...ALL_ENQUIRIES, pageSize: 1 });
  const { data: open } = useGetEnquiriesQuery({ ...ALL_ENQUIRIES, handled: false, pageSize: 1 });
  // The count of new requests comes from the server (a one-row page carries the total).
  const { data: newQuotes } = useGetQuoteRequestsQuery({ status: 'new', pageSize: 1 });

  const items = [
    { id: 'jobs', label: t.tabs.jobs(jobs.length) },
    { id: 'applications', label: t.tabs.applications(applications?.meta.total ?? 0) },
    { id: 'board', label: t.tabs.board },
    { id: 'grouped', label: t.tabs.grouped(toGroupViews(groups).length) },
    { id: 'reports', label: t.tabs.reports },
    { id: 'tracking-links', label: t.tabs.trackingLinks },
    { id: 'constants', label: t.tabs.constants },
    { id: 'retention', label: t.tabs.retention },
    { id: 'enquiries', label: t.tabs.enquiries(open?.meta.total ?? 0, enquiries?.meta.total ?? 0) },
    { id: 'quotes', label: t.tabs.quotes(newQuotes?.meta.total ?? 0) },
    { id: 'projects', label: t.tabs.projects },
    { id: 'outbox', label: t.tabs.outbox },
    { id: 'mail-templates', label: t.tabs.mailTemplates },
    { id: 'account', label: t.tabs.account },
    ...(isOwner
      ? [
          { id: 'team', label: t.tabs.team },
          { id: 'audit', label: t.tabs.audit },
        ]
      : []),
  ];

  // Each tab opens on its own bare address: one tab's page and filters are not another's. (A tab
  // with unsaved edits asks first: the address changes, see UnsavedChangesGuard.)
  const select = (id: string) =>
    setSearchParams(id === 'jobs' ? {} : { tab: id }, { replace: true, preventScrollReset: true });

  return (
    <Tabs items={items} selectedId={selected} onSelect={select} label={t.tabsLabel}>
      {selected === 'jobs' ? <JobsTab /> : null}
      {selected === 'applications' ? <ApplicationsTab jobs={jobs} /> : null}
      {selected === 'board' ? <ApplicationBoard jobs={jobs} /> : null}
      {selected === 'grouped' ? <GroupedTab /> : null}
      {selected === 'constants' ? <ConstantsTab /> : null}
      {selected === 'enquiries' ? <EnquiriesTab /> : null}
      {selected === 'quotes' ? <QuotesTab /> : null}
      {selected === 'projects' ? <ProjectsTab /> : null}
      {selected === 'outbox' ? <OutboxTab /> : null}
      {selected === 'retention' ? <RetentionTab /> : null}
      {selected === 'mail-templates' ? <MailTemplatesTab /> : null}
      {selected === 'tracking-links' ? <TrackingLinksTab jobs={jobs} /> : null}
      {selected === 'reports' ? (
        <Suspense fallback={<LoadingText>{t.reportsLoading}</LoadingText>}>
          <ReportsTab jobs={jobs} />
        </Suspense>
      ) : null}
      {selected === 'account' && admin ? <AccountTab admin={admin} /> : null}
      {selected === 'team' ? <TeamTab /> : null}
      {selected === 'audit' ? <AuditTab /> : null}
    </Tabs>
  );
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
