import { ArrowLeft } from 'lucide-react';
import { Link } from '@/lib/i18n/links';
import { isEnglishOnly, type Project, type ServiceId } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { CategoryIllustration } from './category-illustration';
import { ProjectPhotoImage } from './project-photo';
import { projectStatusTone } from './project-status';
import { projectCategoryNames, projectStatusNames, projectsTexts } from './texts';
import './projects.css';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { useProjectInLanguage } from './project-in-language';

/** The first photo takes the wider column from 900 px; the others are a grid below the text. */
const MAIN_PHOTO_SIZES = '(min-width: 900px) 55vw, 100vw';
const GALLERY_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function BackToProjects() {
  const t = useTexts(projectsTexts).detail;
  return (
    <Link to={paths.projects.to()} className="text-link-strong project-back">
      <ArrowLeft size={18} aria-hidden="true" /> {t.back}
    </Link>
  );
}

/** One project: photos (or its category's art), title, facts, status badge, description, systems installed. */
export function ProjectDetail({
  project,
  serviceName,
}: {
  project: Project;
  /** The service's name, from the services feature (the page composes the two). */
  serviceName: (id: ServiceId) => string;
}) {
  const statuses = useTexts(projectStatusNames);
  const categories = useTexts(projectCategoryNames);
  const t = useTexts(projectsTexts).detail;
  const { title, client, location, description } = useProjectInLanguage(project);
  const arabicPage = useLanguage() === 'ar';
  const englishOnlyHere = arabicPage && isEnglishOnly(project);
  const [main, ...more] = project.photos;
  return (
    <article className="project-detail">
      <BackToProjects />
      {englishOnlyHere ? (
        <Alert tone="info" title={t.englishOnly.title} className="project-english-only">
          {t.englishOnly.text}
        </Alert>
      ) : null}
      <div className="project-detail__grid">
        {main ? (
          <ProjectPhotoImage
            photo={main}
            sizes={MAIN_PHOTO_SIZES}
            lazy={false}
            className="project-detail__art"
          />
        ) : (
          <CategoryIllustration category={project.category} className="project-detail__art" lazy={false} />
        )}
        <div>
          {project.sample ? (
            <p className="project-detail__sample">
              <Badge tone="warning">{t.sample}</Badge>
            </p>
          ) : null}
          <h1 className="project-detail__title" lang={title.lang} dir={title.dir}>
            {title.value}
          </h1>
          <dl className="project-facts">
            <div>
              <dt>{t.category}</dt>
              <dd>{categories[project.category]}</dd>
            </div>
            {client ? (
              <div>
                <dt>{t.client}</dt>
                <dd lang={client.lang} dir={client.dir}>
                  {client.value}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t.location}</dt>
              <dd lang={location.lang} dir={location.dir}>
                {location.value}
              </dd>
            </div>
            {project.durationMonths ? (
              <div>
                <dt>{t.duration}</dt>
                <dd>{t.months(project.durationMonths)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.status}</dt>
              <dd>
                <Badge tone={projectStatusTone(project.status)}>{statuses[project.status]}</Badge>
              </dd>
            </div>
          </dl>
          {project.services.length > 0 ? (
            <>
              <h2 className="project-detail__subheading">{t.systemsInstalled}</h2>
              <ul className="project-services">
                {project.services.map((service) => (
                  <li key={service}>
                    <Link to={paths.service.to(service)} className="text-link-strong">
                      {serviceName(service)}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </div>
      <p className="project-detail__description" lang={description.lang} dir={description.dir}>
        {description.value}
      </p>
      {more.length > 0 ? (
        <ul className="card-grid project-gallery" role="list" aria-label={t.photos}>
          {more.map((photo) => (
            <li key={photo.id}>
              <ProjectPhotoImage
                photo={photo}
                sizes={GALLERY_SIZES}
                lazy
                className="project-gallery__photo"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
