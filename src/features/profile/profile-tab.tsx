/** Profile tab (spec 2 §2, §5): first/last name, phone (optional, the shared rule), e-mail read-only. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import type { AuthUser } from '../../lib/supabase/auth-store.ts';
import { profileQueryOptions } from '../../lib/supabase/profile.ts';
import type { ProfileRow } from '../../lib/supabase/types.ts';
import { isProfileNotFound, useUpdateProfileMutation } from './api/profile.ts';
import { profileFormSchema, type ProfileForm, type ProfileMessageKey } from './schemas.ts';

export function ProfileTab({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const profile = useQuery(profileQueryOptions(user.id));
  if (profile.isPending) return <p role="status">{t('profile.loading')}</p>;
  if (profile.isError || !profile.data) {
    return <p className="alert alert--error" role="alert">{profile.isError ? t('profile.profile.failed') : t('profile.profile.notFound')}</p>;
  }
  // filled once from the loaded profile: a background refetch does not overwrite what is being typed
  return <ProfileFormSection user={user} profile={profile.data} />;
}

function ProfileFormSection({ user, profile }: { user: AuthUser; profile: ProfileRow }) {
  const { t } = useTranslation();
  const update = useUpdateProfileMutation(user.id);
  const { register, handleSubmit, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { first_name: profile.first_name ?? '', last_name: profile.last_name ?? '', phone: profile.phone ?? '' },
  });
  const phoneError = formState.errors.phone?.message as ProfileMessageKey | undefined;
  const failure = isProfileNotFound(update.error) ? t('profile.profile.notFound') : t('profile.profile.failed');

  return (
    <section className="profile-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profile.profile.heading')}</h2>
      <form className="profile-form" noValidate onSubmit={(e) => void handleSubmit((values) => update.mutate(values))(e)}>
        <div className="profile-grid">
          <FormField id="profile-first-name" label={t('profile.profile.firstName')} autoComplete="given-name" maxLength={100}
            registration={register('first_name')} />
          <FormField id="profile-last-name" label={t('profile.profile.lastName')} autoComplete="family-name" maxLength={100}
            registration={register('last_name')} />
        </div>
        <FormField id="profile-phone" label={t('profile.profile.phone')} type="tel" autoComplete="tel" maxLength={40}
          registration={register('phone')} error={phoneError ? t(phoneError) : undefined} />
        <FormField id="profile-email" label={t('profile.profile.email')} type="email" readOnly value={user.email}
          hint={t('profile.profile.emailHint')} />
        <div className="profile-message" role="status" aria-live="polite">
          {update.isSuccess ? <p className="profile-success">{t('profile.profile.updated')}</p> : null}
          {update.isError ? <p className="alert alert--error">{failure}</p> : null}
        </div>
        <div>
          <button type="submit" className="btn btn--primary" disabled={update.isPending}>
            {update.isPending ? t('profile.profile.saving') : t('profile.profile.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
