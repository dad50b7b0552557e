import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceSelect } from '../../src/components/ChoiceSelect';

type Order = 'newest' | 'oldest';
const CHOICES: { id: Order; label: string }[] = [
  { id: 'newest', label: 'Newest first' },
  { id: 'oldest', label: 'Oldest first' },
];

function renderSelect(onChange: (value: Order) => void) {
  render(
    <>
      <label htmlFor="order">Sort order</label>
      <ChoiceSelect id="order" value="newest" choices={CHOICES} onChange={onChange} />
    </>,
  );
  return screen.getByRole('combobox', { name: 'Sort order' });
}

describe('ChoiceSelect', () => {
  it('offers every choice by its label, the current one selected', () => {
    const select = renderSelect(() => undefined);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest first', 'Oldest first']);
    expect(screen.getByRole('option', { name: 'Newest first' })).toHaveProperty('selected', true);
  });

  it('hands back the id of the choice picked', async () => {
    const onChange = vi.fn();
    const select = renderSelect(onChange);
    await userEvent.selectOptions(select, 'Oldest first');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('oldest');
  });
});
