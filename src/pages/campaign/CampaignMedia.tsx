import { RemoteImage } from '../../components/RemoteImage';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { isDds } from '../../lib/dds';
import { mediaImages, type Campaign } from '../../data/campaign';

const LABELS: Record<string, string> = {
  buttonbackground: 'Button background',
  buttonforeground: 'Button foreground',
  decal: 'Decal',
  popupbackground: 'Popup background',
  popup: 'Popup',
  livebuttonbackground: 'Live button background',
  livebuttonforeground: 'Live button foreground',
};

interface MediaImage {
  name: string;
  url: string;
  label: string;
}

/**
 * The campaign's images (club media and the official campaign's in-game art), each with a link to the file. On a
 * phone the image goes under its name, so the Open link stays inside the window.
 */
export function CampaignMedia({ campaign }: { campaign: Campaign }) {
  const images = mediaImages(campaign).map(({ name, url }) => ({ name, url, label: LABELS[name] ?? name }));
  if (images.length === 0) return null;
  return (
    <section className="block">
      <h2 className="title is-4">Media</h2>
      <ResponsiveTable
        label="Media images"
        className="is-narrow campaign-media"
        columns={COLUMNS}
        rows={images}
        rowKey={(image) => image.name}
      />
    </section>
  );
}

const COLUMNS: Column<MediaImage>[] = [
  { id: 'name', header: 'Name', main: true, cell: (image) => image.label },
  {
    id: 'image',
    header: 'Image',
    show: 'under',
    underLabel: '',
    cell: (image) => <RemoteImage src={image.url} alt={image.label} className="campaign-media-image" />,
  },
  {
    id: 'link',
    header: 'Link',
    nowrap: true,
    // A .dds texture is offered once, by its "(download dds)" link in place of the image.
    cell: (image) =>
      isDds(image.url) ? null : (
        <a href={image.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${image.label}`}>
          Open
        </a>
      ),
  },
];
