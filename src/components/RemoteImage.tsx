import { useState, type ImgHTMLAttributes } from 'react';
import { isDds } from '../lib/dds';

interface RemoteImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  src: string;
  /** Required: every image the site shows says what it is ("" only for purely decorative ones). */
  alt: string;
}

/**
 * An image from the API. A .dds texture cannot be shown by a browser, so a "(download dds)" link to the file stands in
 * for it; an image that fails to load, or has no address (an answer may send ""), disappears instead of leaving a
 * broken-image icon.
 */
export function RemoteImage({ src, alt, loading = 'lazy', ...rest }: RemoteImageProps) {
  // The failed address, not a flag: when src changes, the new image gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string>();

  if (isDds(src)) {
    return (
      <a href={src} download title={alt || undefined}>
        (download dds)
      </a>
    );
  }
  if (src === '' || failedSrc === src) return null;
  return <img {...rest} src={src} alt={alt} loading={loading} onError={() => setFailedSrc(src)} />;
}
