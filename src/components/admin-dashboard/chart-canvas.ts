/**
 * The uPlot side of the dashboard's charts, imported only when a chart mounts (its own chunk, with
 * uPlot's stylesheet): one measure per chart, per Israel day, on its own scale.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export const CHART_HEIGHT = 200;

export interface DayFigures {
  day: string;
  views: number;
  applications: number;
}

export interface Measure {
  key: 'views' | 'applications';
  title: string;
  /** the drawing's colour (the chart's only one): AA contrast on white */
  color: string;
  /** the scale's least top, so a quiet month does not look busy */
  floor: number;
}

// views and requests are whole numbers: no 0.5 ticks
const WHOLE = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

const dayLabel = (day: string) => {
  const [, month, date] = day.split('-');
  return `${Number(date)}.${Number(month)}`;
};

/**
 * Draws `measure` of each day into `element`, `width` px wide: page views as a filled line, travel
 * requests (a few a day) as bars. Returns the chart (call `setSize` on resize, `destroy` at the end).
 */
export function drawChart(
  element: HTMLElement,
  series: DayFigures[],
  measure: Measure,
  width: number,
): uPlot {
  const xs = series.map((_, i) => i);
  const bars = measure.key === 'applications';
  const options: uPlot.Options = {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false, ...(bars ? { range: (_u, min, max) => [min - 0.5, max + 0.5] } : {}) },
      y: { range: (_u, _min, max) => [0, Math.max(measure.floor, max)] },
    },
    axes: [
      {
        stroke: '#4a5568',
        grid: { show: false },
        values: (_u, splits) => splits.map((i) => (series[i] ? dayLabel(series[i].day) : '')),
      },
      { side: 1, stroke: '#4a5568', grid: { stroke: '#e2e8f0', width: 1 }, size: 50, incrs: WHOLE },
    ],
    series: [
      {},
      {
        label: measure.title,
        stroke: measure.color,
        fill: bars ? measure.color : `${measure.color}1f`,
        width: bars ? 0 : 2,
        points: { show: false },
        ...(bars ? { paths: uPlot.paths.bars?.({ size: [0.6, 24] }) } : {}),
      },
    ],
  };
  return new uPlot(options, [xs, series.map((d) => d[measure.key])], element);
}
