/** Login and register as tabs of the auth modal (spec 2 §2), arrow keys move between them. */
import { useTranslation } from 'react-i18next';

export type TabMode = 'login' | 'register';

export interface AuthTabsProps {
  mode: TabMode;
  onSelect: (mode: TabMode) => void;
  tabId: (mode: TabMode) => string;
  panelId: string;
}

export function AuthTabs({ mode, onSelect, tabId, panelId }: AuthTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="auth-tabs" role="tablist" aria-label={t('auth.tabsLabel')}>
      {(['login', 'register'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          id={tabId(m)}
          aria-selected={mode === m}
          aria-controls={panelId}
          tabIndex={mode === m ? 0 : -1}
          onClick={() => onSelect(m)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            const next = m === 'login' ? 'register' : 'login';
            onSelect(next);
            document.getElementById(tabId(next))?.focus();
          }}
        >
          {m === 'login' ? t('auth.tabs.login') : t('auth.tabs.register')}
        </button>
      ))}
    </div>
  );
}
