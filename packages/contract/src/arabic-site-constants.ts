/**
 * The company details shown as text, in Arabic: the registered Arabic trade name and the
 * address, seeded once by their own migration and editable in the admin area next to the English
 * `companyName` and `officeLocation`. Arabic pages show them; where one is blank, the English shows,
 * marked as English. Imported as `@uaq/contract/arabic-site-constants` so English pages never carry it.
 */
export const ARABIC_SITE_CONSTANTS = {
  companyNameAr: 'شركة الراس لأنظمة الحريق والسلامة ذ.م.م.',
  officeLocationAr: 'الراس، أم القيوين، الإمارات العربية المتحدة',
} as const;
