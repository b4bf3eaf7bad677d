// The Arabic texts of the services page, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/services/service-summaries.ar';
import '@/features/site/services/texts.ar';
import '@/features/site/services/service-highlights.ar';
