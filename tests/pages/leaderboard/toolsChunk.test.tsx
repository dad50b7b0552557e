// The map leaderboard's tools load as a chunk of their own (retriableLazy): a download that fails shows the section's
// note, and its Try again asks for the code again instead of showing the same failure for good.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { retriableLazy } from '../../../src/components/retriableLazy';
import { SectionBoundary } from '../../../src/components/SectionBoundary';

function Tools({ board }: { board: string }) {
  return <p>Medals of {board}</p>;
}

describe('a section whose code loads on its own', () => {
  it('shows the section once its code has come', async () => {
    const Section = retriableLazy(() => Promise.resolve(Tools));
    render(
      <Suspense fallback={null}>
        <Section board="Summer 01" />
      </Suspense>,
    );
    expect(await screen.findByText('Medals of Summer 01')).toBeInTheDocument();
  });

  it('asks for the code again on Try again after a failed download', async () => {
    // The boundary notes the failure for developers; React reports the caught error too.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Tools>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Tools);
    const Section = retriableLazy(load);
    render(
      <SectionBoundary name="the medal counts">
        <Suspense fallback={null}>
          <Section board="Summer 01" />
        </Suspense>
      </SectionBoundary>,
    );
    expect(
      await screen.findByText('This part could not be shown (the medal counts). The rest of the page still works.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Medals of Summer 01')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
