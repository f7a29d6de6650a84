import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from './dialog.tsx';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <button type="button">Dahinter</button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Allergene"
        closeLabel="Schließen"
        footer={<button type="button">OK</button>}
      >
        <p>Gluten</p>
        <a href="#x">Mehr</a>
      </Dialog>
    </div>
  );
}

describe('Dialog', () => {
  it('when opened, then it is a labelled modal dialog with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Allergene' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // the first focusable element that is not the close button gets focus
    expect(screen.getByRole('link', { name: 'Mehr' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('when tabbing past the last element, then focus wraps to the first and back with Shift+Tab', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const close = screen.getByRole('button', { name: 'Schließen' });
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
    // many tabs never leave the dialog
    for (let i = 0; i < 7; i++) await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Dahinter', hidden: true })).not.toHaveFocus();
  });

  it('when Escape is pressed, then it closes, restores focus to the opener and unlocks scrolling', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('when the close button is clicked, then onClose is called', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when a focus lands outside the open dialog, then it is pulled back inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    act(() => screen.getByRole('button', { name: 'Dahinter', hidden: true }).focus());
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('ConfirmDialog', () => {
  it('when shown, then it is an alertdialog described by its message with focus on cancel', () => {
    render(
      <ConfirmDialog
        open
        title="Warenkorb leeren?"
        message="Alle Artikel werden entfernt."
        confirmLabel="Leeren"
        cancelLabel="Abbrechen"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Warenkorb leeren?' });
    expect(dialog).toHaveAccessibleDescription('Alle Artikel werden entfernt.');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  });

  it('when confirm or Escape is used, then the matching callback fires', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="T"
        message="M"
        confirmLabel="Ja"
        cancelLabel="Nein"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
