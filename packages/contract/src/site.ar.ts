/**
 * The Arabic of the site's names everyone reads (the services), shared by the Arabic pages, the
 * admin area and the e-mails. Imported as `@uaq/contract/site.ar`, never through the index, so
 * English pages never carry it.
 */
import type { SERVICE_NAMES } from './site.ts';
import type { Translation } from './language.ts';

/** Short names of the services, for menus, sidebars, footers and e-mails. */
export const SERVICE_NAMES_AR: Translation<typeof SERVICE_NAMES> = {
  'fire-alarm': 'أنظمة إنذار الحريق',
  'fire-fighting': 'أنظمة مكافحة الحريق',
  'smoke-extraction': 'أنظمة شفط الدخان',
  'emergency-exit': 'إنارة الطوارئ ولافتات المخارج',
  'design-approvals': 'التصميم وموافقات الدفاع المدني',
  electrical: 'الأعمال الكهربائية',
  plumbing: 'أعمال السباكة',
  maintenance: 'الصيانة وعقود الصيانة السنوية',
};
