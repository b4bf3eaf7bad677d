import { useState } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CategoryIllustration } from './category-illustration';
import { projectStatusTone } from './project-status';
import { PROJECT_CATEGORIES, type Project, type ProjectCategory } from './sample-projects';
import { projectsTexts } from './texts';
import './projects.css';

const t = projectsTexts;
type Filter = 'All' | ProjectCategory;

export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card as="article" interactive padding="none" className="project-card">
      <CategoryIllustration category={project.category} className="project-card__art" />
      <div className="project-card__body">
        <div className="project-card__meta">
          <Badge tone="brand">{project.category}</Badge>
          <Badge tone={projectStatusTone(project.status)}>{project.status}</Badge>
        </div>
        <h2 className="project-card__title">
          <Link to={paths.project.to(project.id)} className="project-card__link">
            {project.title}
          </Link>
        </h2>
        <p className="project-card__location">
          <MapPin size={16} aria-hidden="true" /> {project.location}
        </p>
      </div>
    </Card>
  );
}

/** Category filter buttons and the matching project cards. */
export function ProjectsBrowser({ projects }: { projects: readonly Project[] }) {
  const [filter, setFilter] = useState<Filter>('All');
  const shown = filter === 'All' ? projects : projects.filter((project) => project.category === filter);
  const filters: Filter[] = ['All', ...PROJECT_CATEGORIES];

  return (
    <div>
      <div className="project-filter" role="group" aria-label={t.filterLabel}>
        {filters.map((category) => (
          <button
            key={category}
            type="button"
            className="project-filter__button"
            aria-pressed={filter === category}
            onClick={() => setFilter(category)}
          >
            {category === 'All' ? t.all : category}
          </button>
        ))}
      </div>
      {/* Tells screen-reader users what a filter button changed. */}
      <p className="visually-hidden" aria-live="polite">
        {shown.length > 0 ? t.shownCount(shown.length) : ''}
      </p>
      {shown.length === 0 ? (
        <p className="project-empty" role="status">
          {t.empty}
        </p>
      ) : (
        <ul className="card-grid project-grid" role="list">
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
