import { DatePicker, type DateValue, parseDate } from '@chakra-ui/react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { type FocusEvent, forwardRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { DirectionalIcon } from '@/components/ui/directional-icon';
import { FormField } from '@/components/ui/form-field';
import { formatDayText, isDay, parseDayText } from '@/shared/day-text';
import { datePickerSlotRecipe } from '@/theme/chakra-theme';

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD'; '' for no date; anything else is text typed that names no day (the form's schema says so) */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
  /** the first and last days the calendar offers, 'YYYY-MM-DD' (typed days are left to the form's schema) */
  min?: string;
  max?: string;
  autoComplete?: string;
}

/** What the form holds for the text in the input: the day it names, or the text itself. */
const heldValue = (text: string) => parseDayText(text) ?? text.trim();
const textOf = (value: string) => (isDay(value) ? formatDayText(value) : value);
const calendarDay = (day: string | undefined) => (day && isDay(day) ? parseDate(day) : undefined);

const units = { day: 'יום', month: 'חודש', year: 'שנה' } as const;
const previous = { day: 'לחודש הקודם', month: 'לשנה הקודמת', year: 'לעשור הקודם' } as const;
const next = { day: 'לחודש הבא', month: 'לשנה הבאה', year: 'לעשור הבא' } as const;

/**
 * A day typed as dd.mm.yyyy (d.m.yyyy, dd/mm/yyyy and 05031990 are read too) or picked from a Hebrew
 * calendar (Sunday first) that opens from the button at the input's end, whatever the browser's language.
 * The input is the site's own, outside Chakra's date picker: the picker's input would drop the '/' of
 * dd/mm/yyyy as it is typed, and replace unreadable text with the day the calendar has in focus.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, value, onChange, onBlur, min, max, disabled, ...field },
  ref,
) {
  const [text, setText] = useState(() => textOf(value));
  const [lastValue, setLastValue] = useState(value);
  // A value set from outside (a reset, a restored form, the address) replaces the text; the one this
  // text gave does not. Judged against the value of the last render, not the text: a render before the
  // parent has taken what was typed (a list that refetched meanwhile) must not wipe it.
  if (value !== lastValue) {
    setLastValue(value);
    if (heldValue(text) !== value) setText(textOf(value));
  }
  const type = (typed: string) => {
    setText(typed);
    onChange(heldValue(typed));
  };
  const picked = calendarDay(value);
  return (
    <DatePicker.Root
      recipe={datePickerSlotRecipe}
      locale="he-IL"
      timeZone="Asia/Jerusalem"
      startOfWeek={0}
      value={picked ? [picked] : []}
      min={calendarDay(min)}
      max={calendarDay(max)}
      disabled={disabled}
      format={(day: DateValue) => formatDayText(day.toString())}
      positioning={{ placement: 'bottom-end' }}
      translations={{
        trigger: (open) => (open ? 'סגירת לוח השנה' : 'פתיחת לוח השנה'),
        content: 'לוח שנה',
        prevTrigger: (view) => `מעבר ${previous[view]}`,
        nextTrigger: (view) => `מעבר ${next[view]}`,
        viewTrigger: (view, wider) => (wider ? `בחירת ${units[wider]}` : units[view]),
        // the day in words; whether it is chosen or out of reach the cell's aria-selected and aria-disabled say
        dayCell: (day) => day.valueText,
      }}
      onValueChange={({ value: [day] }) => {
        if (!day) return;
        type(formatDayText(day.toString()));
        // a day picked is a day entered: the form validates it as if the field was left
        onBlur?.();
      }}
    >
      <FormField
        ref={ref}
        label={label}
        dir="ltr"
        inputMode="numeric"
        placeholder="dd.mm.yyyy"
        disabled={disabled}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          // written back the way it is shown: 5/3/1990 becomes 05.03.1990
          if (parseDayText(event.target.value)) setText(textOf(heldValue(event.target.value)));
          onBlur?.();
        }}
        addon={
          <DatePicker.Control>
            <DatePicker.Trigger boxSize="8" color="fg.muted" _hover={{ color: 'fg', bg: 'bg.muted' }}>
              <CalendarDays aria-hidden="true" />
            </DatePicker.Trigger>
          </DatePicker.Control>
        }
        {...field}
      />
      <DatePicker.Positioner>
        <DatePicker.Content>
          {(['day', 'month', 'year'] as const).map((view) => (
            <DatePicker.View key={view} view={view}>
              <DatePicker.ViewControl>
                <DatePicker.PrevTrigger>
                  <DirectionalIcon icon={ChevronLeft} />
                </DatePicker.PrevTrigger>
                <DatePicker.ViewTrigger>
                  <DatePicker.RangeText />
                </DatePicker.ViewTrigger>
                <DatePicker.NextTrigger>
                  <DirectionalIcon icon={ChevronRight} />
                </DatePicker.NextTrigger>
              </DatePicker.ViewControl>
              {view === 'day' ? (
                <DatePicker.DayTable />
              ) : view === 'month' ? (
                <DatePicker.MonthTable format="long" columns={3} />
              ) : (
                <DatePicker.YearTable />
              )}
            </DatePicker.View>
          ))}
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
});

type FormDateFieldProps<T extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** fields to validate again when this one changes (a return date after the departure's) */
  deps?: FieldPath<T>[];
};

/** A `DateField` bound to a react-hook-form field; the form holds 'YYYY-MM-DD' ('' for none). */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  deps,
  ...props
}: FormDateFieldProps<T>) {
  const { field } = useController({ control, name, rules: deps ? { deps } : undefined });
  return (
    <DateField
      {...props}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
