import type uPlot from 'uplot';

export type MarkerShape = 'circle' | 'diamond';

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
    // Positions come in canvas pixels: the radius scales with the device pixel ratio too.
    const radius = (diameter * (window.devicePixelRatio || 1)) / 2;
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
        const reach = radius * 1.3;
        path.moveTo(cx, cy - reach);
        path.lineTo(cx + reach, cy);
        path.lineTo(cx, cy + reach);
        path.lineTo(cx - reach, cy);
        path.closePath();
      }
    }
    return { stroke: path, fill: path };
  };
}
