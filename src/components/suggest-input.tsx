/**
 * Text input with a suggestion list: the ARIA 1.2 combobox pattern (input role=combobox + listbox).
 * ↓/↑ move through the suggestions, Enter picks the active one (otherwise the surrounding form submits),
 * Escape closes the list; the number of suggestions is announced politely.
 */
import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';

export interface SuggestInputProps<T> {
  label: string;
  labelHidden?: boolean;
  /** after the label text, e.g. a required marker */
  labelSuffix?: ReactNode;
  /** the input's id (a form's field id); generated unless given */
  inputId?: string;
  /** e.g. react-hook-form's field ref (focus on error) */
  inputRef?: Ref<HTMLInputElement>;
  value: string;
  onValueChange: (value: string) => void;
  suggestions: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onSelect: (item: T) => void;
  /** Accessible name of the list. */
  listLabel: string;
  /** Announced when the list opens (e.g. "3 Vorschläge verfügbar"). */
  statusText?: string;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role' | 'id'>;
  className?: string;
  inputClassName?: string;
}

export function SuggestInput<T>(props: SuggestInputProps<T>) {
  const { label, labelHidden, value, onValueChange, suggestions, getKey, renderItem, onSelect, inputRef } = props;
  const id = useId();
  const inputId = props.inputId ?? `${id}-input`;
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [focused, setFocused] = useState(false);
  const open = focused && !dismissed && suggestions.length > 0;
  const activeIndex = active < suggestions.length ? active : -1;

  function pick(item: T) {
    setActive(-1);
    setDismissed(true);
    onSelect(item);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && suggestions.length > 0) {
      e.preventDefault();
      setDismissed(false);
      setActive((i) => (!open ? 0 : (i + 1) % suggestions.length));
    } else if (e.key === 'ArrowUp' && suggestions.length > 0) {
      e.preventDefault();
      setDismissed(false);
      setActive((i) => (!open || i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Enter' && open && activeIndex >= 0) {
      e.preventDefault();
      const item = suggestions[activeIndex];
      if (item !== undefined) pick(item);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  }

  return (
    <div className={`combo ${props.className ?? ''}`}>
      <label htmlFor={inputId} className={labelHidden ? 'sr-only' : 'field__label'}>
        {label}
        {props.labelSuffix}
      </label>
      <input
        {...props.inputProps}
        id={inputId}
        ref={inputRef}
        className={props.inputClassName ?? 'input'}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(e) => {
          setDismissed(false);
          setActive(-1);
          onValueChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          setFocused(true);
          props.inputProps?.onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          setActive(-1);
          props.inputProps?.onBlur?.(e);
        }}
      />
      <ul id={listId} role="listbox" aria-label={props.listLabel} className="combo__list" hidden={!open}>
        {open &&
          suggestions.map((item, i) => (
            <li
              key={getKey(item)}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              className="combo__option"
              // keep the focus in the input while clicking
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(item)}
            >
              {renderItem(item)}
            </li>
          ))}
      </ul>
      <div className="sr-only" aria-live="polite">
        {open ? props.statusText : ''}
      </div>
    </div>
  );
}
