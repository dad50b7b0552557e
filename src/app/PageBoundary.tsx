import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteError } from './RouteError';

interface BoundaryProps {
  /** The page's path: going to another page clears the error, as a click in the shell must lead somewhere. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: { thrown: unknown } | null;
  pathname: string;
}

/** Catches what a page throws while it renders or loads (a chunk that did not arrive), below the shell. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // Only a change of page clears it: a change of the search part (a sort, a tab's filter) is the same broken page.
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render(): ReactNode {
    return this.state.error ? <RouteError error={this.state.error.thrown} /> : this.props.children;
  }
}

/** The error boundary of every page: the shell around it keeps working when a page fails. */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname}>
      <Outlet />
    </Boundary>
  );
}
