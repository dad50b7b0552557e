import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useOnline } from '../components/useOnline';
import { isCodeLoadError } from './lazyPage';
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
  online: boolean;
}

/** Catches what a page throws while it renders or loads (a chunk that did not arrive), below the shell. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, locationKey: this.props.locationKey, online: this.props.online };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> {
    // The broken page is gone from the screen, so only the visitor moves the address: Back to the same page with
    // another search part (the sort before the one that failed) must show that page again.
    if (props.locationKey !== state.locationKey) return { error: null, locationKey: props.locationKey, online: props.online };
    // Code that did not download for want of a network is asked for again once the network is back.
    const backOnline = props.online && !state.online;
    if (backOnline && state.error && isCodeLoadError(state.error.thrown)) return { error: null, online: true };
    return { online: props.online };
  }

  private readonly retry = () => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? <RouteError error={this.state.error.thrown} onRetry={this.retry} /> : this.props.children;
  }
}

/** The error boundary of every page: the shell around it keeps working when a page fails. */
export function PageBoundary() {
  const { key } = useLocation();
  const online = useOnline();
  return (
    <Boundary locationKey={key} online={online}>
      <Outlet />
    </Boundary>
  );
}
