import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/seo/page-meta';
import { AdminShell } from '@/components/layout/admin-shell';
import { LoadingText } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import {
  useGetAdminApplicationsQuery,
  useGetGroupedApplicationsQuery,
} from '@/features/admin-applications/admin-applications-api';
import { toGroupViews } from '@/features/admin-applications/application-display';
import { NO_APPLICATION_FILTERS } from '@/features/admin-applications/application-filters';
import { ApplicationsTab } from '@/features/admin-applications/applications-tab';
import { GroupedTab } from '@/features/admin-applications/grouped-tab';
import { ConstantsTab } from '@/features/admin-constants/constants-editor';
import { useGetEnquiriesQuery } from '@/features/admin-enquiries/admin-enquiries-api';
import { EnquiriesTab } from '@/features/admin-enquiries/enquiries-tab';
import { useGetQuoteRequestsQuery } from '@/features/admin-quotes/admin-quotes-api';
import { QuotesTab } from '@/features/admin-quotes/quotes-tab';
import { ProjectsTab } from '@/features/admin-projects/projects-tab';
import { useGetAdminJobsQuery } from '@/features/admin-jobs/admin-jobs-api';
import { JobsTab } from '@/features/admin-jobs/jobs-tab';
import { LoginOverlay } from '@/features/admin-session/login-overlay';
import { LogoutButton } from '@/features/admin-session/logout-button';
import { useAdminSession } from '@/features/admin-session/use-admin-session';
import { useSiteConstants } from '@/features/site-constants/use-site-constants';
import { adminPageTexts as t } from './texts';
import { AdminStoreProvider } from '@/app/admin-store-provider';
import './admin-page.css';

const TAB_IDS = ['jobs', 'applications', 'grouped', 'constants', 'enquiries', 'quotes', 'projects'] as const;
type TabId = (typeof TAB_IDS)[number];

function isTabId(value: string | null): value is TabId {
  return TAB_IDS.includes(value as TabId);
}

/** /admin/careers: the login overlay until there is a session, then the five tabs with live counts. */
function AdminCareersPage() {
  const session = useAdminSession();
  const { company } = useSiteConstants();
  // The panel opens once the session is confirmed and stays (under the overlay) when a token expires,
  // so nothing typed is lost; an explicit logout closes it.
  const [panelOpen, setPanelOpen] = useState(false);
  if (session.isAuthenticated && !session.isChecking && !panelOpen) setPanelOpen(true);

  return (
    <AdminShell
      title={t.heading}
      companyName={company.name}
      actions={session.isAuthenticated ? <LogoutButton onLoggedOut={() => setPanelOpen(false)} /> : null}
    >
      <PageMeta title={t.meta.title} description={t.meta.description} noindex />
      {session.isChecking && !panelOpen ? <LoadingText>{t.checking}</LoadingText> : null}
      {panelOpen ? (
        <div inert={!session.isAuthenticated}>
          <AdminTabs />
        </div>
      ) : null}
      {!session.isAuthenticated ? <LoginOverlay /> : null}
    </AdminShell>
  );
}

function AdminTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: TabId = isTabId(requested) ? requested : 'jobs';

  const { data: jobs = [] } = useGetAdminJobsQuery();
  const { data: applications = [] } = useGetAdminApplicationsQuery(NO_APPLICATION_FILTERS);
  const { data: groups = [] } = useGetGroupedApplicationsQuery();
  const { data: enquiries = [] } = useGetEnquiriesQuery();
  const unhandled = enquiries.filter((enquiry) => !enquiry.handled).length;
  // The count of new requests comes from the server (a one-row page carries the total).
  const { data: newQuotes } = useGetQuoteRequestsQuery({ status: 'new', pageSize: 1 });

  const items = [
    { id: 'jobs', label: t.tabs.jobs(jobs.length) },
    { id: 'applications', label: t.tabs.applications(applications.length) },
    { id: 'grouped', label: t.tabs.grouped(toGroupViews(groups).length) },
    { id: 'constants', label: t.tabs.constants },
    { id: 'enquiries', label: t.tabs.enquiries(unhandled, enquiries.length) },
    { id: 'quotes', label: t.tabs.quotes(newQuotes?.meta.total ?? 0) },
    { id: 'projects', label: t.tabs.projects },
  ];

  const select = (id: string) =>
    setSearchParams(id === 'jobs' ? {} : { tab: id }, { replace: true, preventScrollReset: true });

  return (
    <Tabs items={items} selectedId={selected} onSelect={select} label={t.tabsLabel}>
      {selected === 'jobs' ? <JobsTab /> : null}
      {selected === 'applications' ? <ApplicationsTab jobs={jobs} /> : null}
      {selected === 'grouped' ? <GroupedTab /> : null}
      {selected === 'constants' ? <ConstantsTab /> : null}
      {selected === 'enquiries' ? <EnquiriesTab /> : null}
      {selected === 'quotes' ? <QuotesTab /> : null}
      {selected === 'projects' ? <ProjectsTab /> : null}
    </Tabs>
  );
}

export default function AdminCareersPageRoute() {
  return (
    <AdminStoreProvider>
      <AdminCareersPage />
    </AdminStoreProvider>
  );
}
