// The Arabic texts of the services page, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/services/service-summaries.ar';
import '@/features/services/texts.ar';
import '@/features/services/service-highlights.ar';
