export interface ButtonGroupOption<T> {
  name: string;
  value: T;
}

interface ButtonGroupProps<T> {
  options: readonly ButtonGroupOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** What the group chooses ("Sort by", "Platform"), for assistive technology. */
  label?: string;
  className?: string;
}

/** Joined buttons, one per option; the option equal to `value` is highlighted and pressed. */
export function ButtonGroup<T>({ options, value, onChange, label, className }: ButtonGroupProps<T>) {
  return (
    <div
      className={['buttons has-addons', options.length > 3 ? 'is-many' : '', className ?? ''].filter(Boolean).join(' ')}
      role="group"
      aria-label={label}
    >
      {options.map((option) => {
        const selected = Object.is(option.value, value);
        return (
          <button
            key={option.name}
            type="button"
            className={selected ? 'button is-link is-selected' : 'button'}
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
          >
            {option.name}
          </button>
        );
      })}
    </div>
  );
}
