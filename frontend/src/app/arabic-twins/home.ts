// The Arabic texts of the home page, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/company/home-texts.ar';
import '@/features/site/services/service-summaries.ar';
