import { lazy, Suspense, useState } from 'react';
import { monthName, type YearMonth } from '../../lib/parisTime';

// react-datepicker (about 44 KB gzip) is fetched only when the picker is opened.
const MonthPickerPanel = lazy(() => import('./MonthPickerPanel').then((module) => ({ default: module.MonthPickerPanel })));

/** A button showing the month; it opens a month-only picker that navigates on choice. */
export function MonthPicker({ value }: { value: YearMonth }) {
  const [open, setOpen] = useState(false);
  const label = `${monthName(value.month)} ${value.year}`;
  return (
    <div className="month-picker">
      <button
        type="button"
        className="button is-dark"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`Choose a month, shown: ${label}`}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={<div className="month-picker-popup box" role="status">Loading the calendar…</div>}>
          <MonthPickerPanel value={value} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
