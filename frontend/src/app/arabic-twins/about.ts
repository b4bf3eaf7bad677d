// The Arabic texts of the about page, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/company/about-texts.ar';
