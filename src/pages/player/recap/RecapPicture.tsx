import { useEffect, useRef, useState } from 'react';
import { HeadedSection } from '../../../components/HeadedSection';
import { saveBlob } from '../../../lib/saveFile';
import { toPlainText } from '../../../lib/gameText';
import type { RecapAnswer } from '../../../data/recap';
import { CARD_FORMATS, cardBlob, drawRecapCard, type CardFormat } from './recapCard';

/** A name safe in a file name: letters, digits and dashes. */
function fileNameOf(answer: RecapAnswer): string {
  const name = toPlainText(answer.player.name)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${name || 'player'}-${String(answer.year)}-in-review.png`;
}

/** Whether this browser can share a file of this kind (the Web Share API with files): the Share button shows then only. */
function canShareFile(fileName: string): boolean {
  if (typeof navigator.canShare !== 'function' || typeof File !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], fileName, { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** The year as a picture: a choice of size, the card, Download PNG and (where the browser can) Share. */
export function RecapPicture({ answer }: { answer: RecapAnswer }) {
  const [format, setFormat] = useState<CardFormat>('landscape');
  const [drawn, setDrawn] = useState<CardFormat | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const canvas = useRef<HTMLCanvasElement>(null);
  const fileName = fileNameOf(answer);
  const [shareable] = useState(() => canShareFile(fileName));

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let live = true;
    void drawRecapCard(element, answer, format).then(() => {
      if (live) setDrawn(format);
    });
    return () => {
      live = false;
    };
  }, [answer, format]);

  const withBlob = async (action: (blob: Blob) => Promise<void> | void) => {
    setProblem(undefined);
    const element = canvas.current;
    if (!element) return;
    try {
      await action(await cardBlob(element));
    } catch (error) {
      // The reader closed the share sheet: nothing went wrong.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setProblem(error instanceof Error ? error.message : 'The picture could not be made.');
    }
  };
  const download = () =>
    void withBlob((blob) => {
      saveBlob(blob, fileName);
    });
  const share = () =>
    void withBlob((blob) =>
      navigator.share({
        files: [new File([blob], fileName, { type: 'image/png' })],
        title: `${toPlainText(answer.player.name)}: ${String(answer.year)} in review`,
      }),
    );
  const { width, height } = CARD_FORMATS[format];
  return (
    <HeadedSection title="The picture" className="box recap-picture">
      <fieldset className="recap-formats">
        <legend>Size</legend>
        {(Object.keys(CARD_FORMATS) as CardFormat[]).map((id) => (
          <label key={id} className="recap-format-choice">
            <input
              type="radio"
              name="recap-format"
              value={id}
              checked={format === id}
              onChange={() => {
                setFormat(id);
              }}
            />{' '}
            {CARD_FORMATS[id].label}
          </label>
        ))}
      </fieldset>
      <canvas
        ref={canvas}
        className="recap-canvas"
        width={width}
        height={height}
        role="img"
        aria-label={`${String(answer.year)} in review, drawn as a picture of ${String(width)} × ${String(height)} pixels: the same figures as above`}
        data-drawn={drawn === format ? format : undefined}
      />
      <p className="buttons recap-picture-buttons">
        <button type="button" className="button is-primary" onClick={download} disabled={drawn !== format}>
          Download PNG
        </button>
        {shareable && (
          <button type="button" className="button is-link" onClick={share} disabled={drawn !== format}>
            Share
          </button>
        )}
      </p>
      {problem && (
        <p className="notification is-danger" role="alert">
          {problem}
        </p>
      )}
    </HeadedSection>
  );
}
