/**
 * The API contract shared by the backend and the frontend (the `@uaq/contract` workspace package).
 * Plain types and constant lists only: no runtime dependency on Nest or React may enter it.
 * Backend DTOs and entities implement these shapes; the frontend's RTK Query endpoints return them.
 * One file per subject; this index only re-exports them.
 */
export * from './api.ts';
export * from './jobs.ts';
export * from './job-place.ts';
export * from './job-share.ts';
export * from './applications.ts';
export * from './enquiries.ts';
export * from './public-pages.ts';
export * from './public-page-data.ts';
export * from './site-constants.ts';
export * from './server-render.ts';
export * from './rules.ts';
export * from './email-address.ts';
export * from './site.ts';
export * from './quote.ts';
export * from './projects.ts';
export * from './team.ts';
export * from './username.ts';
export * from './mail.ts';
export * from './applicant-tracker.ts';
export * from './language.ts';
export * from './health-probes.ts';
export * from './job-closing.ts';
export * from './admin-session.ts';
export * from './application-source.ts';
export * from './hiring-reports.ts';
export * from './job-terms.ts';
export * from './numbers.ts';
export * from './interviews.ts';
export * from './scorecards.ts';
export * from './interviewer-desk.ts';
export * from './offers.ts';
export * from './application-board.ts';
export * from './status-moves.ts';
export * from './applicant-status.ts';
export * from './retention.ts';
export * from './legal-holds.ts';
export * from './mail-templates.ts';
export * from './whatsapp-chats.ts';
export * from './message-catalogue.ts';
export * from './page.ts';
export * from './arabic-content.ts';
export * from './csv.ts';
export * from './application-intake.ts';
export * from './candidates.ts';
export * from './text-preview.ts';
export * from './bidi.ts';
export * from './screening.ts';
