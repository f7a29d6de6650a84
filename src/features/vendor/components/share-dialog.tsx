/** Share without the Web Share API: messaging, social, e-mail and copy link. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';
import type { Vendor } from '../../../domain/types.ts';

export function ShareDialog({ open, vendor, onClose }: { open: boolean; vendor: Vendor; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'ok' | 'failed'>('idle');
  const url = typeof window !== 'undefined' ? (window.location.href.split('#')[0] ?? '') : '';
  const text = t('vendor.share.text', { name: vendor.label });
  const u = encodeURIComponent(url);
  const tx = encodeURIComponent(text);
  const links = [
    { key: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${tx}%20${u}` },
    { key: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${tx}` },
    { key: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'x', label: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${tx}` },
    { key: 'email', label: t('vendor.share.email'), href: `mailto:?subject=${encodeURIComponent(vendor.label)}&body=${tx}%0A${u}` },
  ];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open={open}
      onClose={() => {
        setCopied('idle');
        onClose();
      }}
      title={t('vendor.share.title')}
      closeLabel={t('vendor.close')}
      size="small"
    >
      <ul className="share-list">
        {links.map((l) => (
          <li key={l.key}>
            <a className="btn btn--secondary btn--block" href={l.href} target="_blank" rel="noopener noreferrer">
              {l.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="btn btn--primary btn--block" onClick={() => void copy()}>
            {t('vendor.share.copy')}
          </button>
        </li>
      </ul>
      <p className="share-status" role="status">
        {copied === 'ok' ? t('vendor.share.copied') : copied === 'failed' ? t('vendor.share.copyFailed', { url }) : ''}
      </p>
    </Dialog>
  );
}
