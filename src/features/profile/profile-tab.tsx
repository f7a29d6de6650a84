/** Profile tab (spec 2 §2): first/last name, phone (optional), e-mail read-only. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field.tsx';
import { useAuthStore, type AuthUser } from '../../lib/supabase/auth-store.ts';
import { accountKeys, fetchProfile, updateProfile } from '../../lib/supabase/data.ts';

export function ProfileTab({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const auth = useAuthStore();
  const profile = useQuery({ queryKey: accountKeys.profile(user.id), queryFn: fetchProfile });
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  // filled once from the loaded profile: a background refetch must not overwrite what is being typed
  const filled = useRef(false);
  useEffect(() => {
    const p = profile.data;
    if (!p || filled.current) return;
    filled.current = true;
    setFirstName(p.first_name ?? '');
    setLastName(p.last_name ?? '');
    setPhone(p.phone ?? '');
  }, [profile.data]);

  if (profile.isPending) return <p role="status">{t('profile.loading')}</p>;
  if (profile.isError || !profile.data) {
    return <p className="alert alert--error" role="alert">{profile.isError ? t('profile.profile.failed') : t('profile.profile.notFound')}</p>;
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await updateProfile({ first_name: firstName, last_name: lastName, phone });
      await qc.invalidateQueries({ queryKey: accountKeys.profile(user.id) });
      await auth.refreshProfile();
      setMessage({ tone: 'ok', text: t('profile.profile.updated') });
    } catch (err) {
      console.error('profile update', err);
      const notFound = (err as { code?: string }).code === 'profile_not_found';
      setMessage({ tone: 'error', text: notFound ? t('profile.profile.notFound') : t('profile.profile.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-section" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profile.profile.heading')}</h2>
      <form className="profile-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="profile-grid">
          <FormField id="profile-first-name" label={t('profile.profile.firstName')} autoComplete="given-name"
            maxLength={100} value={firstName} onValueChange={setFirstName} />
          <FormField id="profile-last-name" label={t('profile.profile.lastName')} autoComplete="family-name"
            maxLength={100} value={lastName} onValueChange={setLastName} />
        </div>
        <FormField id="profile-phone" label={t('profile.profile.phone')} type="tel" autoComplete="tel" maxLength={40}
          value={phone} onValueChange={setPhone} />
        <FormField id="profile-email" label={t('profile.profile.email')} type="email" readOnly value={user.email}
          hint={t('profile.profile.emailHint')} />
        <div className="profile-message" role="status" aria-live="polite">
          {message ? (
            <p className={message.tone === 'ok' ? 'profile-success' : 'alert alert--error'}>{message.text}</p>
          ) : null}
        </div>
        <div>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('profile.profile.saving') : t('profile.profile.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
