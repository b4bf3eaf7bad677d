// The Arabic texts of the careers page, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/careers/texts.ar';
import '@/features/site/careers/job-load-texts.ar';
import '@/lib/i18n/job-terms.ar';
