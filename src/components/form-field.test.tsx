import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field.tsx';

function Registered({ onSubmit }: { onSubmit: (v: { city: string }) => void }) {
  const { register, handleSubmit, formState } = useForm<{ city: string }>({ defaultValues: { city: '' } });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <FormField id="f-city" label="Stadt" registration={register('city', { required: 'Pflichtfeld' })} error={formState.errors.city?.message} />
      <button type="submit">Senden</button>
    </form>
  );
}

function Controlled() {
  const [v, setV] = useState('Wien');
  return <FormField id="f-town" label="Ort" value={v} onValueChange={setV} invalid hint="Hinweis" />;
}

describe('form field', () => {
  it('when registered with react-hook-form and submitted empty, then the message is under the field, linked and focused', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Registered onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const input = screen.getByLabelText('Stadt');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('name', 'city');
    expect(input).toHaveAccessibleDescription('Pflichtfeld');
    expect(input).toHaveFocus();
    await user.type(input, 'Graz');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledWith({ city: 'Graz' }, expect.anything());
  });

  it('when controlled and marked invalid without a message, then it is invalid, keeps its hint and follows typing', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Ort');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Hinweis');
    await user.clear(input);
    await user.type(input, 'Linz');
    expect(input).toHaveValue('Linz');
  });
});
