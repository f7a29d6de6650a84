/**
 * "Meine Daten herunterladen" (issue 29): GET /api/v1/account/export with the customer's access token, parsed by the
 * wire schema of src/domain/wire/account-export.ts. A mutation: every press asks the server afresh (and counts
 * against its hourly limit); nothing is cached.
 */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { parseAnswer } from '../../../lib/api/parse.ts';
import { accountExportSchema } from '../../../domain/wire/account-export.ts';
import { useAuthStore } from '../../../lib/supabase/auth-store.ts';
import { profileMutationKeys } from './keys.ts';
import { saveFile } from '../../../lib/save-file.ts';

export function useDataExportMutation() {
  const auth = useAuthStore();
  return useMutation({
    mutationKey: profileMutationKeys.dataExport(),
    networkMode: 'always',
    mutationFn: async () => {
      const session = await (await auth.connect()).auth.getSession();
      const token = session.data.session?.access_token;
      if (!token) throw new Error('not signed in');
      const data = parseAnswer(accountExportSchema, await apiFetch<unknown>('/api/v1/account/export', { headers: { Authorization: `Bearer ${token}` }, retry: false }), 'account export');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      saveFile(blob, `lieferzone-meine-daten-${data.exportedAt.slice(0, 10)}.json`);
      return data.summary;
    },
  });
}
