// The Arabic texts of the projects pages, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/projects/texts.ar';
import '@/features/site/services/service-summaries.ar';
