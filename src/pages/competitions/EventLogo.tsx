import { RemoteImage } from '../../components/RemoteImage';
import { toPlainText } from '../../lib/gameText';
import { imageUrl } from './event';

interface EventLogoProps {
  logourl: string | undefined;
  name: string;
  className?: string;
}

/** An event's logo; nothing at all when the API sends none ("" is common) or the image fails to load. */
export function EventLogo({ logourl, name, className }: EventLogoProps) {
  const src = imageUrl(logourl);
  if (!src) return null;
  return (
    <RemoteImage
      className={className ? `event-logo ${className}` : 'event-logo'}
      src={src}
      alt={`Logo of ${toPlainText(name)}`}
    />
  );
}
