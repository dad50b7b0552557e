import type { Choice } from '../lib/choices';

interface ChoiceSelectProps<Id extends string> {
  /** For the caller's `<label htmlFor>`: each page lays out its label its own way. */
  id: string;
  value: Id;
  choices: readonly Choice<Id>[];
  onChange: (value: Id) => void;
}

/**
 * A small drop-down of a fixed list of choices (a sort order, a filter): every such picker looks the same and hands
 * back the chosen id typed, read from the list rather than trusted from the element.
 */
export function ChoiceSelect<Id extends string>({ id, value, choices, onChange }: ChoiceSelectProps<Id>) {
  return (
    <div className="select is-small">
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const picked = choices.find((choice) => choice.id === event.target.value);
          if (picked) onChange(picked.id);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
