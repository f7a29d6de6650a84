/**
 * Job application of the careers page (spec 3 §2.5, §3, §5): six steps — position, personal data, experience,
 * motivation, documents, confirmation — one schema each ("Next" validates the step), the whole application as their
 * union. The department follows from the position (the server stores the position's). Stored in job_applications.
 */
import { z } from 'zod';
import { DEFAULT_START_DATE, JOB_POSITION_IDS, JOB_POSITIONS, WORK_TYPES, type JobPositionId } from './constants.ts';
import {
  choice, flag, mustAccept, optionalDate, optionalPostalCode, optionalText, requiredEmail, requiredPhone, requiredText,
} from './fields.ts';
import { FORM_ERRORS as E } from './messages.ts';

const position = {
  position: choice(JOB_POSITION_IDS, E.positionRequired),
  workType: choice(WORK_TYPES, E.required).default('fulltime'),
};

const personal = {
  firstName: requiredText(100, E.firstNameRequired),
  lastName: requiredText(100, E.lastNameRequired),
  email: requiredEmail,
  phone: requiredPhone,
  dateOfBirth: optionalDate(-1),
  address: optionalText(300),
  city: optionalText(100),
  postalCode: optionalPostalCode,
};

const experience = {
  experience: requiredText(5000, E.experienceRequired),
  education: requiredText(2000, E.educationRequired),
  skills: optionalText(2000),
  languages: optionalText(500),
  previousJobs: optionalText(5000),
};

const motivation = {
  motivation: requiredText(5000, E.motivationRequired),
  whyUs: requiredText(5000, E.fieldRequired),
  salary: optionalText(100),
  startDate: optionalText(100),
};

const documents = {
  hasCV: mustAccept(E.cvRequired),
  hasCoverLetter: flag,
  hasCertificates: flag,
};

const confirmation = {
  acceptTerms: mustAccept(E.termsRequired),
  acceptPrivacy: mustAccept(E.privacyRequired),
};

export const jobApplicationStepSchemas = [
  z.object(position),
  z.object(personal),
  z.object(experience),
  z.object(motivation),
  z.object(documents),
  z.object(confirmation),
] as const;

export const jobApplicationSchema = z
  .object({ ...position, ...personal, ...experience, ...motivation, ...documents, ...confirmation })
  .transform((v) => ({ ...v, department: departmentOf(v.position) }));

/** The department of a position (spec 3 §3's table). */
export function departmentOf(id: JobPositionId): string {
  return JOB_POSITIONS.find((p) => p.id === id)?.department ?? '';
}

export type JobApplicationForm = z.input<typeof jobApplicationSchema>;

export const EMPTY_JOB_APPLICATION: JobApplicationForm = {
  position: '', workType: 'fulltime',
  firstName: '', lastName: '', email: '', phone: '', dateOfBirth: '', address: '', city: '', postalCode: '',
  experience: '', education: '', skills: '', languages: '', previousJobs: '',
  motivation: '', whyUs: '', salary: '', startDate: DEFAULT_START_DATE,
  hasCV: false, hasCoverLetter: false, hasCertificates: false,
  acceptTerms: false, acceptPrivacy: false,
};
