/**
 * Ways to reach the ethics office (spec 3 §2.12: phone hotline 24/7, secure e-mail, the online form). The spec
 * gives no numbers or addresses: these are SAMPLE values of this installation (marked on the page, like the sample
 * company data of src/domain/company.ts); the operator replaces them before going live.
 */
import type { CompanyValue } from '../../domain/company.ts';

export const ETHICS_HOTLINE: CompanyValue = { value: '+43 800 201 202', sample: true };
export const ETHICS_EMAIL: CompanyValue = { value: 'ethik@lieferzone.example', sample: true };
