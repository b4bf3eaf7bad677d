import { APPLICATION_STATUSES } from '@uaq/contract';
import { adminApplicationsTexts as t } from './texts';

/** The stages as every stage picker lists them (filters, a row's select, the bulk bars). */
export const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: t.status[status],
}));
