import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { CategoryIllustration } from './category-illustration';
import { projectStatusTone } from './project-status';
import type { ProjectWithDetails } from './sample-project-details';
import { projectsTexts } from './texts';
import './projects.css';

const t = projectsTexts.detail;

export function BackToProjects() {
  return (
    <Link to={paths.projects.to()} className="text-link-strong project-back">
      <ArrowLeft size={18} aria-hidden="true" /> {t.back}
    </Link>
  );
}

/** One project: image, title, category, client, location, duration, status badge, description. */
export function ProjectDetail({ project }: { project: ProjectWithDetails }) {
  return (
    <article className="project-detail">
      <BackToProjects />
      <div className="project-detail__grid">
        <CategoryIllustration category={project.category} className="project-detail__art" />
        <div>
          <p className="project-detail__sample">
            <Badge tone="warning">{t.sample}</Badge>
          </p>
          <h1 className="project-detail__title">{project.title}</h1>
          <dl className="project-facts">
            <div>
              <dt>{t.category}</dt>
              <dd>{project.category}</dd>
            </div>
            <div>
              <dt>{t.client}</dt>
              <dd>{project.client}</dd>
            </div>
            <div>
              <dt>{t.location}</dt>
              <dd>{project.location}</dd>
            </div>
            <div>
              <dt>{t.duration}</dt>
              <dd>{project.duration}</dd>
            </div>
            <div>
              <dt>{t.status}</dt>
              <dd>
                <Badge tone={projectStatusTone(project.status)}>{project.status}</Badge>
              </dd>
            </div>
          </dl>
        </div>
      </div>
      <p className="project-detail__description">{project.description}</p>
    </article>
  );
}
