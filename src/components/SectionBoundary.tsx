import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedCode } from './retriableLazy';

interface SectionBoundaryProps {
  /** What the section shows, for the note ("the positions", "the Cup of the Day tab"). */
  name: string;
  children: ReactNode;
}

interface SectionBoundaryState {
  failed: boolean;
  /** Bumped by Try again: the section mounts anew instead of rendering the same broken tree. */
  attempt: number;
}

/**
 * A section of a page that renders on its own (map info, personal best, positions; a profile's header, summary and
 * tabs; a campaign's playlist, records and ranking). A bug in one section leaves the others and the shell working:
 * the section shows a small note with Try again in its place.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<SectionBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Where a developer will look: the page itself shows only the note.
    console.warn(`A section failed to render (${this.props.name}):`, error, info.componentStack);
  }

  private readonly retry = () => {
    // A section whose code did not download asks for it again.
    retryFailedCode();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div className="notification is-warning section-error" role="alert">
          <p className="block">This part could not be shown ({this.props.name}). The rest of the page still works.</p>
          <button type="button" className="button is-small" onClick={this.retry}>
            Try again
          </button>
        </div>
      );
    }
    return <SectionContent key={this.state.attempt}>{this.props.children}</SectionContent>;
  }
}

function SectionContent({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
