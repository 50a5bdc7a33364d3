import { useElementSize } from '@mantine/hooks';
import { memo, useMemo, useState, type PointerEvent } from 'react';
import {
  lineDrawsDots,
  lineStretches,
  shownPeriodIndexes,
  valueAxis,
  type ChartLine,
} from '@contract/market-history-chart';
import {
  CHART_AXIS_WIDTH,
  CHART_HEIGHT,
  CHART_LABEL_CHAR_WIDTH,
  CHART_MARGIN,
  chartLineColour,
} from './market-history-chart-constants';
import classes from './history-line-chart.module.css';

export interface HistoryLineChartProps {
  /** The periods, in the table's order: the x axis. */
  labels: readonly string[];
  /** The lines (chartLinesOf), in legend order; a null value is a gap. */
  lines: readonly ChartLine[];
  /** A value as the table writes it (the measure's column format). */
  format: (value: number) => string;
  /** The x axis's name (the table's first column) and the y axis's (the measure). */
  periodLabel: string;
  measureLabel: string;
}

/** Where a plot of `width` px puts a period and a value. */
interface Scales {
  plotLeft: number;
  plotRight: number;
  plotTop: number;
  plotBottom: number;
  xOf: (index: number) => number;
  yOf: (value: number) => number;
}

function scalesOf(width: number, count: number, ticks: readonly number[]): Scales {
  const plotLeft = CHART_AXIS_WIDTH;
  const plotRight = Math.max(plotLeft + 1, width - CHART_MARGIN.right);
  const plotTop = CHART_MARGIN.top;
  const plotBottom = CHART_HEIGHT - CHART_MARGIN.bottom;
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  return {
    plotLeft,
    plotRight,
    plotTop,
    plotBottom,
    xOf: (index) =>
      count <= 1 ? (plotLeft + plotRight) / 2 : plotLeft + (index / (count - 1)) * (plotRight - plotLeft),
    yOf: (value) => plotBottom - ((value - low) / (high - low)) * (plotBottom - plotTop),
  };
}

/** A line as one SVG path: a stretch per run of values (a gap breaks it, lineStretches). */
function pathOf(values: ChartLine['values'], scales: Scales): string {
  let d = '';
  for (const stretch of lineStretches(values)) {
    stretch.forEach(([index, value], point) => {
      d += `${point === 0 ? 'M' : 'L'}${scales.xOf(index).toFixed(1)} ${scales.yOf(value).toFixed(1)}`;
    });
  }
  return d;
}

/**
 * The market history chart's drawing (part 1 §3 market history, part 2 §2.7): a line per series
 * in its colour, the value axis in round steps formatted as the table's column, as many period
 * labels as fit, both axes named, the legend under the plot, and under the pointer the period's
 * values (a guide, a dot per line and a tooltip). Hand-written SVG rather than Recharts: on
 * Rental Market History over every month Recharts' mount (its store, axes, a component per line
 * and point, layout effects that render again synchronously) held the UI thread 72-269 ms in one
 * task whenever an answer arrived (bench/history-ui-task.ts, README "Performance"); this is one
 * path per line, drawn in a few milliseconds. What it shares with the PDF's chart (the lines, the
 * axis steps, the labelled periods, the dots, the gaps): `contract/market-history-chart.ts`.
 */
