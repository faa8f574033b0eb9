// The date picker of spec §9: Chinese locale, weeks starting on Monday, minutes in steps of 5,
// closing as soon as a value is chosen, with "today" and "clear" buttons; the format, the view
// (date, week, month, quarter, year) and the allowed range come from the props.
import { Button, DatePicker, Space } from 'antd';
// The ES build of the picker locales: antd/locale/* is CommonJS and its default import varies by bundler.
import enGB from 'antd/es/date-picker/locale/en_GB';
import zhCN from 'antd/es/date-picker/locale/zh_CN';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/zh-cn';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const MINUTE_STEP = 5;
export type DateView = 'date' | 'week' | 'month' | 'quarter' | 'year';

type Common = {
  format?: string;
  view?: DateView;
  /** Include the time of day (minutes in steps of 5). */
  withTime?: boolean;
  /** Earliest and latest choosable dates. */
  start?: Dayjs;
  end?: Dayjs;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: React.CSSProperties;
};

export type DateFieldProps = Common & { value?: Dayjs | null; onChange?: (value: Dayjs | null) => void };

/** Chinese, or British English for English readers: both start the week on Monday. */
function usePickerLocale() {
  const { i18n } = useTranslation();
  return i18n.language === 'en-US' ? enGB : zhCN;
}

export function defaultFormat(view: DateView, withTime: boolean): string {
  if (view === 'year') return 'YYYY';
  if (view === 'quarter') return 'YYYY-[Q]Q';
  if (view === 'month') return 'YYYY-MM';
  if (view === 'week') return 'YYYY-wo';
  return withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD';
}

export function DateField({
  value,
  onChange,
  format,
  view = 'date',
  withTime = false,
  start,
  end,
  ...rest
}: DateFieldProps) {
  const locale = usePickerLocale();
  const [open, setOpen] = useState(false);
  const choose = (next: Dayjs | null) => {
    onChange?.(next);
    setOpen(false);
  };
  // With the time shown the picker keeps a draft until it closes; choosing the minute (the last
  // column) completes the value, so that is when it is taken and the picker closes.
  const draft = useRef<Dayjs | null>(null);
  const onCalendarChange = (next: Dayjs | null) => {
    const before = draft.current ?? value ?? null;
    draft.current = next;
    // A click on a day keeps the day's draft open; only a new minute on the same day closes.
    const minutePicked = before && next?.isSame(before, 'day') && next.minute() !== before.minute();
    if (withTime && next && minutePicked) choose(next);
  };
  return (
    <DatePicker
      {...rest}
      locale={locale}
      picker={view}
      open={open}
      onOpenChange={(next) => {
        draft.current = null;
        setOpen(next);
      }}
      value={value ?? null}
      onChange={choose}
      onCalendarChange={(next) => onCalendarChange(next as Dayjs | null)}
      format={format ?? defaultFormat(view, withTime)}
      showTime={withTime && view === 'date' ? { minuteStep: MINUTE_STEP, format: 'HH:mm' } : false}
      // Auto-close: a click on a day is the choice, no OK button to press.
      needConfirm={false}
      showNow={false}
      minDate={start}
      maxDate={end}
      allowClear
      renderExtraFooter={() => (
        <Space className="date-field__footer">
          <Button
            size="small"
            type="link"
            onClick={() => choose(withTime ? roundedNow() : dayjs().startOf('day'))}
          >
            {locale.lang.today}
          </Button>
          <Button size="small" type="link" onClick={() => choose(null)}>
            {locale.lang.clear}
          </Button>
        </Space>
      )}
    />
  );
}

/** Now, on the 5-minute grid, so "today" gives a value the minute column can show. */
export function roundedNow(): Dayjs {
  const now = dayjs().second(0).millisecond(0);
  return now.minute(Math.floor(now.minute() / MINUTE_STEP) * MINUTE_STEP);
}

export type DateRangeFieldProps = Common & {
  value?: [Dayjs | null, Dayjs | null] | null;
  onChange?: (value: [Dayjs | null, Dayjs | null] | null) => void;
};

export function DateRangeField({
  value,
  onChange,
  format,
  view = 'date',
  withTime = false,
  start,
  end,
  ...rest
}: DateRangeFieldProps) {
  const locale = usePickerLocale();
  return (
    <DatePicker.RangePicker
      {...rest}
      placeholder={undefined}
      locale={locale}
      picker={view}
      value={value ?? null}
      onChange={(next) => onChange?.(next as [Dayjs | null, Dayjs | null] | null)}
      format={format ?? defaultFormat(view, withTime)}
      showTime={withTime && view === 'date' ? { minuteStep: MINUTE_STEP, format: 'HH:mm' } : false}
      needConfirm={false}
      minDate={start}
      maxDate={end}
      allowClear
    />
  );
}
