// The Arabic texts of the contact page (its form's contract messages included), one chunk: see
// arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/contact/texts.ar';
import '@/config/business.ar';
import '@/lib/i18n/enquiry-messages.ar';
import '@/lib/i18n/phone-messages.ar';
