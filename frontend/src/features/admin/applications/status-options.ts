import { APPLICATION_STATUSES } from '@uaq/contract';
import { optionsOf } from '@/components/ui/fields';
import { useTexts } from '@/lib/i18n/texts';
import { adminApplicationsTexts } from './texts';

/** The stages as every stage picker lists them (filters, a row's select, the bulk bars). */
export function useStatusOptions() {
  return optionsOf(APPLICATION_STATUSES, useTexts(adminApplicationsTexts).status);
}