export const HistoryLineChart = memo(function HistoryLineChart({
  labels,
  lines,
  format,
  periodLabel,
  measureLabel,
}: HistoryLineChartProps) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const count = labels.length;

  const ticks = useMemo(
    () => valueAxis(lines.flatMap((line) => line.values.filter((value): value is number => value !== null))),
    [lines],
  );
  const scales = useMemo(() => scalesOf(width, count, ticks), [width, count, ticks]);

  // The drawing depends on the series and the width only: a pointer over the plot redraws the
  // guide and the tooltip, not the lines.
  const drawing = useMemo(() => {
    if (width === 0) return null;
    const { plotLeft, plotRight, plotTop, plotBottom, xOf, yOf } = scales;
    const widest = labels.reduce((max, label) => Math.max(max, label.length), 0) * CHART_LABEL_CHAR_WIDTH + 12;
    const shown = shownPeriodIndexes(count, widest, plotRight - plotLeft);
    return (
      <>
        <g className={classes['grid']}>
          {ticks.map((tick) => (
            <line key={tick} x1={plotLeft} x2={plotRight} y1={yOf(tick)} y2={yOf(tick)} />
          ))}
        </g>
        <g className={classes['axisText']}>
          {ticks.map((tick) => (
            <text key={tick} x={plotLeft - 8} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
              {format(tick)}
            </text>
          ))}
          {shown.map((index) => (
            <text
              key={index}
              // Centred under its point, kept inside the chart.
              x={Math.min(Math.max(xOf(index), plotLeft), plotRight)}
              y={plotBottom + 8}
              textAnchor={index === 0 && count > 1 ? 'start' : index === count - 1 && count > 1 ? 'end' : 'middle'}
              dominantBaseline="hanging"
            >
              {labels[index]}
            </text>
          ))}
          <text x={(plotLeft + plotRight) / 2} y={plotBottom + 30} textAnchor="middle" dominantBaseline="hanging">
            {periodLabel}
          </text>
          <text
            x={0}
            y={0}
            transform={`translate(14 ${(plotTop + plotBottom) / 2}) rotate(-90)`}
            textAnchor="middle"
            dominantBaseline="middle"
          >
            {measureLabel}
          </text>
        </g>
        {lines.map((line, index) => {
          const colour = chartLineColour(index);
          return (
            <g key={line.key} data-line={line.name}>
              <path className={classes['line']} d={pathOf(line.values, scales)} stroke={colour} />
              {lineDrawsDots(line.values) &&
                line.values.map((value, point) =>
                  value === null ? null : (
                    <circle
                      key={point}
                      className={classes['dot']}
                      cx={xOf(point)}
                      cy={yOf(value)}
                      r={3}
                      fill={colour}
                    />
                  ),
                )}
            </g>
          );
        })}
      </>
    );
  }, [width, scales, ticks, labels, lines, count, format, periodLabel, measureLabel]);

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    if (count === 0) return;
    const { plotLeft, plotRight } = scales;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const index = count <= 1 ? 0 : Math.round((x / (plotRight - plotLeft)) * (count - 1));
    setActive(Math.min(count - 1, Math.max(0, index)));
  };

  const hovered = active !== null && active < count && width > 0 ? active : null;
  const hoverX = hovered === null ? 0 : scales.xOf(hovered);

  return (
    <div className={classes['root']}>
      <div ref={ref} className={classes['plot']} style={{ height: CHART_HEIGHT }}>
        <svg width={width} height={CHART_HEIGHT} aria-hidden>
          {drawing}
          {hovered !== null && (
            <g>
              <line className={classes['guide']} x1={hoverX} x2={hoverX} y1={scales.plotTop} y2={scales.plotBottom} />
              {lines.map((line, index) => {
                const value = line.values[hovered] ?? null;
                return value === null ? null : (
                  <circle
                    key={line.key}
                    className={classes['activeDot']}
                    cx={hoverX}
                    cy={scales.yOf(value)}
                    r={4}
                    fill={chartLineColour(index)}
                  />
                );
              })}
            </g>
          )}
          {width > 0 && (
            <rect
              className={classes['hitArea']}
              x={scales.plotLeft}
              y={scales.plotTop}
              width={scales.plotRight - scales.plotLeft}
              height={scales.plotBottom - scales.plotTop}
              onPointerMove={onPointerMove}
              onPointerLeave={() => setActive(null)}
            />
          )}
        </svg>
        {hovered !== null && (
          <div
            className={classes['tooltip']}
            data-testid="market-history-chart-tooltip"
            // On the pointer's side of the plot that has room.
            style={
              hoverX > (scales.plotLeft + scales.plotRight) / 2
                ? { right: width - hoverX + 12, top: scales.plotTop }
                : { left: hoverX + 12, top: scales.plotTop }
            }
          >
            <div className={classes['tooltipLabel']}>{labels[hovered]}</div>
            {lines.map((line, index) => {
              const value = line.values[hovered] ?? null;
              return (
                <div key={line.key} className={classes['tooltipItem']} data-series={line.name}>
                  <span className={classes['swatch']} style={{ background: chartLineColour(index) }} />
                  <span className={classes['tooltipName']}>{line.name}</span>
                  <span>{value === null ? '' : format(value)}</span>
                </div>
              );
            })}
          </div>
        )}
      </div>
      <ul className={classes['legend']} data-testid="market-history-chart-legend">
        {lines.map((line, index) => (
          <li key={line.key} className={classes['legendItem']}>
            <span className={classes['swatch']} style={{ background: chartLineColour(index) }} />
            {line.name}
          </li>
        ))}
      </ul>
    </div>
  );
});
