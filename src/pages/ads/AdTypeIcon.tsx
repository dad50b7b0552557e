import { adTypeLabel } from '../../data/ads';

/** A small drawn icon: a badge with a check for official ads, two people for community ones. */
export function AdTypeIcon({ type }: { type: string | undefined }) {
  const label = adTypeLabel(type);
  const official = type === 'nadeo';
  return (
    <svg
      className={`ad-type-icon ${official ? 'is-official' : 'is-community'}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {official ? (
        <>
          <path d="M12 2 L20 5 V11 C20 16 16.5 20 12 22 C7.5 20 4 16 4 11 V5 Z" fill="currentColor" />
          <path
            d="M8 12 L11 15 L16 9"
            fill="none"
            stroke="#10141a"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <>
          <circle cx="8" cy="8" r="3.2" fill="currentColor" />
          <circle cx="16.5" cy="9" r="2.7" fill="currentColor" />
          <path
            d="M2 20 C2 15.5 5 13 8 13 C11 13 14 15.5 14 20 Z M13.5 14.3 C14.4 13.5 15.4 13 16.5 13 C19.5 13 22 15.5 22 20 H15.5 C15.5 17.6 14.8 15.7 13.5 14.3 Z"
            fill="currentColor"
          />
        </>
      )}
    </svg>
  );
}
