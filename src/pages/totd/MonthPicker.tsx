import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { monthName, type YearMonth } from '../../lib/parisTime';

// react-datepicker, a large library, is fetched only when the picker is opened.
const MonthPickerPanel = lazy(() =>
  import('./MonthPickerPanel').then((module) => ({ default: module.MonthPickerPanel })),
);

/** A button showing the month; it opens a month-only picker that navigates on choice. */
export function MonthPicker({ value }: { value: YearMonth }) {
  const label = `${monthName(value.month)} ${value.year}`;
  // Open only for the month it was opened on: a month reached another way (the arrows, Today) closes it.
  const [openFor, setOpenFor] = useState<string | null>(null);
  const open = openFor === label;
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const close = (returnFocus: boolean) => {
      // Focus left inside the picker would be lost with it: it goes back to the button.
      if (returnFocus && container.current?.contains(document.activeElement)) button.current?.focus();
      setOpenFor(null);
    };
    // A press anywhere outside the picker (the button toggles it itself) closes it, as does Escape anywhere.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="month-picker" ref={container}>
      <button
        ref={button}
        type="button"
        className="button is-dark"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Choose a month, shown: ${label}`}
        onClick={() => setOpenFor(open ? null : label)}
      >
        {label}
      </button>
      {open && (
        <Suspense
          fallback={
            <div className="month-picker-popup box" role="status">
              Loading the calendar…
            </div>
          }
        >
          <MonthPickerPanel
            value={value}
            onClose={() => {
              button.current?.focus();
              setOpenFor(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
