import { Counter } from '@/components/ui/counter';
import './company.css';

export interface StatItem {
  label: string;
  value: number;
  suffix?: string;
}

/** Big animated numbers with labels (home about block, about page band, projects stats). */
export function StatsList({
  items,
  tone = 'light',
}: {
  items: readonly StatItem[];
  tone?: 'light' | 'dark';
}) {
  return (
    <dl className={`stats-list stats-list--${tone}${items.length > 2 ? ' stats-list--wide' : ''}`}>
      {items.map((item) => (
        <div key={item.label} className="stats-list__item">
          <dt className="stats-list__label">{item.label}</dt>
          <dd className="stats-list__value">
            <Counter value={item.value} suffix={item.suffix ?? '+'} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
