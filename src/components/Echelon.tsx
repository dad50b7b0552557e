import { useState } from 'react';

interface EchelonProps {
  level: number;
}

/** A player's echelon badge from /img/echelon/{n}.png; the text "Echelon {n}" when the image does not load. */
export function Echelon({ level }: EchelonProps) {
  // The failed level, not a flag: a new level gets its own chance to load.
  const [failedLevel, setFailedLevel] = useState<number>();
  if (!Number.isFinite(level)) return null;
  const label = `Echelon ${level}`;
  if (failedLevel === level) return <span className="echelon-text">{label}</span>;
  return (
    <img
      className="echelon"
      src={`/img/echelon/${encodeURIComponent(level)}.png`}
      title={label}
      alt={label}
      loading="lazy"
      onError={() => setFailedLevel(level)}
    />
  );
}
