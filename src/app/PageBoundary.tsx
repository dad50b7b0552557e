import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useOnline } from '../components/useOnline';
import { isCodeLoadError, retryFailedCode } from '../components/retriableLazy';
import { RouteError } from './RouteError';

interface BoundaryProps {
  /** The address's key: any move (a link in the shell, Back to the address before the failing one) clears the error. */
  locationKey: string;
  online: boolean;
  children: ReactNode;
}

interface BoundaryState {
  error: { thrown: unknown } | null;
  locationKey: string;
}

/** Catches what a page throws while it renders or loads (a chunk that did not arrive), below the shell. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // The broken page is gone from the screen, so only the visitor moves the address: Back to the same page with
    // another search part (the sort before the one that failed) must show that page again.
    return props.locationKey === state.locationKey ? null : { error: null, locationKey: props.locationKey };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    // Code that did not download for want of a network is asked for again once the network is back.
    const backOnline = this.props.online && !previous.online;
    if (backOnline && this.state.error && isCodeLoadError(this.state.error.thrown)) this.retry();
  }

  private readonly retry = () => {
    retryFailedCode();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? <RouteError error={this.state.error.thrown} onRetry={this.retry} /> : this.props.children;
  }
}

/** The address the pages were last rendered at (its history key). */
let lastAddress: string | undefined;

/**
 * A move to another address asks again for the code that failed, before the pages render (the visitor may be coming
 * back to one). Once per address: React renders a navigation more than once while a page's code loads.
 */
function retryFailedCodeOnMove(address: string): void {
  if (address === lastAddress) return;
  lastAddress = address;
  retryFailedCode();
}

/** The error boundary of every page: the shell around it keeps working when a page fails. */
export function PageBoundary() {
  const { key } = useLocation();
  const online = useOnline();
  retryFailedCodeOnMove(key);
  return (
    <Boundary locationKey={key} online={online}>
      <Outlet />
    </Boundary>
  );
}
