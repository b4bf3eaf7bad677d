// The Arabic texts of the Umm Al Quwain page (no service highlights there), one chunk: see
// arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/company/local-area-texts.ar';
import '@/config/business.ar';
import '@/features/services/service-summaries.ar';
import '@/features/services/texts.ar';
