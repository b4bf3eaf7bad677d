// The Arabic texts of the job application page (its form's contract messages included), one chunk:
// see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/apply/texts.ar';
import '@/features/site/careers/job-load-texts.ar';
import '@/lib/i18n/application-messages.ar';
import '@/lib/i18n/job-closing-messages.ar';
import '@/lib/i18n/job-terms.ar';
import '@/lib/i18n/phone-messages.ar';
