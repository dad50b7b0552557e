import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { searchZones, type NamedZone } from '../../lib/zones';

interface ZoneSelectProps {
  zones: readonly NamedZone[];
  /** The chosen zone; undefined shows the placeholder (the world ranking). */
  selected: NamedZone | undefined;
  onSelect: (zone: NamedZone) => void;
  disabled?: boolean;
}

/**
 * A searchable zone picker (ARIA combobox with a list box): typing filters by full name, Up and Down move through
 * the options, Enter picks, Escape closes. Focus stays in the input the whole time.
 */
export function ZoneSelect({ zones, selected, onSelect, disabled = false }: ZoneSelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const options = open ? searchZones(zones, query) : [];
  const activeIndex = Math.min(active, Math.max(0, options.length - 1));

  useEffect(() => {
    if (!open) return;
    const element = document.getElementById(`${id}-option-${activeIndex}`);
    // jsdom (tests) has no scrolling.
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex, id]);

  const openList = (text: string) => {
    setQuery(text);
    setOpen(true);
    const at = text === '' && selected ? searchZones(zones, '').findIndex((zone) => zone.id === selected.id) : 0;
    setActive(Math.max(0, at));
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (zone: NamedZone | undefined) => {
    if (!zone) return;
    close();
    onSelect(zone);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) setActive(Math.min(activeIndex + 1, last));
      else openList('');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) setActive(Math.max(activeIndex - 1, 0));
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      setActive(Math.max(last, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const expanded = open && options.length > 0;
  return (
    <div className="field zone-select">
      <label className="label" htmlFor={`${id}-input`}>
        Zone
      </label>
      <div className="control">
        <input
          id={`${id}-input`}
          className="input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          placeholder="Select a zone"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={open ? query : (selected?.fullName ?? '')}
          onChange={(event) => openList(event.target.value)}
          onClick={() => {
            if (!open) openList('');
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
      </div>
      {expanded && (
        <ul id={listId} role="listbox" aria-label="Zones" className="zone-select-list box">
          {options.map((zone, index) => (
            <li
              key={zone.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={`zone-select-option${index === activeIndex ? ' is-active' : ''}${zone.id === selected?.id ? ' is-chosen' : ''}`}
              // Keep the focus in the input: a mouse down would blur it and close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(zone)}
            >
              {zone.fullName}
            </li>
          ))}
        </ul>
      )}
      {open && options.length === 0 && (
        <p className="zone-select-list zone-select-empty box" role="status">
          No zones found
        </p>
      )}
    </div>
  );
}
