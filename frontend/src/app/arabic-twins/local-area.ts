// The Arabic texts of the Umm Al Quwain page (no service highlights there), one chunk: see
// arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/company/local-area-texts.ar';
import '@/config/business.ar';
import '@/features/site/services/service-summaries.ar';
import '@/features/site/services/texts.ar';
