import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';

interface ErrorBoxProps {
  /** An error object, or the text to show. */
  error: unknown;
  title?: string;
  children?: ReactNode;
}

/** The danger-styled box that carries an error's text, announced to screen readers. */
export function ErrorBox({ error, title, children }: ErrorBoxProps) {
  const text = typeof error === 'string' ? error : errorMessage(error);
  return (
    <div className="notification is-danger" role="alert">
      {title && <p className="has-text-weight-bold">{title}</p>}
      <p>{text}</p>
      {children}
    </div>
  );
}
