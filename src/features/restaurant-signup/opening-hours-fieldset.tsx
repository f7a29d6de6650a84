/**
 * The opening hours of step 3: one row per weekday with its opening and closing time (time inputs whose labels
 * name the day) and a "closed" box. A closed day hides its times but keeps them, so unticking brings them back.
 * The defaults come from the shared schema's empty form (spec 3 §3).
 */
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAY_KEYS, type WeekdayKey } from '../../domain/forms/constants.ts';
import type { RestaurantSignupForm } from '../../domain/forms/restaurant.ts';
import { fieldId, useSignupField } from './signup-fields.tsx';

export function OpeningHoursFieldset() {
  const { t } = useTranslation('restaurant-signup');
  return (
    <fieldset className="rsignup-hours" aria-describedby="rs-hours-hint">
      <legend className="field__label">{t('hours.legend')}</legend>
      <p id="rs-hours-hint" className="field__hint">
        {t('hours.hint')}
      </p>
      {WEEKDAY_KEYS.map((day) => (
        <DayRow key={day} day={day} />
      ))}
    </fieldset>
  );
}

function DayRow({ day }: { day: WeekdayKey }) {
  const { t } = useTranslation('restaurant-signup');
  const { t: tf } = useTranslation('forms');
  const { reg, error } = useSignupField();
  const closed = useWatch<RestaurantSignupForm, `openingHours.${WeekdayKey}.closed`>({ name: `openingHours.${day}.closed` });
  const dayName = tf(`weekdays.${day}`);
  const openName = `openingHours.${day}.open` as const;
  const closeName = `openingHours.${day}.close` as const;
  const closedName = `openingHours.${day}.closed` as const;
  const openErr = error(openName);
  const closeErr = error(closeName);
  return (
    <div className="rsignup-hours__row" data-testid={`hours-${day}`}>
      <span className="rsignup-hours__day" aria-hidden="true">
        {dayName}
      </span>
      {closed ? (
        <span className="rsignup-hours__closed">{t('hours.closed')}</span>
      ) : (
        <>
          <TimeInput name={openName} label={t('hours.opensLabel', { day: dayName })} short={t('hours.opens')} error={openErr} reg={reg} />
          <TimeInput name={closeName} label={t('hours.closesLabel', { day: dayName })} short={t('hours.closes')} error={closeErr} reg={reg} />
        </>
      )}
      <div className="form-check rsignup-hours__check">
        <input id={fieldId(closedName)} type="checkbox" {...reg(closedName)} />
        <label htmlFor={fieldId(closedName)}>
          <span aria-hidden="true">{t('hours.closed')}</span>
          <span className="sr-only">{t('hours.closedLabel', { day: dayName })}</span>
        </label>
      </div>
    </div>
  );
}

interface TimeInputProps {
  name: `openingHours.${WeekdayKey}.${'open' | 'close'}`;
  /** the full label, naming the day ("Montag: öffnet um") */
  label: string;
  /** the visible short label ("Öffnet") */
  short: string;
  error: string | undefined;
  reg: ReturnType<typeof useSignupField>['reg'];
}

function TimeInput({ name, label, short, error, reg }: TimeInputProps) {
  const id = fieldId(name);
  return (
    <div className={`rsignup-hours__time${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="small">
        <span aria-hidden="true">{short}</span>
        <span className="sr-only">{label}</span>
      </label>
      <input
        id={id}
        type="time"
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...reg(name)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
