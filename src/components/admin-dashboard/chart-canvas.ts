/**
 * The uPlot side of the dashboard's chart, imported only when the chart mounts (its own chunk, with
 * uPlot's stylesheet): page views (bars' scale on one side) and travel requests per Israel day.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DayFigures } from './views-chart';

export const VIEWS_COLOR = '#1a5c85'; // brand.600
export const REQUESTS_COLOR = '#c05621'; // orange.700-ish: 4.9:1 on white, as a line and its legend

// views and requests are whole numbers: no 0.5 ticks
const WHOLE = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

const dayLabel = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}`;
};

/** Draws the chart into `element`, `width` px wide; returns it (call `setSize` on resize, `destroy` at the end). */
export function drawChart(element: HTMLElement, series: DayFigures[], width: number): uPlot {
  const xs = series.map((_, i) => i);
  const options: uPlot.Options = {
    width,
    height: 260,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false },
      views: { auto: true, range: (_u, _min, max) => [0, Math.max(5, max)] },
      requests: { range: (_u, _min, max) => [0, Math.max(3, max)] },
    },
    axes: [
      {
        stroke: '#4a5568',
        grid: { show: false },
        values: (_u, splits) => splits.map((i) => (series[i] ? dayLabel(series[i].day) : '')),
      },
      {
        scale: 'views',
        side: 1,
        stroke: VIEWS_COLOR,
        grid: { stroke: '#e2e8f0', width: 1 },
        size: 50,
        incrs: WHOLE,
      },
      { scale: 'requests', side: 3, stroke: REQUESTS_COLOR, grid: { show: false }, size: 40, incrs: WHOLE },
    ],
    series: [
      {},
      {
        label: 'צפיות',
        scale: 'views',
        stroke: VIEWS_COLOR,
        fill: 'rgba(26, 92, 133, 0.12)',
        width: 2,
        points: { show: false },
      },
      {
        label: 'בקשות',
        scale: 'requests',
        stroke: REQUESTS_COLOR,
        width: 2,
        dash: [6, 4],
        points: { show: true, size: 5 },
      },
    ],
  };
  return new uPlot(options, [xs, series.map((d) => d.views), series.map((d) => d.applications)], element);
}
