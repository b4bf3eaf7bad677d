import { useEffect, useRef } from 'react';
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
 * carries the same figures for them (and for anyone who prefers numbers).
 */
export function ReportChart({ type, labels, series, horizontal = false }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

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
        plugins: { legend: { display: series.length > 1 } },
        scales: { [horizontal ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [type, labels, series, horizontal]);

  return (
    <div className="admin-reports__chart">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
