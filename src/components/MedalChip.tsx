import type { ReactNode } from 'react';
import './MedalChip.scss';
import type { Medal } from '../lib/leaderboard';

export const MEDAL_NAMES: Record<Medal, string> = {
  author: 'Author medal',
  gold: 'Gold medal',
  silver: 'Silver medal',
  bronze: 'Bronze medal',
};

/** The medal's name on its chip ("Gold"), and the short label of a dense table ("AT" as players say it, "G" …). */
const CHIP_NAMES: Record<Medal, string> = { author: 'Author', gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };
const SHORT_NAMES: Record<Medal, string> = { author: 'AT', gold: 'G', silver: 'S', bronze: 'B' };

interface MedalChipProps {
  medal: Medal | undefined;
  /** A dense table: a short label ("G") on the chip; its full name stays the chip's name for a screen reader. */
  short?: boolean;
  /** Words of the chip's own in place of the medal's name ("Gold or better"). */
  children?: ReactNode;
}

/**
 * A medal as a chip in its colour with its name on it, the same on every page: a dot alone told the medals apart
 * by colour only. The chip is one image to a screen reader, named "Gold medal"; no medal is a grey dash (short) or
 * "No medal".
 */
export function MedalChip({ medal, short = false, children }: MedalChipProps) {
  if (!medal) {
    return short ? (
      <span className="medal-chip is-none" role="img" aria-label="No medal">
        –
      </span>
    ) : (
      <span className="medal-chip is-none">No medal</span>
    );
  }
  return (
    <span
      className={`medal-chip medal-${medal}${short ? ' is-short' : ''}`}
      role={children === undefined ? 'img' : undefined}
      aria-label={children === undefined ? MEDAL_NAMES[medal] : undefined}
      title={short ? MEDAL_NAMES[medal] : undefined}
    >
      <span className="medal-disc" aria-hidden="true" />
      {children ?? (short ? SHORT_NAMES[medal] : CHIP_NAMES[medal])}
    </span>
  );
}
