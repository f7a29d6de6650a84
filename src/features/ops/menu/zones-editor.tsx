/**
 * The vendor's delivery zones (issue 16 item 3): per zone its postal codes, delivery fee, minimum order and the
 * subtotal from which delivery is free — typed in euro, sent in cents (PUT …/zones), checked by the shared schema.
 */
import { toNestErrors } from '@hookform/resolvers';
import { useEffect } from 'react';
import { FormProvider, useFieldArray, useForm, type FieldErrors, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { opsZonesBodySchema, type OpsZone } from '../../../domain/wire/ops.ts';
import { isHttpError } from '../../../lib/api/errors.ts';
import { refusedFields } from '../../../lib/api/error-body.ts';
import { useSaveZonesMutation } from '../api/vendor.ts';
import { EditorField } from '../../../components/menu-editor/editor-field.tsx';
import { centsToEuro, euroToCents, formPath } from '../../../components/menu-editor/menu-form.ts';

interface ZoneForm { label: string; postalCodes: string; fee: string; minOrder: string; freeFrom: string }
interface ZonesForm { zones: ZoneForm[] }

const euro = z.string().transform((s, ctx) => {
  const c = euroToCents(s);
  if (c === null) ctx.addIssue({ code: 'custom', message: 'must be an amount in euro' });
  return c ?? 0;
});
/** The form's text → the wire body, then the shared schema (the one the server validates PUT …/zones with). */
const zonesFormSchema = z
  .object({
    zones: z.array(z.object({ label: z.string(), postalCodes: z.string(), fee: euro, minOrder: euro, freeFrom: euro })),
  })
  .transform(({ zones }): z.input<typeof opsZonesBodySchema> => ({
    zones: zones.map((zn) => ({
      label: zn.label,
      postalCodes: zn.postalCodes.split(/[\s,;]+/).filter(Boolean),
      feeCents: zn.fee,
      minOrderCents: zn.minOrder,
      freeDeliveryFromCents: zn.freeFrom,
    })),
  }))
  .pipe(opsZonesBodySchema);

const toForm = (zones: OpsZone[]): ZonesForm => ({
  zones: zones.map((zn) => ({
    label: zn.label,
    postalCodes: zn.postalCodes.join(', '),
    fee: centsToEuro(zn.feeCents),
    minOrder: centsToEuro(zn.minOrderCents),
    freeFrom: centsToEuro(zn.freeDeliveryFromCents ?? 0),
  })),
});

const serverPath = (p: string) => formPath(p).replace(/feeCents$/, 'fee').replace(/minOrderCents$/, 'minOrder')
  .replace(/freeDeliveryFromCents$/, 'freeFrom').replace(/postalCodes\.\d+$/, 'postalCodes');

type ZonesBody = z.output<typeof zonesFormSchema>;

/** The shared schema's issues at the form's paths (`zones.0.feeCents` → `zones.0.fee`). */
const zonesResolver: Resolver<ZonesForm, unknown, ZonesBody> = (values, _ctx, options) => {
  const r = zonesFormSchema.safeParse(values);
  if (r.success) return { values: r.data, errors: {} };
  const flat: FieldErrors = {};
  for (const issue of r.error.issues) flat[serverPath(issue.path.map(String).join('.'))] ??= { type: 'schema', message: issue.message };
  return { values: {}, errors: toNestErrors(flat, options) };
};

export function ZonesEditor({ vendorId, zones }: { vendorId: string; zones: OpsZone[] }) {
  const { t } = useTranslation('ops');
  const form = useForm<ZonesForm, unknown, ZonesBody>({ resolver: zonesResolver, defaultValues: toForm(zones) });
  const list = useFieldArray({ control: form.control, name: 'zones' });
  const save = useSaveZonesMutation(vendorId);
  const { isDirty } = form.formState;
  useEffect(() => {
    if (!isDirty) form.reset(toForm(zones));
  }, [zones, form, isDirty]);

  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (vendor) => form.reset(toForm(vendor.zones)),
      onError: (err) => {
        if (!isHttpError(err)) return;
        Object.entries(refusedFields(err)).forEach(([p, message], i) =>
          form.setError(serverPath(p) as Path<ZonesForm>, { type: 'server', message }, { shouldFocus: i === 0 }));
      },
    }),
  );
  const message = save.isSuccess && !isDirty ? t('zones.saved') : save.isError ? t('zones.failed') : '';
  return (
    <section className="ops-panel card-surface" aria-labelledby="ops-zones-title">
      <h2 id="ops-zones-title">{t('zones.title')}</h2>
      <FormProvider {...form}>
        <form noValidate onSubmit={(e) => void submit(e)} className="ops-menu">
          {list.fields.map((field, i) => (
            <fieldset key={field.id}>
              <legend>{t('zones.zone', { n: i + 1 })}</legend>
              <div className="ops-grid">
                <EditorField name={`zones.${i}.label`} label={t('zones.label')} maxLength={100} />
                <EditorField name={`zones.${i}.postalCodes`} label={t('zones.postalCodes')} inputMode="numeric" />
                <EditorField name={`zones.${i}.fee`} label={t('zones.fee')} inputMode="decimal" maxLength={12} />
                <EditorField name={`zones.${i}.minOrder`} label={t('zones.minOrder')} inputMode="decimal" maxLength={12} />
                <EditorField name={`zones.${i}.freeFrom`} label={t('zones.freeFrom')} inputMode="decimal" maxLength={12} />
              </div>
            </fieldset>
          ))}
          <div className="ops-actions">
            <button type="submit" className="btn btn--primary" disabled={save.isPending}>{t('zones.save')}</button>
            <p role="status" className={message ? (save.isError ? 'field__error' : 'note') : 'sr-only'}>{message}</p>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
