import { RemoteImage } from './RemoteImage';

interface FlagProps {
  /** The zone's flag code ("FRA", "Ile-de-France"...). */
  flag: string;
  /** The zone's name, used as tooltip and alternative text (the code when absent). */
  title?: string;
}

/** A zone's flag from /img/flags/{flag}.jpg; nothing at all when there is no flag or it does not load. */
export function Flag({ flag, title }: FlagProps) {
  if (!flag) return null;
  return (
    <RemoteImage
      className="flag"
      src={`/img/flags/${encodeURIComponent(flag)}.jpg`}
      alt={title ?? flag}
      title={title}
    />
  );
}
