import { GraduationCap, HandCoins, ShieldCheck, TrendingUp } from 'lucide-react';
import { SectionHeader } from '@/components/ui/section-header';
import { careersTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

const ICONS = [ShieldCheck, GraduationCap, TrendingUp, HandCoins];

export function WhyWorkWithUs() {
  const t = useTexts(careersTexts);
  return (
    <section className="section section--alt" aria-labelledby="why-work-with-us">
      <div className="container">
        <SectionHeader id="why-work-with-us" title={t.whyHeading} intro={t.whyIntro} />
        <ul className="benefits" role="list">
          {t.benefits.map((benefit, index) => {
            const Icon = ICONS[index];
            return (
              <li key={benefit.title} className="benefit">
                <span className="benefit__icon" aria-hidden="true">
                  <Icon size={28} />
                </span>
                <h3 className="benefit__title">{benefit.title}</h3>
                <p className="benefit__text">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
