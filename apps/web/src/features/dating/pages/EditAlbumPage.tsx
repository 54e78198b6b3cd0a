import { PriceEditor } from '../components/PriceEditor.tsx';

/** EditAublm (the spec's spelling): the paid-album price. */
export default function EditAlbumPage() {
  return <PriceEditor kind="album" />;
}
