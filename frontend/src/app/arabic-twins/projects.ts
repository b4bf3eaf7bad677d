// The Arabic texts of the projects pages, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/projects/texts.ar';
import '@/features/services/service-summaries.ar';
