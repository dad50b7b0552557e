import { formatNumber } from '../../lib/format';
import { formatScore, type MapKind } from '../../lib/leaderboard';
import type { CurvePoint } from './rankCurve';

// The rank plot's rules, apart from the drawing (RankPlot.tsx): positions on a logarithmic axis, as the samples are
// (the top changes fastest), scores on a linear one, rising upwards: the best time of a race or platform map at the
// bottom, the best score of a stunt map at the top.

/** Grid lines and labels at 1, 10, 100…: the positions a player reads a board by. */
export function positionSplits(min: number, max: number): number[] {
  const splits: number[] = [];
  for (let value = 1; value <= max * 1.0001; value *= 10) if (value >= min * 0.9999) splits.push(value);
  return splits;
}

/** The position axis's ends: room on both sides by a factor (the scale is logarithmic), never below position 1. */
export const positionRange = (min: number, max: number): [number, number] => [Math.max(1, min) / 1.15, max * 1.15];

/** The score axis's ends: 5 % of the span on each side, at least 50 ms on a race map or 1 elsewhere, never below 0. */
export function scoreRange(kind: MapKind, min: number, max: number): [number, number] {
  const pad = Math.max(kind === 'race' ? 50 : 1, (max - min) * 0.05);
  return [Math.max(0, min - pad), max + pad];
}

/** A score label: a race time as the game writes it, points and respawns as plain numbers. */
export const scoreLabel = (kind: MapKind, value: number): string =>
  kind === 'race' ? formatScore(value, kind) : formatNumber(value);

/** The score axis's width in CSS pixels: a race time ("1:02.345") needs more room than a number. */
export const scoreAxisSize = (kind: MapKind): number => (kind === 'race' ? 76 : 60);

/** The plot's columns: positions, then scores. */
export const rankPlotData = (points: readonly CurvePoint[]): [number[], number[]] => [
  points.map((point) => point.position),
  points.map((point) => point.score),
];
