import { useEffect, useRef, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { plotSize, sizeChanged } from './plotSize';

/**
 * A uPlot in a container: created once per options object, fed new data as it changes (more pages loaded), sized to
 * the container's width and height and resized with it (phone rotation, window resize).
 */
export function useUplot(
  container: RefObject<HTMLDivElement | null>,
  options: Omit<uPlot.Options, 'width' | 'height'>,
  data: uPlot.AlignedData,
) {
  const plot = useRef<uPlot | null>(null);
  const latest = useRef(data);

  useEffect(() => {
    latest.current = data;
    plot.current?.setData(data);
  }, [data]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const size = () => plotSize(element.clientWidth, element.clientHeight);
    const chart = new uPlot({ ...options, ...size() }, latest.current, element);
    plot.current = chart;
    let observer: ResizeObserver | undefined;
    const resize = () => {
      const next = size();
      if (sizeChanged(next, chart)) chart.setSize(next);
    };
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(resize);
      observer.observe(element);
    } else {
      window.addEventListener('resize', resize);
    }
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      chart.destroy();
      plot.current = null;
    };
  }, [container, options]);
}
