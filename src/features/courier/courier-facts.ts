/**
 * What the courier page states about the vehicles and the pay (spec 3 §2.2): the requirements per vehicle (age is
 * stated, not checked) and the hourly earnings in euro. Texts are in the `courier` namespace; these are the numbers.
 */
import type { VehicleType } from '../../domain/forms/constants.ts';

export interface VehicleFacts {
  /** minimum age in years */
  minAge: number;
  /** driving-licence classes accepted, null when none is needed */
  licenceClasses: string | null;
  /** hourly earnings in whole euro */
  earnings: { min: number; max: number };
}

export const VEHICLE_FACTS: Record<VehicleType, VehicleFacts> = {
  bike: { minAge: 16, licenceClasses: null, earnings: { min: 12, max: 15 } },
  motorcycle: { minAge: 18, licenceClasses: 'A1/B', earnings: { min: 15, max: 20 } },
  car: { minAge: 21, licenceClasses: 'B', earnings: { min: 18, max: 25 } },
};

/** "Up to EUR 25/h plus tips" — the best of the vehicles' ranges. */
export const TOP_HOURLY_EARNINGS = Math.max(...Object.values(VEHICLE_FACTS).map((f) => f.earnings.max));
