/** The five steps of the courier wizard, in order (spec 3 §2.2); titles in `courier:steps.<key>`. */
export const COURIER_STEPS = ['personal', 'vehicle', 'availability', 'payment', 'confirmation'] as const;
export type CourierStepKey = (typeof COURIER_STEPS)[number];
