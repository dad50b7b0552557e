import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../api/client';

interface ErrorBoxProps {
  /** An error object, or the text to show. */
  error: unknown;
  title?: string;
  children?: ReactNode;
}

/**
 * The danger-styled box that carries an error's text, announced to screen readers, then the caller's hint. A refused
 * request (429) says when to ask again, and only that: a hint that the API may be down, or that the address may be
 * wrong, would contradict it.
 */
export function ErrorBox({ error, title, children }: ErrorBoxProps) {
  const text = typeof error === 'string' ? error : errorMessage(error);
  const refused = error instanceof ApiError && error.kind === 'rate-limit';
  return (
    <div className="notification is-danger" role="alert">
      {title && <p className="has-text-weight-bold">{title}</p>}
      <p>{text}</p>
      {!refused && children}
    </div>
  );
}
