import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SuggestInput } from './suggest-input.tsx';

function Harness({ items, onSelect, onSubmit }: { items: string[]; onSelect: (s: string) => void; onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <SuggestInput
        label="Ort"
        value={value}
        onValueChange={setValue}
        suggestions={value.length >= 2 ? items : []}
        getKey={(s) => s}
        renderItem={(s) => s}
        onSelect={onSelect}
        listLabel="Vorschläge"
        statusText={`${items.length} Vorschläge`}
      />
    </form>
  );
}

describe('SuggestInput (combobox)', () => {
  it('when suggestions appear, then the combobox is expanded, controls the listbox and announces the count', async () => {
    const user = userEvent.setup();
    render(<Harness items={['Graz', 'Gratkorn']} onSelect={vi.fn()} onSubmit={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Ort' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'Gr');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Vorschläge' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(screen.getByText('2 Vorschläge')).toBeInTheDocument();
  });

  it('when the arrow keys move and Enter is pressed, then the active option is chosen and the form is not submitted', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness items={['Graz', 'Gratkorn', 'Gratwein']} onSelect={onSelect} onSubmit={onSubmit} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Gr');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}'); // wraps to the last one
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Gratwein');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Enter is pressed without an active option, then the form submits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness items={['Graz']} onSelect={vi.fn()} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('combobox'), 'Gr{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('when Escape is pressed, then the list closes; typing opens it again', async () => {
    const user = userEvent.setup();
    render(<Harness items={['Graz']} onSelect={vi.fn()} onSubmit={vi.fn()} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Gr{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'a');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('when an option is clicked, then it is chosen', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness items={['Graz', 'Gratkorn']} onSelect={onSelect} onSubmit={vi.fn()} />);
    await user.type(screen.getByRole('combobox'), 'Gr');
    await user.click(screen.getByRole('option', { name: 'Gratkorn' }));
    expect(onSelect).toHaveBeenCalledWith('Gratkorn');
  });
});
