import type { ProjectCategory } from './sample-projects';

/** Placeholder art per project category (until real photos exist). Decorative: the title says what it is. */
const SCENES: Record<ProjectCategory, { bg: string; shapes: React.ReactNode }> = {
  Commercial: {
    bg: '#27323d',
    shapes: (
      <>
        <rect x="40" y="70" width="90" height="110" rx="4" fill="#52606d" />
        <rect x="140" y="40" width="120" height="140" rx="4" fill="#3e4c59" />
        <rect x="270" y="90" width="90" height="90" rx="4" fill="#52606d" />
        <path d="M140 40h120v14H140z" fill="#c62828" />
        <g fill="#f5a623" opacity="0.85">
          <rect x="158" y="70" width="20" height="14" />
          <rect x="190" y="70" width="20" height="14" />
          <rect x="222" y="70" width="20" height="14" />
          <rect x="158" y="100" width="20" height="14" />
          <rect x="222" y="100" width="20" height="14" />
        </g>
        <rect x="180" y="140" width="40" height="40" fill="#1f2933" />
      </>
    ),
  },
  Residential: {
    bg: '#2b3845',
    shapes: (
      <>
        <path d="M60 120 130 70l70 50v60H60z" fill="#52606d" />
        <path d="M50 124 130 64l80 60" stroke="#c62828" strokeWidth="8" fill="none" strokeLinejoin="round" />
        <rect x="115" y="140" width="30" height="40" fill="#1f2933" />
        <rect x="230" y="50" width="110" height="130" rx="4" fill="#3e4c59" />
        <g fill="#f5a623" opacity="0.85">
          <rect x="248" y="70" width="22" height="16" />
          <rect x="300" y="70" width="22" height="16" />
          <rect x="248" y="104" width="22" height="16" />
          <rect x="300" y="138" width="22" height="16" />
          <rect x="80" y="130" width="22" height="16" />
        </g>
      </>
    ),
  },
  Industrial: {
    bg: '#1f2933',
    shapes: (
      <>
        <path d="M40 180V110l60 30v-30l60 30v-30l60 30V70h40v110z" fill="#52606d" />
        <rect x="280" y="50" width="24" height="130" fill="#3e4c59" />
        <rect x="316" y="80" width="24" height="100" fill="#3e4c59" />
        <path d="M280 50h24v10h-24zM316 80h24v10h-24z" fill="#c62828" />
        <g fill="#f5a623" opacity="0.85">
          <rect x="60" y="150" width="24" height="12" />
          <rect x="120" y="150" width="24" height="12" />
          <rect x="180" y="150" width="24" height="12" />
        </g>
      </>
    ),
  },
  Infrastructure: {
    bg: '#27323d',
    shapes: (
      <>
        <path d="M20 180c40-90 320-90 360 0z" fill="#3e4c59" />
        <path d="M80 180c20-50 220-50 240 0z" fill="#1f2933" />
        <path d="M20 180h360" stroke="#f5a623" strokeWidth="6" />
        <g fill="#f5a623">
          <rect x="120" y="128" width="14" height="6" rx="3" />
          <rect x="193" y="118" width="14" height="6" rx="3" />
          <rect x="266" y="128" width="14" height="6" rx="3" />
        </g>
        <rect x="182" y="150" width="36" height="18" rx="2" fill="#2e7d32" />
        <path d="M192 159h14m-4-5 5 5-5 5" stroke="#fff" strokeWidth="2.5" fill="none" />
      </>
    ),
  },
  Institutional: {
    bg: '#2b3845',
    shapes: (
      <>
        <path d="M70 90 200 40l130 50z" fill="#c62828" />
        <rect x="80" y="90" width="240" height="14" fill="#52606d" />
        <g fill="#3e4c59">
          <rect x="95" y="104" width="20" height="66" />
          <rect x="145" y="104" width="20" height="66" />
          <rect x="235" y="104" width="20" height="66" />
          <rect x="285" y="104" width="20" height="66" />
        </g>
        <rect x="185" y="120" width="30" height="50" fill="#1f2933" />
        <rect x="70" y="170" width="260" height="12" fill="#52606d" />
        <circle cx="200" cy="70" r="8" fill="#f5a623" />
      </>
    ),
  },
};

export function CategoryIllustration({
  category,
  className,
}: {
  category: ProjectCategory;
  className?: string;
}) {
  const scene = SCENES[category];
  return (
    <svg
      className={className}
      viewBox="0 0 400 220"
      width="400"
      height="220"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="400" height="220" fill={scene.bg} />
      <circle cx="340" cy="40" r="70" fill="#c62828" opacity="0.18" />
      {scene.shapes}
      <rect y="180" width="400" height="40" fill="#1f2933" opacity="0.6" />
    </svg>
  );
}
