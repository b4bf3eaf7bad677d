import { Link } from '@/lib/i18n/links';
import { ArrowRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { paths, type ServiceId } from '@/config/paths';
import { ServiceIcon } from './service-icon';
import { SERVICE_SUMMARIES, serviceCardTexts } from './service-summaries';
import './services.css';
import { useTexts } from '@/lib/i18n/texts';

/** A service card whose title links to the service page (the whole card is clickable). */
export function ServiceCard({ id, headingLevel = 3 }: { id: ServiceId; headingLevel?: 2 | 3 }) {
  const cardTexts = useTexts(serviceCardTexts);
  const service = useTexts(SERVICE_SUMMARIES)[id];
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" interactive className="service-card">
      <span className="service-card__icon">
        <ServiceIcon id={id} />
      </span>
      <Heading className="service-card__title">
        <Link to={paths.service.to(id)} className="service-card__link">
          {service.title}
        </Link>
      </Heading>
      <p className="service-card__summary">{service.summary}</p>
      <span className="service-card__more" aria-hidden="true">
        {cardTexts.learnMore} <ArrowRight size={16} />
      </span>
    </Card>
  );
}

export function ServicesGrid({ ids }: { ids: readonly ServiceId[] }) {
  return (
    <ul className="card-grid services-grid" role="list">
      {ids.map((id) => (
        <li key={id}>
          <ServiceCard id={id} />
        </li>
      ))}
    </ul>
  );
}
