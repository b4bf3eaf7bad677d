// The Arabic texts of the privacy and terms pages, one chunk: see arabicPage in ../router.tsx.
import '@/components/layout/texts.ar';
import '@/features/site/legal/texts.ar';
