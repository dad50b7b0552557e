import type { EventTexts } from '../../data/competitions';
import { externalUrl } from './event';

const LINKS = [
  { key: 'streamurl', label: 'Stream' },
  { key: 'websiteurl', label: 'Website' },
  { key: 'rulesurl', label: 'Rules' },
] as const;

/** Stream, website and rules, each only when the API sends an http(s) address (it sends "" when there is none). */
export function EventLinks({ event }: { event: EventTexts }) {
  const links = LINKS.flatMap((link) => {
    const href = externalUrl(event[link.key]);
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="buttons event-links" aria-label="Event links">
      {links.map((link) => (
        <li key={link.key}>
          <a className="button is-small" href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="is-sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The description as plain text: line breaks kept, nothing interpreted. */
export function EventDescription({ text }: { text: string | undefined }) {
  if (text === undefined || text.trim() === '') return null;
  return <p className="event-description block">{text}</p>;
}
