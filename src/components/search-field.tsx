/**
 * A search landmark with a labelled search field that filters as one types, and a button that clears it while it
 * holds text (the blog, the help page). `children` stand under the field (a results line, for instance).
 */
import { useId, type ReactNode, type Ref } from 'react';

interface SearchFieldProps {
  /** the landmark's class; its row is `<className>__row` */
  className: string;
  label: string;
  placeholder: string;
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  children?: ReactNode;
}

export function SearchField({ className, label, placeholder, clearLabel, value, onChange, inputRef, children }: SearchFieldProps) {
  const inputId = useId();
  return (
    <div role="search" className={className}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className={`${className}__row`}>
        <input
          id={inputId}
          ref={inputRef}
          type="search"
          className="input"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => onChange(e.target.value)}
        />
        {value ? (
          <button type="button" className="btn btn--secondary" onClick={() => onChange('')}>
            {clearLabel}
          </button>
        ) : null}
      </div>
      {children}
    </div>
  );
}
