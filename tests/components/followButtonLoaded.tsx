import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { PlayerPopupCard } from '../../src/components/PlayerPopupCard';

/**
 * Loads the popup card's lazy Follow button and lets React's lazy wrapper settle, inside act, once per worker. A test
 * that opens the popup with synchronous events (fake timers) cannot wait for it: where the chunk was not loaded yet,
 * it finished loading after the test's last line, outside act, and React's warning failed the test (console.error
 * gate), depending on which files the worker had run before.
 */
export async function loadFollowButton(): Promise<void> {
  const anchor = createRef<HTMLElement>();
  const view = render(
    <MemoryRouter>
      <PlayerPopupCard player={{ id: 'fbfffbff-0a1b-4c2d-9e3f-23a161d85ad0', name: 'Warm Up' }} anchor={anchor} />
    </MemoryRouter>,
  );
  await act(() => vi.dynamicImportSettled());
  view.unmount();
}
