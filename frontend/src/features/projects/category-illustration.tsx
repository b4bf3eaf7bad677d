import commercialArt from './category-art/commercial.svg';
import industrialArt from './category-art/industrial.svg';
import infrastructureArt from './category-art/infrastructure.svg';
import institutionalArt from './category-art/institutional.svg';
import residentialArt from './category-art/residential.svg';
import type { ProjectCategory } from './sample-projects';

const ART: Record<ProjectCategory, string> = {
  Commercial: commercialArt,
  Residential: residentialArt,
  Industrial: industrialArt,
  Infrastructure: infrastructureArt,
  Institutional: institutionalArt,
};

/** Placeholder art per project category (until real photos exist). Decorative: the title says what it is. */
export function CategoryIllustration({
  category,
  className,
}: {
  category: ProjectCategory;
  className?: string;
}) {
  return <img className={className} src={ART[category]} alt="" width="400" height="220" loading="lazy" />;
}
