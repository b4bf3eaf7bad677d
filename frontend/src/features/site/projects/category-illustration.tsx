import type { ProjectCategory } from '@uaq/contract';
import commercialArt from './category-art/commercial.svg';
import industrialArt from './category-art/industrial.svg';
import infrastructureArt from './category-art/infrastructure.svg';
import institutionalArt from './category-art/institutional.svg';
import residentialArt from './category-art/residential.svg';

const ART: Record<ProjectCategory, string> = {
  Commercial: commercialArt,
  Residential: residentialArt,
  Industrial: industrialArt,
  Infrastructure: infrastructureArt,
  Institutional: institutionalArt,
};

/** Placeholder art per category, for a project without photos. Decorative: the title says what it is. */
export function CategoryIllustration({
  category,
  className,
  lazy = true,
}: {
  category: ProjectCategory;
  className?: string;
  lazy?: boolean;
}) {
  return (
    <img
      className={className}
      src={ART[category]}
      alt=""
      width="400"
      height="220"
      loading={lazy ? 'lazy' : 'eager'}
    />
  );
}
