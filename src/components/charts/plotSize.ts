/** The smallest plot uPlot is asked to draw, in CSS pixels: a container not laid out yet still gets a readable one. */
export const MIN_PLOT_SIZE = 120;

export interface PlotSize {
  width: number;
  height: number;
}

/** The plot's size for its container's: whole pixels, never under MIN_PLOT_SIZE. */
export const plotSize = (width: number, height: number): PlotSize => ({
  width: Math.max(MIN_PLOT_SIZE, Math.floor(width)),
  height: Math.max(MIN_PLOT_SIZE, Math.floor(height)),
});

/** Whether a plot drawn at `current` must be resized to `next` (a resize that changes nothing redraws for nothing). */
export const sizeChanged = (next: PlotSize, current: PlotSize): boolean =>
  next.width !== current.width || next.height !== current.height;
