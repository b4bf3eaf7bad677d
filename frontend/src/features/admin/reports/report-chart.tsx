import { useEffect, useRef } from 'react';
import { useLanguage } from '@/lib/i18n/language';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what the reports draw, so the chunk carries no unused chart types.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  color: string;
}

interface ReportChartProps {
  type: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  /** Bars drawn across (long labels such as sources), instead of up. */
  horizontal?: boolean;
}

/**
 * One chart (Chart.js on a canvas). The canvas is hidden from screen readers: the table beside it
 * carries the same figures for them (and for anyone who prefers numbers). Right to left on an Arabic
 * screen: the categories run from the right, the values' axis stands on the right (bars drawn across
 * grow leftwards), the legend and tooltips read from the right.
 */
export function ReportChart({ type, labels, series, horizontal = false }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const rtl = useLanguage() === 'ar';

  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type,
      data: {
        labels,
        datasets: series.map((one) => ({
          label: one.label,
          data: one.values,
          backgroundColor: one.color,
          borderColor: one.color,
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: series.length > 1, rtl },
          tooltip: { rtl },
        },
        scales: {
          [horizontal ? 'x' : 'y']: {
            beginAtZero: true,
            ticks: { precision: 0 },
            ...(rtl ? (horizontal ? { reverse: true } : { position: 'right' as const }) : {}),
          },
          [horizontal ? 'y' : 'x']: rtl
            ? horizontal
              ? { position: 'right' as const }
              : { reverse: true }
            : {},
        },
      },
    });
    return () => chart.destroy();
  }, [type, labels, series, horizontal, rtl]);

  return (
    <div className="admin-reports__chart">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
