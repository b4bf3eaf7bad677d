// The Arabic texts of the home page, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/company/home-texts.ar';
import '@/features/services/service-summaries.ar';
