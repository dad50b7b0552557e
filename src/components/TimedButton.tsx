import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';

/** The spec's default time-out of a timed button. */
export const TIMED_BUTTON_DEFAULT_MS = 600;

interface TimedButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> {
  children: ReactNode;
  onClick: () => void;
  /** How long the button stays disabled after a click, in ms. */
  timeout?: number;
}

/** Bulma's "button" class plus the caller's, once even when the caller already includes it. */
function buttonClass(extra = ''): string {
  return [...new Set(['button', ...extra.split(/\s+/).filter(Boolean)])].join(' ');
}

/** A button (Refresh) that emits one click and then rests for `timeout` ms, so repeated clicks do not flood the API. */
export function TimedButton({
  children,
  onClick,
  timeout = TIMED_BUTTON_DEFAULT_MS,
  className,
  disabled,
  ...rest
}: TimedButtonProps) {
  const [resting, setResting] = useState(false);

  useEffect(() => {
    if (!resting) return;
    const id = setTimeout(() => setResting(false), timeout);
    return () => clearTimeout(id);
  }, [resting, timeout]);

  const handleClick = () => {
    if (resting) return;
    setResting(true);
    onClick();
  };

  return (
    <button
      {...rest}
      type="button"
      className={buttonClass(className)}
      disabled={disabled === true || resting}
      onClick={handleClick}
    >
      {children}
    </button>
  );
}
