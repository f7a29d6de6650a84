/** What the modal gives each of its forms (one component per mode: login, register, forgot, verify, reset). */
import type { AuthMode } from '../../lib/supabase/auth-modal-state.ts';

export interface SwitchOptions {
  /** carried to the next mode (the verify step needs the address) */
  email?: string;
  /** shown above the next form (e.g. "we sent a code to …") */
  info?: string;
}

export interface AuthFormProps {
  /** the address known so far (typed in another mode, or given by the opener) */
  email: string;
  onSwitch: (mode: AuthMode, options?: SwitchOptions) => void;
  /** the flow is complete: the modal closes */
  onDone: () => void;
}
