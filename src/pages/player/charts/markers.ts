import type uPlot from 'uplot';

export type MarkerShape = 'circle' | 'diamond';

/** A marker's radius in canvas pixels: positions come in canvas pixels, so it scales with the device pixel ratio. */
export const markerRadius = (diameter: number, pixelRatio: number | undefined): number =>
  (diameter * (pixelRatio || 1)) / 2;

/** A diamond's corners, top first then clockwise: a little taller and wider than a circle of the radius, to match its weight. */
export function diamondCorners(cx: number, cy: number, radius: number): [[number, number], ...[number, number][]] {
  const reach = radius * 1.3;
  return [
    [cx, cy - reach],
    [cx + reach, cy],
    [cx, cy + reach],
    [cx - reach, cy],
  ];
}

/**
 * A series drawn as markers only, one shape per series, so reruns differ from cups by shape as well as colour (the
 * legend shows the same shapes). The fill is used only when the series has a fill colour: excluded cups are rings.
 */
export function markerPaths(shape: MarkerShape, diameter: number): uPlot.Series.PathBuilder {
  return (plot, seriesIndex, first, last) => {
    const path = new Path2D();
    const xs = plot.data[0];
    const ys = plot.data[seriesIndex];
    const scale = plot.series[seriesIndex]?.scale ?? 'y';
    const radius = markerRadius(diameter, window.devicePixelRatio);
    for (let index = first; index <= last; index += 1) {
      const x = xs[index];
      const y = ys?.[index];
      if (typeof x !== 'number' || typeof y !== 'number') continue;
      const cx = plot.valToPos(x, 'x', true);
      const cy = plot.valToPos(y, scale, true);
      if (shape === 'circle') {
        path.moveTo(cx + radius, cy);
        path.arc(cx, cy, radius, 0, 2 * Math.PI);
      } else {
        const [[topX, topY], ...others] = diamondCorners(cx, cy, radius);
        path.moveTo(topX, topY);
        for (const [x, y] of others) path.lineTo(x, y);
        path.closePath();
      }
    }
    return { stroke: path, fill: path };
  };
}
