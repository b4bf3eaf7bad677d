import { Home, SearchX } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { smallPageTexts } from './texts';
import './simple-page.css';
import { useTexts } from '@/lib/i18n/texts';

/** Any unknown address (status 404 from its route's loader). */
export default function NotFoundPage() {
  const t = useTexts(smallPageTexts).notFound;
  return (
    <section className="section simple-page">
      <PageMeta title={t.title} description={t.description} noindex />
      <div className="container simple-page__inner">
        <SearchX className="simple-page__icon" size={56} aria-hidden="true" />
        <h1>{t.heading}</h1>
        <p className="simple-page__lead">{t.body}</p>
        <ButtonLink to={paths.home.to()} icon={<Home />}>
          {t.home}
        </ButtonLink>
      </div>
    </section>
  );
}
