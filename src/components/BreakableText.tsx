import { Fragment } from 'react';

/** Where a long address or id may break: after each of these, as a person splits one when writing it down. */
const SEPARATOR = /([/._\-:?&=#@]+)/;

/**
 * A long id or address that may wrap only after a separator ("https://site/#/player/" then "demo-team"), never inside
 * a word: a line break (`<wbr>`) after each run of separators. Copying the text gives the text unchanged.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split(SEPARATOR);
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capturing group puts the separators at odd indexes.
        index % 2 === 1 ? (
          <Fragment key={index}>
            {part}
            <wbr />
          </Fragment>
        ) : (
          part
        ),
      )}
    </>
  );
}
