import { countOf } from '../lib/format';

interface UnreadNoteProps {
  /** The decoded lists shown (one per loaded page), each with its count of rows the decoder could not read. */
  lists: readonly { readonly unread: number }[];
  /** What a row is, one and many ("entry", "entries"). */
  one: string;
  many?: string;
}

/** A quiet line under a list saying how many rows of the answers could not be read; nothing when all could. */
export function UnreadNote({ lists, one, many }: UnreadNoteProps) {
  const unread = lists.reduce((sum, rows) => sum + rows.unread, 0);
  if (unread === 0) return null;
  return <p className="help">{countOf(unread, one, many)} could not be read.</p>;
}
