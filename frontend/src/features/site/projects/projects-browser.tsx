import { useState } from 'react';
import { Link } from '@/lib/i18n/links';
import { MapPin } from 'lucide-react';
import { PROJECT_CATEGORIES, type Project, type ProjectCategory } from '@uaq/contract';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CategoryIllustration } from './category-illustration';
import { ProjectPhotoImage } from './project-photo';
import { projectStatusTone } from './project-status';
import { projectsTexts } from './texts';
import { projectNames } from '@/lib/i18n/project-names';
import './projects.css';
import { useTexts } from '@/lib/i18n/texts';
import { useProjectInLanguage } from './project-in-language';
import { Island } from '@/islands/island';
import type { ProjectsFilterTexts } from '@/islands/projects-filter';

type Filter = 'All' | ProjectCategory;

/** One, two or three cards a row (global .card-grid). */
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
/** The first row is in view on arrival; the rest load when scrolled near. */
const CARDS_ABOVE_FOLD = 3;

export function ProjectCard({ project, lazy }: { project: Project; lazy: boolean }) {
  const statuses = useTexts(projectNames).statuses;
  const categories = useTexts(projectNames).categories;
  const t = useTexts(projectsTexts);
  const { title, location } = useProjectInLanguage(project);
  const [cover] = project.photos;
  return (
    <Card as="article" interactive padding="none" className="project-card">
      {cover ? (
        <ProjectPhotoImage photo={cover} sizes={CARD_SIZES} lazy={lazy} className="project-card__art" />
      ) : (
        <CategoryIllustration category={project.category} className="project-card__art" lazy={lazy} />
      )}
      <div className="project-card__body">
        <div className="project-card__meta">
          <Badge tone="brand">{categories[project.category]}</Badge>
          <Badge tone={projectStatusTone(project.status)}>{statuses[project.status]}</Badge>
          {project.sample ? <Badge tone="warning">{t.detail.sample}</Badge> : null}
        </div>
        <h2 className="project-card__title" lang={title.lang} dir={title.dir}>
          <Link to={paths.project.to(project.slug)} className="project-card__link">
            {title.value}
          </Link>
        </h2>
        <p className="project-card__location">
          <MapPin size={16} aria-hidden="true" />{' '}
          <span lang={location.lang} dir={location.dir}>
            {location.value}
          </span>
        </p>
      </div>
    </Card>
  );
}

/** Category filter buttons and the matching project cards. */
export function ProjectsBrowser({ projects }: { projects: readonly Project[] }) {
  const categories = useTexts(projectNames).categories;
  const t = useTexts(projectsTexts);
  const [filter, setFilter] = useState<Filter>('All');
  const shown = filter === 'All' ? projects : projects.filter((project) => project.category === filter);
  const filters: Filter[] = ['All', ...PROJECT_CATEGORIES];

  // Every card is in the HTML (those of other categories hidden), so the filter also works as a
  // plain script on the server's HTML (islands/projects-filter.ts), with the count texts it says.
  const filterTexts: ProjectsFilterTexts = {
    shownCounts: Array.from({ length: projects.length + 1 }, (_, count) =>
      count > 0 ? t.shownCount(count) : '',
    ),
  };
  return (
    <Island name="projectsFilter" props={filterTexts}>
      <div>
        <div className="project-filter" role="group" aria-label={t.filterLabel}>
          {filters.map((category) => (
            <button
              key={category}
              type="button"
              className="project-filter__button"
              aria-pressed={filter === category}
              data-category={category}
              onClick={() => setFilter(category)}
            >
              {category === 'All' ? t.all : categories[category]}
            </button>
          ))}
        </div>
        {/* Tells screen-reader users what a filter button changed. */}
        <p className="visually-hidden project-filter__count" aria-live="polite">
          {filterTexts.shownCounts[shown.length]}
        </p>
        <p className="project-empty" role="status" hidden={shown.length > 0}>
          {t.empty}
        </p>
        <ul className="card-grid project-grid" role="list" hidden={shown.length === 0}>
          {projects.map((project, index) => (
            <li key={project.id} data-category={project.category} hidden={!shown.includes(project)}>
              <ProjectCard project={project} lazy={index >= CARDS_ABOVE_FOLD} />
            </li>
          ))}
        </ul>
      </div>
    </Island>
  );
}
