/**
 * Beside the wizard (spec 3 §2.2): the requirements per vehicle (bike 16 + own bike; motorcycle/scooter 18, licence
 * A1/B, own vehicle; car 21, licence B, own car) and the earnings (per vehicle, the best rate plus tips, weekly
 * payout on Tuesday, document check in 1–2 days).
 */
import { useTranslation } from 'react-i18next';
import { VEHICLE_TYPES } from '../../domain/forms/constants.ts';
import { TOP_HOURLY_EARNINGS, VEHICLE_FACTS } from './courier-facts.ts';

const OWN_VEHICLE_KEY = { bike: 'ownBike', motorcycle: 'ownVehicle', car: 'ownCar' } as const;

export function CourierFactsPanel() {
  const { t } = useTranslation(['courier', 'forms']);
  return (
    <aside className="courier-facts">
      <section className="card-surface courier-facts__card" aria-labelledby="courier-requirements">
        <h2 id="courier-requirements">{t('courier:requirements.title')}</h2>
        {VEHICLE_TYPES.map((v) => {
          const f = VEHICLE_FACTS[v];
          return (
            <div key={v} className="courier-facts__vehicle" data-testid={`requirements-${v}`}>
              <h3>{t(`forms:vehicleTypes.${v}`)}</h3>
              <ul>
                <li>{t('courier:requirements.minAge', { age: f.minAge })}</li>
                {f.licenceClasses ? <li>{t('courier:requirements.licence', { classes: f.licenceClasses })}</li> : null}
                <li>{t(`courier:requirements.${OWN_VEHICLE_KEY[v]}`)}</li>
              </ul>
            </div>
          );
        })}
      </section>
      <section className="card-surface courier-facts__card" aria-labelledby="courier-earnings" data-testid="courier-earnings">
        <h2 id="courier-earnings">{t('courier:earnings.title')}</h2>
        <dl className="courier-facts__rates">
          {VEHICLE_TYPES.map((v) => (
            <div key={v}>
              <dt>{t(`forms:vehicleTypes.${v}`)}</dt>
              <dd>{t('courier:earnings.perHour', VEHICLE_FACTS[v].earnings)}</dd>
            </div>
          ))}
        </dl>
        <ul>
          <li>
            <strong>{t('courier:earnings.top', { max: TOP_HOURLY_EARNINGS })}</strong>
          </li>
          <li>{t('courier:earnings.payout')}</li>
          <li>{t('courier:earnings.documents')}</li>
        </ul>
      </section>
    </aside>
  );
}
