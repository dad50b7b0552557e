// Pages and sections whose code loads as a chunk of its own (retriableLazy): a download that fails is asked for again
// only when someone asks (Try again, the network back, another address), never in a loop of React's renders.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isCodeLoadError, retriableLazy, retryFailedCode } from '../../src/components/retriableLazy';

function Medals({ board }: { board: string }) {
  return <p>Medals of {board}</p>;
}

/** The smallest error boundary: the error's message, and a Try again that asks for failed code again. */
class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : 'unknown' };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const retry = () => {
      retryFailedCode();
      this.setState({ error: null });
    };
    return (
      <>
        <p role="alert">{this.state.error}</p>
        <button type="button" onClick={retry}>
          Try again
        </button>
      </>
    );
  }
}

const offline = () => new TypeError('Failed to fetch dynamically imported module: /assets/Medals.js');

function renderLazy(load: () => Promise<typeof Medals>) {
  const Lazy = retriableLazy(load);
  return render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Lazy board="Summer 01" />
      </Suspense>
    </Boundary>,
  );
}

describe('a component whose code loads on its own', () => {
  it('draws with its props once its code has come', async () => {
    renderLazy(() => Promise.resolve(Medals));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Medals of Summer 01')).toBeInTheDocument();
  });

  it('shows the failure, asks once only, and asks again on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Medals>>().mockRejectedValueOnce(offline()).mockResolvedValue(Medals);
    renderLazy(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Medals of Summer 01')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not asked for again once its code has come', async () => {
    const load = vi.fn(() => Promise.resolve(Medals));
    renderLazy(load);
    expect(await screen.findByText('Medals of Summer 01')).toBeInTheDocument();
    retryFailedCode();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a code load error', () => {
  it("is told from other errors by the browsers' and Vite's words for it", () => {
    expect(isCodeLoadError(offline())).toBe(true);
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadError(new Error('Unable to preload CSS for /assets/index.css'))).toBe(true);
    expect(isCodeLoadError(new Error('map.name is undefined'))).toBe(false);
  });
});
