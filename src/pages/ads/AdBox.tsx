import { BreakableText } from '../../components/BreakableText';
import { CopyButton } from '../../components/CopyButton';
import { GameText } from '../../components/GameText';
import { RemoteImage } from '../../components/RemoteImage';
import { TimeDisplay } from '../../components/TimeDisplay';
import { toPlainText } from '../../lib/gameText';
import { absoluteUrl, adTypeLabel, type Ad } from '../../data/ads';
import { AdTypeIcon } from './AdTypeIcon';

/** The three formats the spec shows, with the CSS class that keeps each one's aspect ratio. */
const FORMATS = [
  { key: 'img2x3', label: '2x3', className: 'ad-img-2x3' },
  { key: 'img64x41', label: '64x41', className: 'ad-img-64x41' },
  { key: 'img64x10', label: '64x10', className: 'ad-img-64x10' },
] as const;

export function AdBox({ ad }: { ad: Ad }) {
  const name = toPlainText(ad.name) || ad.uid;
  return (
    <article className="box ad-box" aria-label={name}>
      <h2 className="title is-4 ad-title">
        <AdTypeIcon type={ad.type} />
        {ad.url ? (
          <a href={ad.url} target="_blank" rel="noopener noreferrer">
            <GameText text={ad.name || ad.uid} />
          </a>
        ) : (
          <GameText text={ad.name || ad.uid} />
        )}
      </h2>
      <dl className="ad-facts">
        <dt>Type</dt>
        <dd>{adTypeLabel(ad.type)}</dd>
        <dt>End time</dt>
        <dd>{ad.endtime === undefined ? 'No end time' : <TimeDisplay value={ad.endtime} full />}</dd>
        <dt>UID</dt>
        <dd className="is-mono">
          <BreakableText text={ad.uid} />
        </dd>
        <dt>URL</dt>
        <dd className="ad-url">
          {ad.url ? (
            <a href={ad.url} target="_blank" rel="noopener noreferrer">
              <BreakableText text={ad.url} />
            </a>
          ) : (
            '-'
          )}
        </dd>
      </dl>
      <div className="ad-images">
        {FORMATS.map((format) => {
          const src = ad[format.key];
          return (
            <figure key={format.key} className="ad-image">
              {src ? (
                <RemoteImage className={format.className} src={src} alt={`${name}, ${format.label} image`} />
              ) : (
                <span className={`${format.className} ad-image-missing`}>No image</span>
              )}
              <figcaption>
                {format.label}{' '}
                {src && <CopyButton value={absoluteUrl(src)} label={`Copy the ${format.label} image URL of ${name}`} />}
              </figcaption>
            </figure>
          );
        })}
      </div>
    </article>
  );
}
