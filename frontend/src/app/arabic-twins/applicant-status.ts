// The Arabic texts of the applicant's status page (its forms' contract messages included), one
// chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/applicant-status/texts.ar';
import '@/config/business.ar';
import '@/lib/i18n/application-messages.ar';
import '@/lib/i18n/phone-messages.ar';
