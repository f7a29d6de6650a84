/**
 * The five inboxes over the public forms' tables: which table, how its stored status reads as the back office's
 * workflow status, what a list row shows, what the search looks in and which columns the CSV export has.
 *
 * Statuses: the forms store pending / reviewing / accepted / rejected; ethics reports keep their reporter-facing
 * submitted / reviewing / closed (the reporter reads them) and `resolution` says whether a closed case was accepted.
 */
import type { PublicFormKind } from '../../../src/domain/forms/submission.ts';
import type { OpsInboxKind, OpsStatus } from '../../../src/domain/wire/ops.ts';
import { FORM_TABLES } from '../../public-forms/columns.ts';

export interface InboxKind {
  kind: OpsInboxKind;
  form: PublicFormKind;
  /** schema-qualified table */
  table: string;
  /** SQL (over alias t) of the workflow status */
  statusSql: string;
  /** the stored status (and resolution) of a workflow status */
  stored(status: OpsStatus): { status: string; resolution?: string | null };
  titleSql: string;
  subtitleSql: string;
  /** text columns the search looks in (besides the reference) */
  searchColumns: string[];
  /** columns of the CSV export after reference, created_at and status */
  csvColumns: string[];
}

const FORM_STATUS_SQL = `(case t.status when 'reviewing' then 'in_review' else t.status end)`;
const formStored = (status: OpsStatus) => ({ status: status === 'in_review' ? 'reviewing' : status });

const csvColumnsOf = (form: PublicFormKind) => Object.values(FORM_TABLES[form].columns);

export const INBOX_KINDS: Record<OpsInboxKind, InboxKind> = {
  courier: {
    kind: 'courier', form: 'courier-application', table: 'public.courier_applications',
    statusSql: FORM_STATUS_SQL, stored: formStored,
    titleSql: `t.first_name || ' ' || t.last_name`,
    subtitleSql: `t.email || ' · ' || t.postal_code || ' ' || t.city || ' · ' || t.vehicle_type`,
    searchColumns: ['first_name', 'last_name', 'email', 'city', 'postal_code', 'phone'],
    csvColumns: csvColumnsOf('courier-application'),
  },
  restaurant: {
    kind: 'restaurant', form: 'restaurant-signup', table: 'public.restaurant_signups',
    statusSql: FORM_STATUS_SQL, stored: formStored,
    titleSql: 't.restaurant_name',
    subtitleSql: `t.owner_first_name || ' ' || t.owner_last_name || ' · ' || t.email || ' · ' || t.postal_code || ' ' || t.city`,
    searchColumns: ['restaurant_name', 'owner_first_name', 'owner_last_name', 'email', 'city', 'postal_code'],
    csvColumns: csvColumnsOf('restaurant-signup'),
  },
  recommendation: {
    kind: 'recommendation', form: 'vendor-recommendation', table: 'public.vendor_recommendations',
    statusSql: FORM_STATUS_SQL, stored: formStored,
    titleSql: 't.vendor_name',
    subtitleSql: `t.category || ' · ' || coalesce(t.postal_code || ' ', '') || t.city`,
    searchColumns: ['vendor_name', 'vendor_address', 'city', 'postal_code', 'recommender_name', 'recommender_email'],
    csvColumns: csvColumnsOf('vendor-recommendation'),
  },
  job: {
    kind: 'job', form: 'job-application', table: 'public.job_applications',
    statusSql: FORM_STATUS_SQL, stored: formStored,
    titleSql: `t.first_name || ' ' || t.last_name`,
    subtitleSql: `t.position || ' · ' || t.email`,
    searchColumns: ['first_name', 'last_name', 'email', 'position'],
    csvColumns: csvColumnsOf('job-application'),
  },
  ethics: {
    kind: 'ethics', form: 'ethics-report', table: 'public.ethics_reports',
    statusSql: `(case t.status when 'submitted' then 'pending' when 'reviewing' then 'in_review' else coalesce(t.resolution, 'accepted') end)`,
    stored: (status) =>
      status === 'pending' ? { status: 'submitted', resolution: null }
      : status === 'in_review' ? { status: 'reviewing', resolution: null }
      : { status: 'closed', resolution: status },
    titleSql: 't.category',
    subtitleSql: `(case when t.anonymous then 'anonym' else coalesce(t.contact_name, t.contact_email, t.contact_phone, 'ohne Kontakt') end) || coalesce(' · ' || t.case_number, '')`,
    searchColumns: ['category', 'case_number', 'location', 'contact_name', 'contact_email'],
    csvColumns: ['case_number', ...csvColumnsOf('ethics-report')],
  },
};

/** Columns never shown or exported: the submission's idempotency data and the ethics case's secret hash. */
export const HIDDEN_COLUMNS = ['submission_id', 'submission_hash', 'case_secret_hash'] as const;
