// One Chart.js chart on a canvas. Only the pieces these charts use are registered, and only
// pages that draw charts (analytics, workout records) import this, so no other page downloads Chart.js.
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
} from "chart.js";
import { useEffect, useRef } from "react";

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

interface ChartCanvasProps {
  kind: "line" | "bar";
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, for screen readers; the figures are in the table next to it. */
  label: string;
  formatValue: (value: number) => string;
}

export function ChartCanvas({ kind, labels, series, label, formatValue }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: series.map((item) => ({
          label: item.label,
          data: item.values,
          borderColor: item.color,
          backgroundColor: item.color,
          pointRadius: labels.length > 31 ? 0 : 2,
          borderWidth: 2,
          tension: 0.2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: "index", intersect: false },
        plugins: {
          legend: { display: series.length > 1, position: "bottom", labels: { boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ""}: ${formatValue(Number(item.raw))}` } },
        },
        scales: {
          x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 }, grid: { display: false } },
          y: { beginAtZero: true, ticks: { precision: 0, callback: (value) => formatValue(Number(value)) } },
        },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, formatValue]);

  return (
    <div className="relative h-56 w-full sm:h-64">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
