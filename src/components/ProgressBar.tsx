interface ProgressBarProps {
  /** What is loading, for assistive technology. */
  label?: string;
  /** A value from 0 to max draws a determinate bar; without it the bar is indeterminate. */
  value?: number;
  max?: number;
  className?: string;
}

export function ProgressBar({ label = 'Loading…', value, max = 100, className = 'is-primary' }: ProgressBarProps) {
  return (
    <progress className={`progress is-small ${className}`} max={max} value={value} aria-label={label}>
      {value === undefined ? label : `${Math.round((value / max) * 100)}%`}
    </progress>
  );
}
