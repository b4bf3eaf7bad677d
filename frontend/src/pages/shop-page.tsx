import { ShoppingBag } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { smallPageTexts } from './texts';
import './simple-page.css';
import { useTexts } from '@/lib/i18n/texts';

export default function ShopPage() {
  const t = useTexts(smallPageTexts).shop;
  return (
    <section className="section simple-page">
      <PageMeta title={t.title} description={t.description} canonicalPath={paths.shop.to()} />
      <div className="container simple-page__inner">
        <ShoppingBag className="simple-page__icon" size={56} aria-hidden="true" />
        <h1>{t.heading}</h1>
        <p className="simple-page__lead">{t.body}</p>
        <ButtonLink to={paths.contact.to()}>{t.cta}</ButtonLink>
      </div>
    </section>
  );
}
