/** Decorative hero art: a building protected by a shield, with sprinkler and alarm details. */
export function HeroIllustration() {
  return (
    <svg
      className="hero-art"
      viewBox="0 0 480 400"
      width="480"
      height="400"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-bld" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3e4c59" />
          <stop offset="1" stopColor="#27323d" />
        </linearGradient>
        <linearGradient id="hero-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e53935" />
          <stop offset="1" stopColor="#b71c1c" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="200" r="180" fill="#ffffff" opacity="0.04" />
      <circle cx="250" cy="200" r="130" fill="#ffffff" opacity="0.05" />
      <rect x="70" y="120" width="150" height="250" rx="6" fill="url(#hero-bld)" />
      <rect x="230" y="60" width="170" height="310" rx="6" fill="url(#hero-bld)" />
      <g fill="#cbd2d9" opacity="0.55">
        <rect x="92" y="145" width="26" height="20" rx="2" />
        <rect x="132" y="145" width="26" height="20" rx="2" />
        <rect x="172" y="145" width="26" height="20" rx="2" />
        <rect x="92" y="185" width="26" height="20" rx="2" />
        <rect x="132" y="185" width="26" height="20" rx="2" />
        <rect x="172" y="185" width="26" height="20" rx="2" />
        <rect x="92" y="225" width="26" height="20" rx="2" />
        <rect x="172" y="225" width="26" height="20" rx="2" />
        <rect x="254" y="90" width="28" height="22" rx="2" />
        <rect x="300" y="90" width="28" height="22" rx="2" />
        <rect x="346" y="90" width="28" height="22" rx="2" />
        <rect x="254" y="132" width="28" height="22" rx="2" />
        <rect x="346" y="132" width="28" height="22" rx="2" />
        <rect x="254" y="174" width="28" height="22" rx="2" />
        <rect x="300" y="174" width="28" height="22" rx="2" />
      </g>
      <path d="M240 346h150" stroke="#f5a623" strokeWidth="4" strokeLinecap="round" />
      <g stroke="#f5a623" strokeWidth="3" strokeLinecap="round">
        <path d="M252 60V44h136v16" fill="none" />
        <path d="M286 44v10M320 44v10M354 44v10" />
      </g>
      <circle cx="212" cy="300" r="9" fill="#f5a623" />
      <path d="M222 300h8" stroke="#f5a623" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M330 182l82 32v60c0 52-35 90-82 106-47-16-82-54-82-106v-60z"
        fill="url(#hero-shield)"
        stroke="#ffffff"
        strokeWidth="5"
      />
      <path
        d="M332 226c5 18 28 30 28 56a29 29 0 0 1-58 0c0-13 7-22 14-28 1 9 6 15 12 18-3-16-1-31 4-46z"
        fill="#ffffff"
      />
      <path
        d="M330 276c2 8 12 12 12 22a12 12 0 0 1-24 0c0-6 3-10 6-12 1 3 3 6 5 7-1-6-1-12 1-17z"
        fill="#f5a623"
      />
    </svg>
  );
}
