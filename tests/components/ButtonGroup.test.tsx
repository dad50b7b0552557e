import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ButtonGroup } from '../../src/components/ButtonGroup';

type Sort = 'played' | 'wins' | 'streak';
const OPTIONS: { name: string; value: Sort }[] = [
  { name: 'Total played', value: 'played' },
  { name: 'Wins', value: 'wins' },
  { name: 'Win streak', value: 'streak' },
];

describe('ButtonGroup', () => {
  it('shows one button per option and highlights the current value', () => {
    render(<ButtonGroup options={OPTIONS} value="wins" onChange={() => undefined} label="Sort by" />);
    const group = screen.getByRole('group', { name: 'Sort by' });
    expect(group).toHaveClass('buttons', 'has-addons');
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Total played', 'Wins', 'Win streak']);

    const wins = screen.getByRole('button', { name: 'Wins' });
    expect(wins).toHaveAttribute('aria-pressed', 'true');
    expect(wins).toHaveClass('is-link', 'is-selected');
    for (const name of ['Total played', 'Win streak']) {
      const other = screen.getByRole('button', { name });
      expect(other).toHaveAttribute('aria-pressed', 'false');
      expect(other).not.toHaveClass('is-link');
    }
  });

  it("emits the clicked option's value", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ButtonGroup options={OPTIONS} value="wins" onChange={onChange} label="Sort by" />);
    await user.click(screen.getByRole('button', { name: 'Win streak' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('streak');
  });

  it('works with non-string values and highlights nothing when no option matches', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const options = [
      { name: '15', value: 15 },
      { name: '35', value: 35 },
    ];
    const { rerender } = render(<ButtonGroup options={options} value={35} onChange={onChange} label="Page size" />);
    expect(screen.getByRole('button', { name: '35', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '15' }));
    expect(onChange).toHaveBeenCalledWith(15);

    rerender(<ButtonGroup options={options} value={50} onChange={onChange} label="Page size" />);
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });
});
