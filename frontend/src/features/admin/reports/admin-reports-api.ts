import type {
  ApplicationsOverTimeReport,
  HiringReportQuery,
  ReferralsReport,
  SourceBreakdownQuery,
  SourceBreakdownReport,
  SourceEffectivenessReport,
  StageDurationsReport,
  StageFunnelReport,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

const params = ({ from, to, jobId }: HiringReportQuery) => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
  ...(jobId ? { jobId } : {}),
});

/** The reports; each refetches when HR changes the range or the job (new query arguments). */
export const adminReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationsOverTime: build.query<ApplicationsOverTimeReport, HiringReportQuery>({
      query: (query) => ({ url: '/admin/reports/applications-over-time', params: params(query) }),
      transformResponse: (response: unknown) => unwrapData(response as ApplicationsOverTimeReport),
      providesTags: ['Application'],
    }),
    getStageFunnel: build.query<StageFunnelReport, HiringReportQuery>({
      query: (query) => ({ url: '/admin/reports/funnel', params: params(query) }),
      transformResponse: (response: unknown) => unwrapData(response as StageFunnelReport),
      providesTags: ['Application'],
    }),
    getStageDurations: build.query<StageDurationsReport, HiringReportQuery>({
      query: (query) => ({ url: '/admin/reports/durations', params: params(query) }),
      transformResponse: (response: unknown) => unwrapData(response as StageDurationsReport),
      providesTags: ['Application'],
    }),
    getSourceEffectiveness: build.query<SourceEffectivenessReport, HiringReportQuery>({
      query: (query) => ({ url: '/admin/reports/sources', params: params(query) }),
      transformResponse: (response: unknown) => unwrapData(response as SourceEffectivenessReport),
      providesTags: ['Application'],
    }),
    getReferrals: build.query<ReferralsReport, HiringReportQuery>({
      query: (query) => ({ url: '/admin/reports/referrals', params: params(query) }),
      transformResponse: (response: unknown) => unwrapData(response as ReferralsReport),
      providesTags: ['Application'],
    }),
    getSourceBreakdown: build.query<SourceBreakdownReport, SourceBreakdownQuery>({
      query: (query) => ({
        url: '/admin/reports/source-breakdown',
        params: { ...params(query), by: query.by },
      }),
      transformResponse: (response: unknown) => unwrapData(response as SourceBreakdownReport),
      providesTags: ['Application'],
    }),
  }),
});

export const {
  useGetReferralsQuery,
  useGetApplicationsOverTimeQuery,
  useGetStageFunnelQuery,
  useGetStageDurationsQuery,
  useGetSourceEffectivenessQuery,
  useGetSourceBreakdownQuery,
} = adminReportsApi;
