import heroArtUrl from './hero-illustration.svg';

/**
 * Decorative hero art: a building protected by a shield, with sprinkler and alarm details. Lazy: the
 * hero hides it on phones, which then never download it.
 */
export function HeroIllustration() {
  return <img className="hero-art" src={heroArtUrl} alt="" width="480" height="400" loading="lazy" />;
}
