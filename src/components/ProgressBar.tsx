import { useOnline } from './useOnline';

interface ProgressBarProps {
  /** What is loading, for assistive technology. */
  label?: string;
  /** A value from 0 to max draws a determinate bar; without it the bar is indeterminate. */
  value?: number;
  max?: number;
  className?: string;
}

/** Said in place of the bar while offline: the data it waits for is not stored, and its query waits for the network. */
const OFFLINE_UNKEPT =
  'You are offline and this was not kept from an earlier visit. It loads when the network is back.';

/**
 * The bar a page shows while its data loads. Offline, a query waits for the network instead of failing (boot.tsx,
 * TanStack's online network mode), so the bar would run until the network is back: it says so instead, and turns
 * back into the bar when the network returns and the request leaves.
 */
export function ProgressBar({ label = 'Loading…', value, max = 100, className = 'is-primary' }: ProgressBarProps) {
  const online = useOnline();
  if (!online) {
    return (
      <p className="notification" role="status">
        {OFFLINE_UNKEPT}
      </p>
    );
  }
  return (
    <progress className={`progress is-small ${className}`} max={max} value={value} aria-label={label}>
      {value === undefined ? label : `${Math.round((value / max) * 100)}%`}
    </progress>
  );
}
