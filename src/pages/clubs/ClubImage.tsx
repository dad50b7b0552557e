import { ImagePopup } from '../../components/ImagePopup';
import { RemoteImage } from '../../components/RemoteImage';
import { isDds } from '../../lib/dds';

/** An activity's picture (a pack's, a skin's thumbnail) is a square tile, as the club's icon: its box is drawn first. */
export const ACTIVITY_MEDIA_RATIO = '1 / 1';

interface ClubImageProps {
  url: string | undefined;
  alt: string;
  thumbHeight?: string;
  /** The image's shape, so its box is drawn before it arrives. */
  aspectRatio?: string;
}

/**
 * An image of the club area: nothing when the API sent none (missing or ""), the "(download dds)" link for game
 * textures, otherwise a thumbnail that enlarges on hover, focus or tap.
 */
export function ClubImage({ url, alt, thumbHeight, aspectRatio }: ClubImageProps) {
  if (!url) return null;
  if (isDds(url)) return <RemoteImage src={url} alt={alt} />;
  return (
    <ImagePopup
      src={url}
      alt={alt}
      {...(thumbHeight === undefined ? {} : { thumbHeight })}
      {...(aspectRatio === undefined ? {} : { aspectRatio })}
    />
  );
}
