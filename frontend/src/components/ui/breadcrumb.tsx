import { Link } from '@/lib/i18n/links';
import { ChevronRight } from 'lucide-react';
import { layoutTexts } from '@/components/layout/texts';
import { useTexts } from '@/lib/i18n/texts';
import './breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  to?: string;
  /** 'en' for an English label on an Arabic page (content without its Arabic), shown left to right. */
  lang?: 'en';
}

export function Breadcrumb({ items, label }: { items: BreadcrumbItem[]; label?: string }) {
  const t = useTexts(layoutTexts);
  return (
    <nav className="breadcrumb" aria-label={label ?? t.breadcrumbLabel}>
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page" lang={item.lang} dir={item.lang ? 'ltr' : undefined}>
                {item.label}
              </span>
            )}
            {index < items.length - 1 ? (
              <ChevronRight className="breadcrumb__sep" size={14} aria-hidden="true" />
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
