import { RemoteImage } from './RemoteImage';

interface FlagProps {
  /** The zone's flag code ("FRA", "Ile-de-France"...). */
  flag: string;
  /** The zone's name, used as tooltip and alternative text (the code when absent). */
  title?: string;
  /** The zone's name is written next to the flag: the image then says nothing more to a screen reader. */
  decorative?: boolean;
  /** Classes added to "flag". */
  className?: string;
}

/** A zone's flag from /img/flags/{flag}.jpg; nothing at all when there is no flag or it does not load. */
export function Flag({ flag, title, decorative = false, className }: FlagProps) {
  if (!flag) return null;
  return (
    <RemoteImage
      className={className ? `flag ${className}` : 'flag'}
      src={`/img/flags/${encodeURIComponent(flag)}.jpg`}
      alt={decorative ? '' : (title ?? flag)}
      title={title}
    />
  );
}
