import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import './monthPicker.scss';
import { useNavigate } from 'react-router-dom';
import { FIRST_TOTD_MONTH, formatMonthParam, totdMonthNow, type YearMonth } from '../../lib/parisTime';
import { paths } from '../../lib/paths';

interface MonthPickerPanelProps {
  value: YearMonth;
  onClose: () => void;
}

const asDate = (ym: YearMonth) => new Date(ym.year, ym.month - 1, 1);

/** The month-only calendar: July 2020 to the current TOTD month (Paris time minus 19 hours). */
export function MonthPickerPanel({ value, onClose }: MonthPickerPanelProps) {
  const navigate = useNavigate();
  return (
    // Escape and outside presses are handled by MonthPicker, which owns the open state.
    <div className="month-picker-popup" role="dialog" aria-label="Choose a month">
      <DatePicker
        inline
        showMonthYearPicker
        selected={asDate(value)}
        minDate={asDate(FIRST_TOTD_MONTH)}
        maxDate={asDate(totdMonthNow())}
        calendarClassName="is-dark-picker"
        onChange={(date: Date | null) => {
          if (!date) return;
          onClose();
          void navigate(paths.totd(formatMonthParam({ year: date.getFullYear(), month: date.getMonth() + 1 })));
        }}
      />
    </div>
  );
}
