// A date field that shows and takes DD-MM-YYYY whatever the browser's language (an en-US Chromium's
// native date input shows MM/DD/YYYY, and 03-04 became 4 March). Keyboard typing is kept (3-4-26,
// 03/04/2026, 03042026 …, lib/date-input.ts) and a calendar opens for picking. The form's value is the
// YYYY-MM-DD the API takes; text that names no date stays in the value as typed, so the form's rule
// refuses it with a message instead of the field silently keeping the last good date. While its calendar
// is open the input carries Mantine's data-mantine-stop-propagation, so Esc closes the calendar only,
// not the drawer or dialog around it.
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isIsoDate, parseTypedDate, todayInKolkata } from '../../lib/date-input';
import '../../i18n/en/common';
import classes from './DateField.module.css';

export interface DateFieldProps extends Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue' | 'valueFormat' | 'dateParser'> {
  value?: string;
  onChange?: (value: string) => void;
}

export function DateField({ value = '', onChange, onInput, popoverProps, ...props }: DateFieldProps) {
  const [today] = useState(todayInKolkata);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <DateInput
      valueFormat="DD-MM-YYYY"
      placeholder="DD-MM-YYYY"
      fixOnBlur={false}
      classNames={{ day: classes.day }}
      ariaLabels={{
        previousMonth: t('common.previousMonth'), nextMonth: t('common.nextMonth'), previousYear: t('common.previousYear'),
        nextYear: t('common.nextYear'), previousDecade: t('common.previousDecade'), nextDecade: t('common.nextDecade'),
      }}
      {...props}
      popoverProps={{
        withinPortal: true,
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      data-mantine-stop-propagation={calendarOpen || undefined}
      value={isIsoDate(value) ? value : null}
      dateParser={(text) => parseTypedDate(text, today)}
      onChange={(date) => onChange?.(date ?? '')}
      onInput={(event) => {
        onInput?.(event);
        const text = event.currentTarget.value;
        // A real date arrives through onChange; anything else is kept as typed for the form to refuse.
        if (parseTypedDate(text, today) === null) onChange?.(text.trim());
      }}
    />
  );
}
