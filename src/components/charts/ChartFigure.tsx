import { Component, Suspense, useId, type ReactNode } from 'react';
import { canDrawCharts } from './chartSupport';
import './charts.scss';

export const CHART_LOAD_FAILED =
  'The chart could not be loaded. The summary and the table below hold the same results.';

/** A failed chunk download must not take the page down: the text summary and the table stay. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed)
      return <p className="notification is-warning is-light chart-plot chart-failed">{CHART_LOAD_FAILED}</p>;
    return this.props.children;
  }
}

interface ChartFigureProps {
  /** What is plotted against what: the figure's name, first in the caption. */
  title: string;
  /** The text alternative: what the chart shows, in words. */
  caption: ReactNode;
  /** Shown above the plot when it can be drawn. */
  legend?: ReactNode;
  /** A line under the plot about the pointed-at mark. */
  readout?: ReactNode;
  /** The lazily loaded plot; null when there is nothing to draw (the caption says why). */
  children: ReactNode;
}

/**
 * A chart as a figure: the plot (its code fetched on demand; a placeholder of the same height meanwhile, so nothing
 * jumps) above its caption. Without canvas support only the caption is shown.
 */
export function ChartFigure({ title, caption, legend, readout, children }: ChartFigureProps) {
  const drawable = children !== null && children !== undefined && canDrawCharts();
  const titleId = useId();
  return (
    <figure className="chart" aria-labelledby={titleId}>
      {drawable && legend}
      {drawable && (
        <ChartBoundary>
          <Suspense fallback={<div className="chart-plot chart-placeholder" />}>{children}</Suspense>
        </ChartBoundary>
      )}
      {drawable && readout}
      <figcaption className="chart-caption">
        <strong id={titleId}>{title}</strong> {caption}
      </figcaption>
    </figure>
  );
}
